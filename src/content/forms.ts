// Typed access to the form definitions of content/forms/ (checked against schemas/form.schema.json by
// `npm run validate:content`): the fields, rules and Spanish messages an editor owns.
import appointmentFile from '../../content/forms/appointment.json';
import checkoutFile from '../../content/forms/checkout.json';
import companyCodeFile from '../../content/forms/companyCode.json';
import familyJoinFile from '../../content/forms/familyJoin.json';
import familyMemberFile from '../../content/forms/familyMember.json';
import loginFile from '../../content/forms/login.json';
import medicineFile from '../../content/forms/medicine.json';
import profileFile from '../../content/forms/profile.json';
import registerFile from '../../content/forms/register.json';
import vitalsFile from '../../content/forms/vitals.json';
import weightFile from '../../content/forms/weight.json';
import type { WeightLimit, WeightLimits } from '../domain/health/bmi';
import type { VitalsField, VitalsRange, VitalsRanges } from '../domain/health/bloodPressure';
import { VITALS_FIELDS } from '../domain/health/bloodPressure';
import type { VitalsDangerThresholds } from '../domain/health/dangerousVitals';
import type { FormDefinition, FormField } from './types/form';

export type { FormDefinition, FormField };

export const appointmentForm = appointmentFile as FormDefinition;
export const checkoutForm = checkoutFile as FormDefinition;
export const companyCodeForm = companyCodeFile as FormDefinition;
export const familyJoinForm = familyJoinFile as FormDefinition;
export const familyMemberForm = familyMemberFile as FormDefinition;
export const loginForm = loginFile as FormDefinition;
export const medicineForm = medicineFile as FormDefinition;
export const profileForm = profileFile as FormDefinition;
export const registerForm = registerFile as FormDefinition;
export const vitalsForm = vitalsFile as FormDefinition;
export const weightForm = weightFile as FormDefinition;

/** A form-level text of a definition; a missing key is a content error the content tests catch. */
export function formMessage(definition: FormDefinition, key: string): string {
  const text = definition.messages?.[key];
  if (text === undefined)
    throw new Error(`content/forms/${definition.id}.json has no message "${key}"`);
  return text;
}

/**
 * The vitals form's ranges and messages as the domain's check reads them. The content tests make sure
 * every vitals field has a min, a max and a range message.
 */
export function vitalsRanges(definition: FormDefinition): VitalsRanges {
  const rangeOf = (id: VitalsField): VitalsRange => {
    const field = definition.fields.find((candidate) => candidate.id === id);
    const message = field?.messages?.range;
    if (field?.min === undefined || field.max === undefined || message === undefined) {
      throw new Error(
        `content/forms/${definition.id}.json: "${id}" needs min, max and a range message`,
      );
    }
    return { min: field.min, max: field.max, message };
  };
  return {
    systolic: rangeOf('systolic'),
    diastolic: rangeOf('diastolic'),
    heartRate: rangeOf('heartRate'),
    spo2: rangeOf('spo2'),
  };
}

/** The vitals form's danger thresholds (each field's `danger`); a field without one is never a danger. */
export function vitalsDangerThresholds(definition: FormDefinition): VitalsDangerThresholds {
  return Object.fromEntries(
    VITALS_FIELDS.flatMap((id) => {
      const danger = definition.fields.find((field) => field.id === id)?.danger;
      if (danger === undefined) return [];
      return [
        [
          id,
          {
            ...(danger.above !== undefined ? { above: danger.above } : {}),
            ...(danger.below !== undefined ? { below: danger.below } : {}),
          },
        ],
      ];
    }),
  );
}

/** The weight form's plausible limits and their toasts, as the domain's check reads them. */
export function weightLimits(definition: FormDefinition): WeightLimits {
  const fail = (what: string): never => {
    throw new Error(`content/forms/${definition.id}.json: ${what}`);
  };
  const limitOf = (id: 'weight' | 'height'): WeightLimit => {
    const field = definition.fields.find((candidate) => candidate.id === id);
    const missing = field?.messages?.invalid;
    const outOfRange = field?.messages?.range;
    if (field?.min === undefined || field.max === undefined || !missing || !outOfRange) {
      return fail(`"${id}" needs min, max, an invalid and a range message`);
    }
    return {
      min: field.min,
      max: field.max,
      missing: { field: id, title: formMessage(definition, `${id}Title`), description: missing },
      outOfRange: {
        field: id,
        title: formMessage(definition, 'rangeTitle'),
        description: outOfRange,
      },
    };
  };
  const bmi = definition.computedRanges?.bmi ?? fail('needs computedRanges.bmi');
  return {
    height: limitOf('height'),
    weight: limitOf('weight'),
    bmi: {
      min: bmi.min,
      max: bmi.max,
      problem: { field: 'weight', title: bmi.title, description: bmi.message },
    },
  };
}
