/** What an error says, or the spec's fallback when it says nothing (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
