// Whether a storage key is declared in src/state/storedKeys.ts, the registry of every key the app keeps
// in the browser's storage: the question tests/unit/state/storedKeys.test.ts asks of every key written.
import { versionKeyOf } from '../../src/state/persistedSlice';
import { libraryKeys, storedKeyDeclarations } from '../../src/state/storedKeys';

/** Whether `key` is declared: a key, its `__version` key, one of a family, or a library's own. */
export function isDeclaredStorageKey(key: string): boolean {
  const declared = storedKeyDeclarations().some((entry) =>
    entry.prefix
      ? key.startsWith(entry.key) && key.length > entry.key.length
      : key === entry.key || key === versionKeyOf(entry.key),
  );
  return declared || libraryKeys.some((library) => library.pattern.test(key));
}
