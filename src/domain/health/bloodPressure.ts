// Spec §5 "Vitals manual" and "Blood pressure classification": the manual form's rules (the ranges
// and their messages come in from content/forms/vitals.json), and the risk of a reading (low 'Normal', medium 'Precaución', high 'Alerta', spec §4).
//
// Conventions: a field left blank is absent (undefined); text that is not a number arrives as NaN and
// fails its range like any other value out of range, with the same message.

export type BloodPressureRisk = 'low' | 'medium' | 'high';

export const RISK_LABELS: Readonly<Record<BloodPressureRisk, string>> = {
  low: 'Normal',
  medium: 'Precaución',
  high: 'Alerta',
};

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

export const INVALID_VALUE_TITLE = 'Valor inválido';
export const NO_DATA_TITLE = 'Sin datos';
export const NO_DATA_MESSAGE = 'Por favor, ingresa al menos un valor.';
export const INCOMPLETE_PRESSURE_MESSAGE =
  'Para la presión arterial ingresa la sistólica, la diastólica y el pulso.';

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
export function checkVitals(input: VitalsInput, ranges: VitalsRanges): VitalsCheck {
  if (!VITALS_FIELDS.some((field) => entered(input, field))) {
    return {
      ok: false,
      problems: [{ fields: [], title: NO_DATA_TITLE, description: NO_DATA_MESSAGE }],
    };
  }
  const rangeProblems: VitalsProblem[] = VITALS_FIELDS.filter(
    (field) => entered(input, field) && !inRange(input[field] as number, ranges[field]),
  ).map((field) => ({
    fields: [field],
    title: INVALID_VALUE_TITLE,
    description: ranges[field].message,
  }));
  if (rangeProblems.length > 0) return { ok: false, problems: rangeProblems };

  const pressureEntered = PRESSURE_FIELDS.filter((field) => entered(input, field));
  if (pressureEntered.length > 0 && pressureEntered.length < PRESSURE_FIELDS.length) {
    const missing = PRESSURE_FIELDS.filter((field) => !entered(input, field));
    return {
      ok: false,
      problems: [
        { fields: missing, title: NO_DATA_TITLE, description: INCOMPLETE_PRESSURE_MESSAGE },
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

export interface BloodPressureClassification {
  readonly risk: BloodPressureRisk;
  /**
   * 'Crisis Hipertensiva', 'Hipertensión Grado 2', …, or 'Normal' (risk 'low'), which the page says
   * in a sentence from content/messages/vitals.json.
   */
  readonly label: string;
}

export const HYPERTENSIVE_CRISIS = 'Crisis Hipertensiva';

interface Finding {
  readonly risk: BloodPressureRisk;
  readonly label: string;
  /** Orders findings: a crisis outranks 'Hipertensión Grado 2' though both are high. */
  readonly severity: number;
}

const crisis: Finding = { risk: 'high', label: HYPERTENSIVE_CRISIS, severity: 3 };

function systolicFinding(systolic: number): Finding | undefined {
  if (systolic >= 180) return crisis;
  if (systolic >= 140) return { risk: 'high', label: 'Hipertensión Grado 2', severity: 2 };
  if (systolic >= 130) return { risk: 'medium', label: 'Hipertensión Grado 1', severity: 1 };
  if (systolic < 90) return { risk: 'medium', label: 'Hipotensión', severity: 1 };
  return undefined;
}

function diastolicFinding(diastolic: number): Finding | undefined {
  if (diastolic >= 120) return crisis;
  if (diastolic >= 90) return { risk: 'medium', label: 'Hipertensión', severity: 1 };
  if (diastolic < 60) return { risk: 'medium', label: 'Hipotensión', severity: 1 };
  return undefined;
}

function heartRateFinding(heartRate: number): Finding | undefined {
  if (heartRate > 100) return { risk: 'medium', label: 'Taquicardia Leve', severity: 1 };
  if (heartRate < 60) return { risk: 'medium', label: 'Bradicardia Leve', severity: 1 };
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
  if (decisive) return { risk: decisive.risk, label: decisive.label };
  return { risk: 'low', label: RISK_LABELS.low };
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
