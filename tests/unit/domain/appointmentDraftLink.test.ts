import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appointmentDraftPath,
  appointmentDraftTitle,
} from '../../../src/domain/agenda/appointmentDraftLink';

const AGENDA_PATH = '/agenda';

const queryOf = (path: string): string => path.slice(path.indexOf('?') + 1);

describe('a link into the agenda with an appointment title', () => {
  it('carries the title in the cita parameter', () => {
    expect(appointmentDraftPath(AGENDA_PATH, 'Señales de embolia (derrame cerebral)')).toBe(
      '/agenda?cita=Se%C3%B1ales+de+embolia+%28derrame+cerebral%29',
    );
  });

  it('is the plain agenda when there is no title', () => {
    expect(appointmentDraftPath(AGENDA_PATH, '  ')).toBe(AGENDA_PATH);
    expect(appointmentDraftTitle('')).toBeUndefined();
    expect(appointmentDraftTitle('?cita=%20')).toBeUndefined();
    expect(appointmentDraftTitle('?otra=1')).toBeUndefined();
  });

  it('reads back the title it was given, with or without the question mark', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((title) => title.trim() !== ''),
        (title) => {
          const path = appointmentDraftPath(AGENDA_PATH, title);
          expect(path.startsWith(`${AGENDA_PATH}?`)).toBe(true);
          expect(appointmentDraftTitle(queryOf(path))).toBe(title.trim());
          expect(appointmentDraftTitle(`?${queryOf(path)}`)).toBe(title.trim());
        },
      ),
    );
  });
});
