// The demo accounts this browser has seen: declared with their schema in src/state/demoAuthData.ts.
import { DEMO_ACCOUNTS_KEY, demoAccountsData } from '../state/demoAuthData';

export { DEMO_ACCOUNTS_KEY };

export const demoAccountsSlice = demoAccountsData.slice;
