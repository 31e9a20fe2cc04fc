// The personal-information rules of spec §5 Profile, with the spec's messages beside them: phone of
// exactly 10 digits, CURP of exactly 18 characters (both checked only when not empty while typing),
// name, phone, CURP and birth date required on save, avatar png or jpeg up to 1050*1050*5 bytes, and
// the profile forced into edit mode when an active plan lacks phone, CURP or birth date.
import type { UserMetadata } from '../content/types/storage/user';
import { aliasFromName } from './ids';

export type ProfileField = 'name' | 'alias' | 'phone' | 'curp' | 'birthDate';

export interface ProfileValues {
  readonly name: string;
  readonly alias: string;
  readonly phone: string;
  readonly curp: string;
  readonly birthDate: string;
}

export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const profileMessages = {
  phoneLength: 'El teléfono debe tener 10 dígitos.',
  curpLength: 'El CURP debe tener 18 caracteres.',
  nameRequired: 'Escribe tu nombre completo.',
  phoneRequired: 'Escribe tu teléfono.',
  curpRequired: 'Escribe tu CURP.',
  birthDateRequired: 'Escribe tu fecha de nacimiento.',
  birthDateFuture: 'La fecha de nacimiento no puede ser posterior a hoy.',
  birthDateMalformed: 'Escribe la fecha de nacimiento como AAAA-MM-DD.',
} as const;

export const PHONE_DIGITS = 10;
export const CURP_LENGTH = 18;
/** Spec §5: 'under about 5 MB (1050*1050*5 bytes)'. */
export const AVATAR_MAX_BYTES = 1050 * 1050 * 5;
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

/** Profile fields in screen order, so the first error found is the first the member sees. */
export const profileFields: readonly ProfileField[] = [
  'name',
  'alias',
  'phone',
  'curp',
  'birthDate',
];

/** The phone as stored: its digits, once spaces, dashes, dots and brackets a member types are gone. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s\-.()]/g, '');
}

export function normaliseCurp(curp: string): string {
  return curp.trim().toUpperCase();
}

/** The member's calendar day as 'YYYY-MM-DD', the format of a date input and of birthDate. */
export function isoDateOf(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The checks that run as the member types: only on fields that are not empty. */
export function liveProfileErrors(values: ProfileValues, today: string): ProfileErrors {
  const errors: ProfileErrors = {};
  const phone = normalisePhone(values.phone);
  if (phone && !new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(phone)) {
    errors.phone = profileMessages.phoneLength;
  }
  const curp = normaliseCurp(values.curp);
  if (curp && curp.length !== CURP_LENGTH) errors.curp = profileMessages.curpLength;
  const birthDate = values.birthDate.trim();
  if (birthDate && !isIsoDate(birthDate)) errors.birthDate = profileMessages.birthDateMalformed;
  else if (birthDate && birthDate > today) errors.birthDate = profileMessages.birthDateFuture;
  return errors;
}

/** Everything checked on save: the live checks and the required fields. `today` is 'YYYY-MM-DD'. */
export function profileErrorsOnSave(values: ProfileValues, today: string): ProfileErrors {
  const errors = liveProfileErrors(values, today);
  if (!values.name.trim()) errors.name = profileMessages.nameRequired;
  if (!values.phone.trim()) errors.phone = profileMessages.phoneRequired;
  if (!values.curp.trim()) errors.curp = profileMessages.curpRequired;
  if (!values.birthDate.trim()) errors.birthDate = profileMessages.birthDateRequired;
  return errors;
}

export function firstProfileError(errors: ProfileErrors): ProfileField | undefined {
  return profileFields.find((field) => errors[field] !== undefined);
}

/** The stored fields the profile reads; a read-only snapshot of the member fits. */
export type ProfileMetadata = Pick<
  UserMetadata,
  'name' | 'alias' | 'phone' | 'curp' | 'birthDate' | 'planStatus'
>;

export function profileValuesOf(metadata: ProfileMetadata | undefined): ProfileValues {
  return {
    name: metadata?.name ?? '',
    alias: metadata?.alias ?? '',
    phone: metadata?.phone ?? '',
    curp: metadata?.curp ?? '',
    birthDate: metadata?.birthDate ?? '',
  };
}

/** Spec §4: an active plan with phone, CURP or birth date missing opens the profile in edit mode. */
export function profileNeedsCompletion(metadata: ProfileMetadata | undefined): boolean {
  if (metadata?.planStatus !== 'active') return false;
  return !metadata.phone?.trim() || !metadata.curp?.trim() || !metadata.birthDate?.trim();
}

export type ProfileUpdate = Pick<
  UserMetadata,
  'name' | 'alias' | 'phone' | 'curp' | 'birthDate' | 'avatarUrl'
> & { readonly email: string };

/**
 * What a profile save sends (spec §7: name, alias, email, phone, curp, birthDate, avatarUrl). An empty
 * alias becomes the first word of the name, as at registration.
 */
export function profileUpdate(
  values: ProfileValues,
  email: string,
  avatarUrl: string | null,
): ProfileUpdate {
  const name = values.name.trim();
  return {
    name,
    alias: values.alias.trim() || aliasFromName(name),
    email,
    phone: normalisePhone(values.phone),
    curp: normaliseCurp(values.curp),
    birthDate: values.birthDate.trim(),
    avatarUrl,
  };
}

export type AvatarProblem = 'type' | 'size';

export function avatarProblem(file: {
  readonly type: string;
  readonly size: number;
}): AvatarProblem | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}
