// A valtio slice kept in browser storage under one of the spec's keys, in the spec's entity shape with
// no wrapper (members' browsers already hold such data). The schema version lives in a key of its own;
// a missing version means the spec's shape (version 1). Loading never throws: unreadable data is reset
// and reported; a failed write is reported and the value stays in memory.
import { proxy, ref, snapshot, subscribe } from 'valtio';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type PersistenceProblem =
  | { readonly kind: 'reset'; readonly key: string; readonly label: string }
  | { readonly kind: 'write-failed'; readonly key: string; readonly label: string };

export interface SliceOptions<T> {
  /** The spec's storage key, e.g. `vita-user`. */
  readonly key: string;
  /** What the member would call this data, for messages ('tu sesión de demostración'): a catalogue text. */
  readonly label: string;
  readonly version: number;
  readonly validate: (value: unknown) => value is T;
  readonly initial: () => T;
  /** Turns data stored under an older version into the current shape, or returns undefined. */
  readonly migrate?: (value: unknown, fromVersion: number) => T | undefined;
  /**
   * Long histories (years of entries): the value is held with valtio's `ref()`, so valtio neither
   * proxies nor copies what is inside it. Reading it is O(1) and a change replaces the whole value
   * (`setSliceValue`), never mutates it in place, so derived data can be cached by identity.
   */
  readonly shallow?: boolean;
}

export type LoadOutcome = 'empty' | 'loaded' | 'migrated' | 'reset';

export interface PersistedSlice<T> {
  readonly key: string;
  readonly label: string;
  readonly state: { value: T };
  /** The check of a whole value against the slice's storage schema. */
  readonly validate: (value: unknown) => value is T;
  /** Reads storage into the slice and starts writing changes back; returns how the load went. */
  connect(storage: StorageLike | null, report: (problem: PersistenceProblem) => void): LoadOutcome;
  /** Applies a change made in another tab (the `storage` event's newValue). */
  applyExternal(raw: string | null): void;
  disconnect(): void;
}

/** The states of slices made with `shallow`, whose value must be replaced through `setSliceValue`. */
const shallowStates = new WeakSet<object>();

/**
 * Replaces a slice's whole value. Writers that do not know the slice (restore, sync, account
 * switching) go through here, so a `shallow` slice keeps its value out of valtio's deep proxying.
 */
export function setSliceValue<T>(state: { value: T }, value: T): void {
  const held = shallowStates.has(state) && typeof value === 'object' && value !== null;
  state.value = held ? (ref(value) as T) : value;
}

/** The JSON text each loaded or written value was read from or written as (objects only). */
const storedTexts = new WeakMap<object, string>();

function rememberText(value: unknown, text: string | null): void {
  if (text !== null && typeof value === 'object' && value !== null) storedTexts.set(value, text);
}

/**
 * A slice value as JSON text: the text it was loaded from or written as when it is that value (no
 * work), else a fresh `JSON.stringify`. For handing years of history to a worker as one string.
 */
export function storedTextOf(value: unknown): string {
  const known = typeof value === 'object' && value !== null ? storedTexts.get(value) : undefined;
  return known ?? JSON.stringify(value);
}

export const versionKeyOf = (key: string): string => `${key}__version`;

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

export function createPersistedSlice<T>(options: SliceOptions<T>): PersistedSlice<T> {
  const initial = options.initial();
  const held = options.shallow && typeof initial === 'object' && initial !== null;
  const state = proxy({ value: held ? (ref(initial) as T) : initial });
  if (options.shallow) shallowStates.add(state);
  let storage: StorageLike | null = null;
  let report: (problem: PersistenceProblem) => void = () => undefined;
  let lastWritten: string | null = null;
  let unsubscribe: (() => void) | null = null;
  let writeFailing = false;

  const problem = (kind: PersistenceProblem['kind']): PersistenceProblem => ({
    kind,
    key: options.key,
    label: options.label,
  });

  function safely<R>(action: () => R, fallback: R): R {
    try {
      return action();
    } catch {
      return fallback;
    }
  }

  function decode(raw: string, storedVersion: number): { value: T; migrated: boolean } | undefined {
    const parsed = parseJson(raw);
    if (!parsed.ok) return undefined;
    if (storedVersion === options.version && options.validate(parsed.value)) {
      return { value: parsed.value, migrated: false };
    }
    const migrated = options.migrate?.(parsed.value, storedVersion);
    if (migrated !== undefined && options.validate(migrated))
      return { value: migrated, migrated: true };
    if (options.validate(parsed.value)) return { value: parsed.value, migrated: false };
    return undefined;
  }

  function readVersion(): number {
    const raw = storage
      ? safely(() => storage?.getItem(versionKeyOf(options.key)) ?? null, null)
      : null;
    const version = raw === null ? 1 : Number(raw);
    return Number.isInteger(version) && version > 0 ? version : 1;
  }

  function write(value: T): void {
    if (!storage) return;
    const serialized = value === null || value === undefined ? null : JSON.stringify(value);
    rememberText(value, serialized);
    if (serialized === lastWritten) return;
    try {
      if (serialized === null) {
        storage.removeItem(options.key);
        storage.removeItem(versionKeyOf(options.key));
      } else {
        storage.setItem(options.key, serialized);
        if (options.version !== 1)
          storage.setItem(versionKeyOf(options.key), String(options.version));
      }
      lastWritten = serialized;
      writeFailing = false;
    } catch {
      if (!writeFailing) report(problem('write-failed'));
      writeFailing = true;
    }
  }

  function removeCorrupt(): void {
    safely(() => {
      storage?.removeItem(options.key);
      storage?.removeItem(versionKeyOf(options.key));
    }, undefined);
    lastWritten = null;
  }

  return {
    key: options.key,
    label: options.label,
    state,
    validate: options.validate,
    connect(target, onProblem) {
      storage = target;
      report = onProblem;
      unsubscribe?.();
      let outcome: LoadOutcome = 'empty';
      const raw = storage ? safely(() => storage?.getItem(options.key) ?? null, null) : null;
      if (raw !== null) {
        const decoded = decode(raw, readVersion());
        if (decoded) {
          if (!decoded.migrated) rememberText(decoded.value, raw);
          setSliceValue(state, decoded.value);
          lastWritten = decoded.migrated ? null : raw;
          outcome = decoded.migrated ? 'migrated' : 'loaded';
          if (decoded.migrated) write(decoded.value);
        } else {
          removeCorrupt();
          setSliceValue(state, options.initial());
          outcome = 'reset';
          report(problem('reset'));
        }
      }
      unsubscribe = subscribe(state, () => write(snapshot(state).value as T));
      return outcome;
    },
    applyExternal(raw) {
      if (raw === null) {
        lastWritten = null;
        setSliceValue(state, options.initial());
        return;
      }
      const decoded = decode(raw, readVersion());
      // Another tab wrote something we cannot read: keep what this tab has rather than lose it.
      if (!decoded) return;
      lastWritten = raw;
      if (!decoded.migrated) rememberText(decoded.value, raw);
      setSliceValue(state, decoded.value);
    },
    disconnect() {
      unsubscribe?.();
      unsubscribe = null;
      storage = null;
    },
  };
}
