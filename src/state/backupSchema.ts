// The data file's schema check (schemas/storage/backup.schema.json, compiled at build time with the
// storage schemas it points at). The one place that reaches the compiled validator and its `errors`.
import { validate } from 'virtual:storage-validator/backup';

/** JSON pointers of where the file fails its schema ('/data/vita365_medicines/2/time'); [] if none. */
export function backupSchemaProblems(value: unknown): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => error.instancePath);
}
