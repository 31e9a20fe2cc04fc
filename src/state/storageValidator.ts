// A build-time compiled validator of schemas/storage/<$id>.schema.json, imported from
// `virtual:storage-validator/<$id>` (one module per schema), turned into a type guard.
export type CompiledValidator = ((value: unknown) => boolean) & {
  /** Where the last call failed, as ajv reports it (`instancePath` is a JSON pointer). */
  errors?: ReadonlyArray<{ readonly instancePath: string }> | null;
};

export function storageGuard<T>(validate: CompiledValidator): (value: unknown) => value is T {
  return (value: unknown): value is T => validate(value);
}

/** A bare array whose every entry passes `entry`. */
export function listGuard<T>(
  entry: (value: unknown) => value is T,
): (value: unknown) => value is T[] {
  return (value: unknown): value is T[] => Array.isArray(value) && value.every(entry);
}

/**
 * A bare array of anything: for lists read entry by entry (storedEntries.ts), where one damaged entry
 * is skipped when shown rather than the whole list reset on load.
 */
export const anyList = (value: unknown): value is unknown[] => Array.isArray(value);
