/**
 * A unique id for a new agenda item. randomUUID exists only in secure contexts (https, localhost); on a
 * plain-http address an id from the timestamp and a random suffix does the job.
 */
export function newAgendaId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
}
