// Connects every persisted slice to the browser's storage, keeps tabs in sync through the `storage`
// event and turns storage problems into toasts. Nothing happens until `startPersistence` is called.
import { t } from '../content/messages';
import { joinSpanish } from '../domain/format/joinSpanish';
import type { PersistedSlice, PersistenceProblem, StorageLike } from './persistedSlice';
import { showToast } from './toasts';

export interface PersistenceEnvironment {
  readonly storage: StorageLike | null;
  readonly addStorageListener: (listener: (event: StorageEvent) => void) => () => void;
}

const slices = new Map<string, PersistedSlice<unknown>>();
let environment: PersistenceEnvironment | null = null;
let removeListener: (() => void) | null = null;

function announceResets(labels: readonly string[]): void {
  if (labels.length === 0) return;
  showToast({
    title: t('storage.dataResetTitle'),
    description: t('storage.dataReset', { label: joinSpanish(labels) }),
  });
}

function onProblem(problem: PersistenceProblem): void {
  if (problem.kind !== 'write-failed') return;
  // Shown after the current task, so that it is the toast left on screen rather than a success
  // message ('¡Registro exitoso!', 'Test Guardado') shown by the same action a moment later.
  setTimeout(() =>
    showToast({
      variant: 'destructive',
      title: t('storage.writeFailedTitle'),
      description: t('storage.writeFailed'),
    }),
  );
}

function connect(slice: PersistedSlice<unknown>, resets: string[]): void {
  if (!environment) return;
  const outcome = slice.connect(environment.storage, (problem) => {
    if (problem.kind === 'reset') resets.push(problem.label);
    else onProblem(problem);
  });
  if (outcome === 'reset' && !resets.includes(slice.label)) resets.push(slice.label);
}

/** Adds a slice; if persistence already started (a lazily loaded area), it connects at once. */
export function registerSlice<T>(slice: PersistedSlice<T>): PersistedSlice<T> {
  const existing = slices.get(slice.key);
  if (existing) return existing as PersistedSlice<T>;
  slices.set(slice.key, slice as PersistedSlice<unknown>);
  if (environment) {
    const resets: string[] = [];
    connect(slice as PersistedSlice<unknown>, resets);
    announceResets(resets);
  }
  return slice;
}

export function browserPersistenceEnvironment(): PersistenceEnvironment {
  let storage: StorageLike | null;
  try {
    storage = window.localStorage;
    const probe = '__vita365_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
  } catch {
    storage = null;
    showToast({
      title: t('storage.storageUnavailableTitle'),
      description: t('storage.storageUnavailable'),
    });
  }
  return {
    storage,
    addStorageListener(listener) {
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** The storage the slices write to; null before persistence starts or when the browser refuses it. */
export function persistenceStorage(): StorageLike | null {
  return environment?.storage ?? null;
}

export function startPersistence(env: PersistenceEnvironment): void {
  stopPersistence();
  environment = env;
  const resets: string[] = [];
  for (const slice of slices.values()) connect(slice, resets);
  announceResets(resets);
  removeListener = env.addStorageListener((event) => {
    if (event.key === null) {
      for (const slice of slices.values()) slice.applyExternal(null);
      return;
    }
    slices.get(event.key)?.applyExternal(event.newValue);
  });
}

export function stopPersistence(): void {
  removeListener?.();
  removeListener = null;
  for (const slice of slices.values()) slice.disconnect();
  environment = null;
}
