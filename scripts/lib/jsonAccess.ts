// Careful reads of parsed JSON: content checks also run on files that failed their schema, so they
// must never assume a shape.

export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The array under `key`, or an empty array when it is missing or not an array. */
export function arrayAt(value: unknown, key: string): readonly unknown[] {
  if (!isRecord(value)) return [];
  const found = value[key];
  return Array.isArray(found) ? found : [];
}

/** The string under `key`, or undefined. */
export function stringAt(value: unknown, key: string): string | undefined {
  if (!isRecord(value)) return undefined;
  const found = value[key];
  return typeof found === 'string' ? found : undefined;
}

/** The record under `key`, or undefined. */
export function recordAt(value: unknown, key: string): JsonRecord | undefined {
  if (!isRecord(value)) return undefined;
  const found = value[key];
  return isRecord(found) ? found : undefined;
}
