import type { AuthSuggestion } from '../../auth/demoAuthError';

/** What an error says, or the spec's fallback when it says nothing (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

/** Where a refusal suggests going next ('register' for an unknown e-mail), when it says. */
export function errorSuggestion(error: unknown): AuthSuggestion | undefined {
  if (!(error instanceof Error) || !('suggestion' in error)) return undefined;
  const { suggestion } = error;
  return suggestion === 'register' || suggestion === 'signIn' ? suggestion : undefined;
}
