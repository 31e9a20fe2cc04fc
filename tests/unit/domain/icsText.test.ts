import { describe, expect, it } from 'vitest';
import {
  escapeText,
  foldLine,
  icsDocument,
  localDateTimeValue,
  utcDateTimeValue,
  utcOffsetValue,
} from '../../../src/domain/agenda/icsText';

const octets = (text: string): number => new TextEncoder().encode(text).length;

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks in TEXT values', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('leaves a line of 75 octets whole and folds a longer one', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('folds by octets without splitting a character, and unfolds to the same text', () => {
    const line = `SUMMARY:${'Cita con la cardióloga Dra. Peña 🩺 '.repeat(6)}`;
    const physical = foldLine(line).split('\r\n');
    for (const piece of physical) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(physical.length).toBeGreaterThan(1);
    expect(physical.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(
      line,
    );
  });

  it('ends every line with CRLF', () => {
    expect(icsDocument(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe(
      'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    );
  });

  it('writes local and UTC date-times and UTC offsets', () => {
    expect(
      localDateTimeValue({ year: 2026, month: 3, day: 9, hour: 8, minute: 5, second: 0 }),
    ).toBe('20260309T080500');
    expect(utcDateTimeValue(Date.parse('2026-03-09T14:05:07.900Z'))).toBe('20260309T140507Z');
    expect(utcOffsetValue(-360)).toBe('-0600');
    expect(utcOffsetValue(330)).toBe('+0530');
    expect(utcOffsetValue(0)).toBe('+0000');
  });
});
