// The personal-information rules of spec §5 Profile that are not form fields' rules: the phone and
// CURP as stored, a birth date's shape, the avatar (png or jpeg up to 1050*1050*5 bytes), and the
// profile forced into edit mode when an active plan lacks phone, CURP or birth date. The form's
// fields, rules and messages (10-digit phone, 18-character CURP) are content/forms/profile.json.
import type { UserMetadata } from '../../content/types/storage/user';
import { aliasFromName } from '../format/ids';

export type ProfileField = 'name' | 'alias' | 'phone' | 'curp' | 'birthDate';

export interface ProfileValues {
  readonly name: string;
  readonly alias: string;
  readonly phone: string;
  readonly curp: string;
  readonly birthDate: string;
}

/** Spec §5: 'under about 5 MB (1050*1050*5 bytes)'. */
export const AVATAR_MAX_BYTES = 1050 * 1050 * 5;
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

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

/** 'YYYY-MM-DD' naming a real calendar day (V8 reads '2026-02-30' as 2 March, so it must read back). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The earliest plausible birth date (issue 43: birth dates after 1900). */
export const EARLIEST_BIRTH_DATE = '1901-01-01';

/** Why a typed birth date cannot be right: not a day, after today, or 1900 and before. */
export type BirthDateProblem = 'invalid' | 'future' | 'tooEarly';

/** The problem of a non-empty birth date 'YYYY-MM-DD'; `today` is the member's day, same format. */
export function birthDateProblem(value: string, today: string): BirthDateProblem | undefined {
  if (!isIsoDate(value)) return 'invalid';
  if (value > today) return 'future';
  if (value < EARLIEST_BIRTH_DATE) return 'tooEarly';
  return undefined;
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

/** The profile fields a save sends: the spec's fields, normalised, without the avatar (saved apart). */
type SavedProfile = Omit<ProfileUpdate, 'avatarUrl' | 'email'>;

/**
 * What a save sends when the form started from `start`: only the fields the member changed, so two
 * tabs editing the profile merge field by field (issue 43: a phone saved in one tab is not reverted
 * when the other saves the alias). The e-mail goes with every save, as the spec lists it.
 */
export function profileChanges(
  start: ProfileValues,
  typed: ProfileValues,
  email: string,
): Partial<SavedProfile> & { readonly email: string } {
  const before = profileUpdate(start, email, null);
  const after = profileUpdate(typed, email, null);
  const keys: readonly (keyof SavedProfile)[] = ['name', 'alias', 'phone', 'curp', 'birthDate'];
  const changed = keys.filter((key) => after[key] !== before[key]);
  return { ...Object.fromEntries(changed.map((key) => [key, after[key]])), email };
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
