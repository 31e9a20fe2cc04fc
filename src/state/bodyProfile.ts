// What the weight screen remembers for next time (`vita365_body_profile`): the member's height and
// the last body mass index saved. The spec says both are stored locally without naming a key.
import type { BodyProfile, LastBmi } from '../content/types/storage/body-profile';
import { createPersistedSlice, type PersistedSlice } from './persistedSlice';
import { registerSlice } from './persistence';
import { validate as validateBodyProfile } from 'virtual:storage-validator/body-profile';
import { storageGuard } from './storageValidator';

export type { BodyProfile, LastBmi };

export const BODY_PROFILE_KEY = 'vita365_body_profile';

let slice: PersistedSlice<BodyProfile> | null = null;

export function bodyProfileSlice(): PersistedSlice<BodyProfile> {
  if (!slice) {
    slice = registerSlice(
      createPersistedSlice<BodyProfile>({
        key: BODY_PROFILE_KEY,
        label: 'tu talla y tu último IMC',
        version: 1,
        validate: storageGuard<BodyProfile>(validateBodyProfile),
        initial: () => ({}),
      }),
    );
  }
  return slice;
}

export function rememberBodyProfile(heightCm: number, lastBmi: LastBmi): void {
  bodyProfileSlice().state.value = { ...bodyProfileSlice().state.value, heightCm, lastBmi };
}
