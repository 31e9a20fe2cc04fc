// The storage keys of demo mode's sign-in (no backend), as plain names: the entry reads `vita-user`
// to guess whether a session exists without loading any validator. Declared with their schemas in
// demoAuthData.ts.
export const DEMO_USER_KEY = 'vita-user';
export const DEMO_ACCOUNTS_KEY = 'vita365_demo_accounts';
export const DEMO_CREDENTIALS_KEY = 'vita365_demo_credentials';
