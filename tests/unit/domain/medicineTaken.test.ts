import { describe, expect, it } from 'vitest';
import { asOfDay, isTakenOn, withTaken } from '../../../src/domain/agenda/medicineTaken';
import { medicine } from '../../support/agendaFixtures';

describe('taken is per day', () => {
  it('a tick counts for its own day only', () => {
    const ticked = withTaken(medicine(), true, '2026-03-10');
    expect(ticked).toMatchObject({ taken: true, takenOn: '2026-03-10' });
    expect(isTakenOn(ticked, '2026-03-10')).toBe(true);
    expect(isTakenOn(ticked, '2026-03-11')).toBe(false);
  });

  it('unticking forgets the day', () => {
    const unticked = withTaken(
      medicine({ taken: true, takenOn: '2026-03-10' }),
      false,
      '2026-03-10',
    );
    expect(unticked).toEqual(medicine());
    expect('takenOn' in unticked).toBe(false);
  });

  it('reads yesterday’s tick as not taken today and keeps today’s', () => {
    expect(asOfDay(medicine({ taken: true, takenOn: '2026-03-09' }), '2026-03-10')).toEqual(
      medicine(),
    );
    const today = medicine({ taken: true, takenOn: '2026-03-10' });
    expect(asOfDay(today, '2026-03-10')).toBe(today);
  });
});
