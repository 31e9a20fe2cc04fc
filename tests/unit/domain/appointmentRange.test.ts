import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appointmentFarFromNow,
  PLAUSIBLE_APPOINTMENT_YEARS,
} from '../../../src/domain/agenda/appointmentRange';

const now = Date.parse('2026-11-29T12:00:00Z');
const at = (iso: string): number => Date.parse(iso);

describe('appointmentFarFromNow', () => {
  it.each([
    ['2026-11-30T09:00:00Z', false],
    ['2031-11-29T12:00:00Z', false],
    ['2021-11-29T12:00:00Z', false],
    ['2031-11-29T12:00:01Z', true],
    ['2021-11-29T11:59:59Z', true],
    ['2100-01-01T09:00:00Z', true],
    ['1900-01-01T09:00:00Z', true],
  ])('%s is far: %s', (iso, far) => {
    expect(appointmentFarFromNow(at(iso), now)).toBe(far);
  });

  it('is symmetric around today and never far within 4 years', () => {
    const year = 365 * 24 * 3_600_000;
    fc.assert(
      fc.property(fc.integer({ min: -4 * year, max: 4 * year }), (offset) => {
        expect(appointmentFarFromNow(now + offset, now)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 6 * year, max: 200 * year }), (offset) => {
        expect(appointmentFarFromNow(now + offset, now)).toBe(true);
        expect(appointmentFarFromNow(now - offset, now)).toBe(true);
      }),
    );
  });

  it('names its window in years', () => {
    expect(PLAUSIBLE_APPOINTMENT_YEARS).toBe(5);
  });
});
