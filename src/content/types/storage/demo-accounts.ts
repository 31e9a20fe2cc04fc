/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

import type { User } from './user';

/**
 * `vita365_demo_accounts` (demo mode, no backend): the local accounts this browser has seen, each as the User object it had when it last signed out, so signing in again with the same e-mail brings back the member's name, card and plan. `vita-user` stays the session.
 */
export type DemoAccounts = User[];
