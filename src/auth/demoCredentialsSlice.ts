import type { DemoCredentials } from '../content/types/storage/demo-credentials';
import { createPersistedSlice } from '../state/persistedSlice';
import { registerSlice } from '../state/persistence';
import { storageGuard } from '../state/storageValidator';
import { validate as validateCredentials } from 'virtual:storage-validator/demo-credentials';

export const DEMO_CREDENTIALS_KEY = 'vita365_demo_credentials';

/** One password verifier per local account (schemas/storage/demo-credentials.schema.json). */
export function demoCredentialsSlice() {
  return registerSlice(
    createPersistedSlice<DemoCredentials>({
      key: DEMO_CREDENTIALS_KEY,
      label: 'las contraseñas de las cuentas de este teléfono',
      version: 1,
      validate: storageGuard<DemoCredentials>(validateCredentials),
      initial: () => [],
    }),
  );
}
