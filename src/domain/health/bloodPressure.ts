// Spec §5 "Vitals manual" and "Blood pressure classification": the manual form's rules (the ranges
// and their messages come in from content/forms/vitals.json, the other problems' words from
// content/messages/vitals.json), and the risk and finding of a reading as codes (spec §4: low
// 'Normal', medium 'Precaución', high 'Alerta'); the page says them in the words of
// content/messages/health.json.
//
// Conventions: a field left blank is absent (undefined); text that is not a number arrives as NaN and
// fails its range like any other value out of range, with the same message.

export type BloodPressureRisk = 'low' | 'medium' | 'high';

export type VitalsField = 'systolic' | 'diastolic' | 'heartRate' | 'spo2';

export interface VitalsRange {
  readonly min: number;
  readonly max: number;
  /** The Spanish message shown under the title 'Valor inválido'. */
  readonly message: string;
}

/** Each field's accepted range and message; they live in content/forms/vitals.json. */
export type VitalsRanges = Readonly<Record<VitalsField, VitalsRange>>;

export const VITALS_FIELDS: readonly VitalsField[] = ['systolic', 'diastolic', 'heartRate', 'spo2'];

/** The fields that together make a blood pressure reading: all three, or none. */
export const PRESSURE_FIELDS: readonly VitalsField[] = ['systolic', 'diastolic', 'heartRate'];

export type VitalsInput = Readonly<Partial<Record<VitalsField, number>>>;

export interface VitalsProblem {
  /** The field to point at; every field named here has the problem. */
  readonly fields: readonly VitalsField[];
  readonly title: string;
  readonly description: string;
}

/** The words of the problems that are not a field's range, filled by the caller from the catalogue. */
export interface VitalsCheckWords {
  /** 'Valor inválido'. */
  readonly invalidValueTitle: string;
  /** 'Sin datos'. */
  readonly noDataTitle: string;
  readonly noDataMessage: string;
  readonly incompletePressureMessage: string;
}

export interface BloodPressureReading {
  readonly systolic: number;
  readonly diastolic: number;
  readonly heartRate: number;
}

export interface CheckedVitals {
  /** Present when systolic, diastolic and pulse were all entered. */
  readonly pressure?: BloodPressureReading;
  readonly spo2?: number;
}

export type VitalsCheck =
  | { readonly ok: true; readonly vitals: CheckedVitals }
  | { readonly ok: false; readonly problems: readonly VitalsProblem[] };

const entered = (input: VitalsInput, field: VitalsField): boolean => input[field] !== undefined;

const inRange = (value: number, range: VitalsRange): boolean =>
  Number.isFinite(value) && value >= range.min && value <= range.max;

/**
 * The manual form's rules, in the order a member meets them: nothing entered ('Sin datos'), then each
 * value out of its range ('Valor inválido'), then a pressure reading missing one of its three values.
 */
export function checkVitals(
  input: VitalsInput,
  ranges: VitalsRanges,
  words: VitalsCheckWords,
): VitalsCheck {
  if (!VITALS_FIELDS.some((field) => entered(input, field))) {
    return {
      ok: false,
      problems: [{ fields: [], title: words.noDataTitle, description: words.noDataMessage }],
    };
  }
  const rangeProblems: VitalsProblem[] = VITALS_FIELDS.filter(
    (field) => entered(input, field) && !inRange(input[field] as number, ranges[field]),
  ).map((field) => ({
    fields: [field],
    title: words.invalidValueTitle,
    description: ranges[field].message,
  }));
  if (rangeProblems.length > 0) return { ok: false, problems: rangeProblems };

  const pressureEntered = PRESSURE_FIELDS.filter((field) => entered(input, field));
  if (pressureEntered.length > 0 && pressureEntered.length < PRESSURE_FIELDS.length) {
    const missing = PRESSURE_FIELDS.filter((field) => !entered(input, field));
    return {
      ok: false,
      problems: [
        {
          fields: missing,
          title: words.noDataTitle,
          description: words.incompletePressureMessage,
        },
      ],
    };
  }
  const { systolic, diastolic, heartRate, spo2 } = input;
  return {
    ok: true,
    vitals: {
      ...(systolic !== undefined && diastolic !== undefined && heartRate !== undefined
        ? { pressure: { systolic, diastolic, heartRate } }
        : {}),
      ...(spo2 !== undefined ? { spo2 } : {}),
    },
  };
}

/**
 * The spec's categories as codes: 'Crisis Hipertensiva', 'Hipertensión Grado 2', 'Hipertensión Grado
 * 1', 'Hipertensión', 'Hipotensión', 'Taquicardia Leve', 'Bradicardia Leve', and 'Normal' (risk 'low').
 */
export type BloodPressureFinding =
  | 'hypertensiveCrisis'
  | 'hypertensionStage2'
  | 'hypertensionStage1'
  | 'hypertension'
  | 'hypotension'
  | 'mildTachycardia'
  | 'mildBradycardia'
  | 'normal';

export interface BloodPressureClassification {
  readonly risk: BloodPressureRisk;
  readonly finding: BloodPressureFinding;
}

interface Finding extends BloodPressureClassification {
  /** Orders findings: a crisis outranks 'Hipertensión Grado 2' though both are high. */
  readonly severity: number;
}

const crisis: Finding = { risk: 'high', finding: 'hypertensiveCrisis', severity: 3 };
const hypotension: Finding = { risk: 'medium', finding: 'hypotension', severity: 1 };

function systolicFinding(systolic: number): Finding | undefined {
  if (systolic >= 180) return crisis;
  if (systolic >= 140) return { risk: 'high', finding: 'hypertensionStage2', severity: 2 };
  if (systolic >= 130) return { risk: 'medium', finding: 'hypertensionStage1', severity: 1 };
  if (systolic < 90) return hypotension;
  return undefined;
}

function diastolicFinding(diastolic: number): Finding | undefined {
  if (diastolic >= 120) return crisis;
  if (diastolic >= 90) return { risk: 'medium', finding: 'hypertension', severity: 1 };
  if (diastolic < 60) return hypotension;
  return undefined;
}

function heartRateFinding(heartRate: number): Finding | undefined {
  if (heartRate > 100) return { risk: 'medium', finding: 'mildTachycardia', severity: 1 };
  if (heartRate < 60) return { risk: 'medium', finding: 'mildBradycardia', severity: 1 };
  return undefined;
}

/**
 * Spec §5. The most serious finding decides (a crisis, then grade 2, then the medium findings);
 * between findings of the same weight the systolic one is named. The pulse counts only when the pressure itself is normal
 * ("only when otherwise low").
 */
export function classifyBloodPressure(reading: BloodPressureReading): BloodPressureClassification {
  const pressureFindings = [
    systolicFinding(reading.systolic),
    diastolicFinding(reading.diastolic),
  ].filter((finding): finding is Finding => finding !== undefined);
  const worst = pressureFindings.reduce<Finding | undefined>(
    (current, finding) =>
      current === undefined || finding.severity > current.severity ? finding : current,
    undefined,
  );
  const decisive = worst ?? heartRateFinding(reading.heartRate);
  if (decisive) return { risk: decisive.risk, finding: decisive.finding };
  return { risk: 'low', finding: 'normal' };
}

/** 'sys/dia' as the spec's Measurement stores it, e.g. '120/80'. */
export function pressureText(
  reading: Pick<BloodPressureReading, 'systolic' | 'diastolic'>,
): string {
  return `${reading.systolic}/${reading.diastolic}`;
}

/** Reads a stored 'sys/dia' back; undefined when it is not two numbers. */
export function parsePressure(
  text: string,
): Pick<BloodPressureReading, 'systolic' | 'diastolic'> | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return undefined;
  return { systolic: Number(match[1]), diastolic: Number(match[2]) };
}
