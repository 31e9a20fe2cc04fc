// The data file's schema check (schemas/storage/backup.schema.json, compiled at build time with the
// storage schemas it points at). The one place that reaches the compiled validator and its `errors`.
import { storageValidators } from 'virtual:storage-validators';

/** What ajv's compiled validator carries after a failed call (the module's type leaves it out). */
type CompiledValidator = ((data: unknown) => boolean) & {
  errors?: readonly { readonly instancePath: string }[] | null;
};

/** JSON pointers of where the file fails its schema ('/data/vita365_medicines/2/time'); [] if none. */
export function backupSchemaProblems(value: unknown): string[] {
  const validate = storageValidators.backup as CompiledValidator | undefined;
  if (!validate) throw new Error('No storage schema with $id "backup" in schemas/storage/');
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => error.instancePath);
}
