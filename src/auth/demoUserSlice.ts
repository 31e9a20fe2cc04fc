// The demo-mode member under `vita-user`: declared with its schema in src/state/demoAuthData.ts.
import { DEMO_USER_KEY, demoUserData } from '../state/demoAuthData';

export { DEMO_USER_KEY };

export const demoUserSlice = demoUserData.slice;
