// What the weight screen remembers for next time (`vita365_body_profile`): the member's height and
// the last body mass index saved. The spec says both are stored locally without naming a key.
import { t } from '../content/messages';
import type { BodyProfile, LastBmi } from '../content/types/storage/body-profile';
import { memberDataKind } from './memberDataKind';
import { validate as validateBodyProfile } from 'virtual:storage-validator/body-profile';
import { storageGuard } from './storageValidator';

export type { BodyProfile, LastBmi };

export const BODY_PROFILE_KEY = 'vita365_body_profile';

/** In the data file, but not synced: no hosted table holds it. */
export const bodyProfileData = memberDataKind<BodyProfile>({
  key: BODY_PROFILE_KEY,
  schema: 'body-profile',
  label: t('storage.bodyProfile'),
  version: 1,
  validate: storageGuard<BodyProfile>(validateBodyProfile),
  initial: () => ({}),
  merge: { kind: 'value' },
  backup: {},
});

export const bodyProfileSlice = bodyProfileData.slice;

export function rememberBodyProfile(heightCm: number, lastBmi: LastBmi): void {
  bodyProfileSlice().state.value = { ...bodyProfileSlice().state.value, heightCm, lastBmi };
}
