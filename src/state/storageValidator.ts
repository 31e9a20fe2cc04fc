import { storageValidators } from 'virtual:storage-validators';

/** The build-time compiled validator of schemas/storage/<schemaId>.schema.json, as a type guard. */
export function storageValidator<T>(schemaId: string): (value: unknown) => value is T {
  const validate = storageValidators[schemaId];
  if (!validate) throw new Error(`No storage schema with $id "${schemaId}" in schemas/storage/`);
  return (value: unknown): value is T => validate(value);
}
