// A build-time compiled validator of schemas/storage/<$id>.schema.json, imported from
// `virtual:storage-validator/<$id>` (one module per schema), turned into a type guard.
export type CompiledValidator = ((value: unknown) => boolean) & {
  /** Where the last call failed, as ajv reports it (`instancePath` is a JSON pointer). */
  errors?: ReadonlyArray<{ readonly instancePath: string }> | null;
};

export function storageGuard<T>(validate: CompiledValidator): (value: unknown) => value is T {
  return (value: unknown): value is T => validate(value);
}
