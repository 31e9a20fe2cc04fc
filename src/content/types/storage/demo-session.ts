/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

import type { User } from './user';

/**
 * `vita-user` (demo mode): the signed-in member, stored as the User object itself (spec §3), or null once signed out.
 */
export type DemoSession = User | null;
