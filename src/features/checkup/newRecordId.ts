/**
 * A unique id for a stored record. randomUUID exists only in secure contexts (https, localhost); on a
 * plain-http address the spec's own fallback applies: an id from the timestamp.
 */
export function newRecordId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
}
