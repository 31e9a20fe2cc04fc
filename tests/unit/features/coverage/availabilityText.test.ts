import { describe, expect, it } from 'vitest';
import { coverageAvailability } from '../../../../src/domain/membership/coverage';
import { availabilityText } from '../../../../src/features/coverage/availabilityText';

const homeDoctor = { events: 2, unlimited: false };

describe('availabilityText (spec §4)', () => {
  it('an unlimited service says Ilimitado', () => {
    expect(availabilityText(coverageAvailability({ events: 0, unlimited: true }, 250))).toBe(
      'Ilimitado',
    );
  });

  it.each([
    [undefined, '2 de 2 disponibles'],
    [1, '1 de 2 disponibles'],
    [7, '0 de 2 disponibles'],
  ])('with %s uses of 2 events: %s', (uses, text) => {
    expect(availabilityText(coverageAvailability(homeDoctor, uses))).toBe(text);
  });

  it("says 'disponible' in the singular when a service has one event", () => {
    const specialist = { events: 1, unlimited: false };
    expect(availabilityText(coverageAvailability(specialist, 0))).toBe('1 de 1 disponible');
    expect(availabilityText(coverageAvailability(specialist, 1))).toBe('0 de 1 disponible');
  });

  it("says 'disponibles' for a service of no events", () => {
    expect(availabilityText(coverageAvailability({ events: 0, unlimited: false }, 0))).toBe(
      '0 de 0 disponibles',
    );
  });
});
