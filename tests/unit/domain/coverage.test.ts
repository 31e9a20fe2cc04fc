import { describe, expect, it } from 'vitest';
import {
  coverageAvailability,
  registerUse,
  repairCoverageUsage,
  undoUse,
  usesOf,
} from '../../../src/domain/membership/coverage';

const homeDoctor = { events: 2, unlimited: false };
const ambulance = { events: 0, unlimited: true };

describe('coverageAvailability (spec §4)', () => {
  it('an unlimited service is always available and counts nothing', () => {
    expect(coverageAvailability(ambulance, 0)).toEqual({
      available: true,
      remaining: null,
      events: null,
    });
    expect(coverageAvailability(ambulance, 250).available).toBe(true);
  });

  it.each([
    [undefined, true, 2],
    [0, true, 2],
    [1, true, 1],
    [2, false, 0],
    [7, false, 0],
  ])('with %s uses of 2 events: available %s, %s left', (uses, available, remaining) => {
    expect(coverageAvailability(homeDoctor, uses)).toEqual({ available, remaining, events: 2 });
  });

  it('reads odd stored counts as whole uses, never below zero', () => {
    expect(usesOf(-3)).toBe(0);
    expect(usesOf(Number.NaN)).toBe(0);
    expect(usesOf('1')).toBe(1);
    expect(usesOf(1.7)).toBe(1);
    expect(usesOf(null)).toBe(0);
    expect(coverageAvailability(homeDoctor, -5).remaining).toBe(2);
  });
});

describe('undoUse', () => {
  it('takes back one use and never goes below zero', () => {
    expect(undoUse({ medico_domicilio: 2, plomero: 1 }, 'medico_domicilio')).toEqual({
      medico_domicilio: 1,
      plomero: 1,
    });
    const none = { plomero: 1 };
    expect(undoUse(none, 'medico_domicilio')).toBe(none);
  });

  it('undoes a registered use exactly', () => {
    const usage = { plomero: 1 };
    expect(undoUse(registerUse(usage, 'medico_domicilio', homeDoctor), 'medico_domicilio')).toEqual(
      {
        plomero: 1,
        medico_domicilio: 0,
      },
    );
  });
});

describe('registerUse', () => {
  it('adds one use and keeps every other entry, also ids the catalogue no longer has', () => {
    const usage = { servicio_retirado: 3, plomero: 1 };
    expect(registerUse(usage, 'medico_domicilio', homeDoctor)).toEqual({
      servicio_retirado: 3,
      plomero: 1,
      medico_domicilio: 1,
    });
    expect(usage).toEqual({ servicio_retirado: 3, plomero: 1 });
  });

  it('changes nothing once no events remain', () => {
    const usage = { medico_domicilio: 2 };
    expect(registerUse(usage, 'medico_domicilio', homeDoctor)).toBe(usage);
  });

  it('counts uses of an unlimited service', () => {
    expect(registerUse({ ambulancia_terrestre: 4 }, 'ambulancia_terrestre', ambulance)).toEqual({
      ambulancia_terrestre: 5,
    });
  });
});

describe('repairCoverageUsage', () => {
  it('keeps counts, repairs loose ones and drops entries that are not counts', () => {
    expect(
      repairCoverageUsage({ a: 1, b: '2', c: -1, d: 1.5, e: 'mucho', f: null, g: [1] }),
    ).toEqual({ a: 1, b: 2, c: 0, d: 1 });
  });

  it('refuses what is not a map', () => {
    expect(repairCoverageUsage([1, 2])).toBeUndefined();
    expect(repairCoverageUsage('x')).toBeUndefined();
    expect(repairCoverageUsage(null)).toBeUndefined();
  });
});
