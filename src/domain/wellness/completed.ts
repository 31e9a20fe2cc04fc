// Items marked as done (spec §4: completed ids stay unique). Every rule returns a new list and reads
// a stored list with a repeated id as holding it once.

export function isCompleted(completed: readonly string[], id: string): boolean {
  return completed.includes(id);
}

/** Each id once, in the order first marked. */
export function uniqueCompleted(completed: readonly string[]): string[] {
  return [...new Set(completed)];
}

export function markCompleted(completed: readonly string[], id: string): string[] {
  return uniqueCompleted([...completed, id]);
}

export function unmarkCompleted(completed: readonly string[], id: string): string[] {
  return uniqueCompleted(completed.filter((done) => done !== id));
}

/** The 'mark as done' button: marks the id, or unmarks it when it was already done. */
export function toggleCompleted(completed: readonly string[], id: string): string[] {
  return isCompleted(completed, id) ? unmarkCompleted(completed, id) : markCompleted(completed, id);
}
