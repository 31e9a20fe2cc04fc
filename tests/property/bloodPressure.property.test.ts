// Raising systolic or diastolic never lowers the risk. The spec's hypotension rules (systolic < 90,
// diastolic < 60) make low values risky too, so the property holds on each side of the normal band:
// above those thresholds raising a value never lowers the risk, and below them lowering it never does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyBloodPressure,
  type BloodPressureReading,
  type BloodPressureRisk,
} from '../../src/domain/health/bloodPressure';

/** The order of the risks, worst last: the oracle of these properties. */
const RISK_RANK: Readonly<Record<BloodPressureRisk, number>> = { low: 0, medium: 1, high: 2 };

const rank = (reading: BloodPressureReading): number =>
  RISK_RANK[classifyBloodPressure(reading).risk];

const heartRate = fc.integer({ min: 30, max: 200 });

/** Two values in order, within [min, max]. */
const ordered = (min: number, max: number) =>
  fc
    .tuple(fc.integer({ min, max }), fc.integer({ min, max }))
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

describe('blood pressure risk is monotone away from the normal band', () => {
  it('raising the systolic (from 90 up) never lowers the risk', () => {
    fc.assert(
      fc.property(
        ordered(90, 220),
        fc.integer({ min: 60, max: 130 }),
        heartRate,
        ([low, high], diastolic, pulse) => {
          expect(rank({ systolic: high, diastolic, heartRate: pulse })).toBeGreaterThanOrEqual(
            rank({ systolic: low, diastolic, heartRate: pulse }),
          );
        },
      ),
    );
  });

  it('raising the diastolic (from 60 up) never lowers the risk', () => {
    fc.assert(
      fc.property(
        ordered(60, 130),
        fc.integer({ min: 90, max: 220 }),
        heartRate,
        ([low, high], systolic, pulse) => {
          expect(rank({ systolic, diastolic: high, heartRate: pulse })).toBeGreaterThanOrEqual(
            rank({ systolic, diastolic: low, heartRate: pulse }),
          );
        },
      ),
    );
  });

  it('raising either value never lowers the risk whatever the other is', () => {
    fc.assert(
      fc.property(
        ordered(90, 220),
        ordered(60, 130),
        fc.integer({ min: 80, max: 220 }),
        fc.integer({ min: 50, max: 130 }),
        heartRate,
        ([sysLow, sysHigh], [diaLow, diaHigh], anySystolic, anyDiastolic, pulse) => {
          expect(
            rank({ systolic: sysHigh, diastolic: anyDiastolic, heartRate: pulse }),
          ).toBeGreaterThanOrEqual(
            rank({ systolic: sysLow, diastolic: anyDiastolic, heartRate: pulse }),
          );
          expect(
            rank({ systolic: anySystolic, diastolic: diaHigh, heartRate: pulse }),
          ).toBeGreaterThanOrEqual(
            rank({ systolic: anySystolic, diastolic: diaLow, heartRate: pulse }),
          );
        },
      ),
    );
  });

  it('lowering a value below its hypotension threshold never lowers the risk', () => {
    fc.assert(
      fc.property(
        ordered(80, 89),
        ordered(50, 59),
        fc.integer({ min: 80, max: 220 }),
        fc.integer({ min: 50, max: 130 }),
        heartRate,
        ([sysLow, sysHigh], [diaLow, diaHigh], systolic, diastolic, pulse) => {
          expect(rank({ systolic: sysLow, diastolic, heartRate: pulse })).toBeGreaterThanOrEqual(
            rank({ systolic: sysHigh, diastolic, heartRate: pulse }),
          );
          expect(rank({ systolic, diastolic: diaLow, heartRate: pulse })).toBeGreaterThanOrEqual(
            rank({ systolic, diastolic: diaHigh, heartRate: pulse }),
          );
        },
      ),
    );
  });

  it('any reading at or past a crisis threshold is high', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 80, max: 220 }),
        fc.integer({ min: 50, max: 130 }),
        heartRate,
        (systolic, diastolic, pulse) => {
          const reading = { systolic, diastolic, heartRate: pulse };
          if (systolic >= 180 || diastolic >= 120) {
            expect(classifyBloodPressure(reading)).toMatchObject({
              risk: 'high',
              finding: 'hypertensiveCrisis',
            });
          }
        },
      ),
    );
  });
});
