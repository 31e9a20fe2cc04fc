import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverageAvailability, registerUse } from '../../src/domain/membership/coverage';
import { availabilityText } from '../../src/features/coverage/availabilityText';

const limited = fc.record({
  events: fc.integer({ min: 0, max: 20 }),
  unlimited: fc.constant(false),
});

/** Whatever a browser might hold as a count: numbers of every kind, text, nothing. */
const storedCount = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double(),
  fc.string(),
  fc.constantFrom(undefined, null, true, '3', '-1', '1e3', Infinity, -Infinity),
);

describe('coverage properties', () => {
  it('remaining is never below 0 nor above the events, whatever the stored count', () => {
    fc.assert(
      fc.property(limited, storedCount, (terms, count) => {
        const availability = coverageAvailability(terms, count);
        const { remaining, available } = availability;
        expect(remaining).not.toBeNull();
        expect(remaining).toBeGreaterThanOrEqual(0);
        expect(remaining).toBeLessThanOrEqual(terms.events);
        expect(Number.isInteger(remaining)).toBe(true);
        expect(available).toBe((remaining ?? 0) > 0);
        expect(availabilityText(availability)).toBe(
          `${remaining} de ${terms.events} ${terms.events === 1 ? 'disponible' : 'disponibles'}`,
        );
      }),
    );
  });

  it('registering uses never counts past the events and never touches other entries', () => {
    fc.assert(
      fc.property(
        limited,
        fc.dictionary(fc.string(), fc.nat(50)),
        fc.nat(30),
        (terms, others, taps) => {
          const id = 'servicio_probado';
          const start = { ...others };
          delete start[id];
          let usage: Readonly<Record<string, number>> = start;
          for (let tap = 0; tap < taps; tap += 1) usage = registerUse(usage, id, terms);
          expect(usage[id] ?? 0).toBe(Math.min(taps, terms.events));
          for (const [key, value] of Object.entries(start)) expect(usage[key]).toBe(value);
        },
      ),
    );
  });
});
