// One password verifier per local account: declared with its schema in src/state/demoAuthData.ts.
import { DEMO_CREDENTIALS_KEY, demoCredentialsData } from '../state/demoAuthData';

export { DEMO_CREDENTIALS_KEY };

export const demoCredentialsSlice = demoCredentialsData.slice;
