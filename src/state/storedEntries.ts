// Lists kept in storage (the check-in history, the sleep history) are read entry by entry: an entry
// that fails its schema is skipped when shown, with one notice, and stays in storage untouched, so an
// older or damaged record never blanks the page nor deletes the member's other records.
import { t, tPlural } from '../content/messages';
import { showToast } from './toasts';

export interface ReadEntries<T> {
  readonly entries: readonly T[];
  /** How many stored entries could not be read. */
  readonly skipped: number;
  /** Where they are in the stored list (so a worker given the list's text can leave them out). */
  readonly skippedAt: readonly number[];
}

/** `read` returns the entry as the screen uses it, or undefined when it cannot be read. */
export function readEntries<T>(
  stored: readonly unknown[],
  read: (value: unknown) => T | undefined,
): ReadEntries<T> {
  const entries: T[] = [];
  const skippedAt: number[] = [];
  stored.forEach((value, index) => {
    const entry = read(value);
    if (entry === undefined) skippedAt.push(index);
    else entries.push(entry);
  });
  return { entries, skipped: skippedAt.length, skippedAt };
}

type ByList<V> = WeakMap<readonly unknown[], V>;

/** The inner map of `outer` for this reader, made on first use. */
function byListFor<V>(outer: WeakMap<object, ByList<V>>, read: object): ByList<V> {
  let inner = outer.get(read);
  if (!inner) {
    inner = new WeakMap();
    outer.set(read, inner);
  }
  return inner;
}

const readsByReader = new WeakMap<object, ByList<ReadEntries<unknown>>>();

/**
 * `readEntries` done once per stored list and reader: stored lists are replaced, never changed in
 * place (`shallow` slices), so a second read of the same array, from any screen, is free.
 */
export function readEntriesOnce<T>(
  stored: readonly unknown[],
  read: (value: unknown) => T | undefined,
): ReadEntries<T> {
  const reads = byListFor(readsByReader, read);
  const known = reads.get(stored) as ReadEntries<T> | undefined;
  if (known) return known;
  const fresh = readEntries(stored, read);
  reads.set(stored, fresh);
  return fresh;
}

/** The read of this list by this reader, when it was done already (by any screen). */
export function knownRead<T>(
  stored: readonly unknown[],
  read: (value: unknown) => T | undefined,
): ReadEntries<T> | undefined {
  return readsByReader.get(read)?.get(stored) as ReadEntries<T> | undefined;
}

/** Lets the browser draw and answer taps between two slices of a long read. */
export type Pause = () => Promise<void>;

interface YieldingScheduler {
  readonly yield?: () => Promise<void>;
}

const nextTask: Pause = () => {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};

/** How long one slice of a read may hold the page's thread (a long task starts at 50 ms). */
export const READ_SLICE_MS = 25;
/** How many entries are read between two looks at the clock. */
const ENTRIES_PER_CLOCK_LOOK = 50;

const slicedReads = new WeakMap<object, ByList<Promise<unknown>>>();

/**
 * `readEntriesOnce` for a long list, done a slice of about `READ_SLICE_MS` at a time with a pause
 * between slices, so years of entries never freeze the page. The result is the same and is cached the
 * same way (a synchronous read of the list afterwards is free); asking twice for one list shares one
 * read. Every entry is read: none is shown before it was checked.
 */
export function readEntriesInSlices<T>(
  stored: readonly unknown[],
  read: (value: unknown) => T | undefined,
  pause: Pause = nextTask,
  now: () => number = () => performance.now(),
): Promise<ReadEntries<T>> {
  const known = knownRead(stored, read);
  if (known) return Promise.resolve(known);
  const pending = byListFor(slicedReads, read);
  const running = pending.get(stored) as Promise<ReadEntries<T>> | undefined;
  if (running) return running;
  // Started after it is registered, so a second caller finds it even if it ends in one slice.
  const reading = Promise.resolve().then(async () => {
    const entries: T[] = [];
    const skippedAt: number[] = [];
    let sliceStart = now();
    for (let index = 0; index < stored.length; index++) {
      if (
        index > 0 &&
        index % ENTRIES_PER_CLOCK_LOOK === 0 &&
        now() - sliceStart >= READ_SLICE_MS
      ) {
        await pause();
        sliceStart = now();
      }
      const entry = read(stored[index]);
      if (entry === undefined) skippedAt.push(index);
      else entries.push(entry);
    }
    const result: ReadEntries<T> = { entries, skipped: skippedAt.length, skippedAt };
    // A synchronous read may have finished first: keep its result, so there is one per list.
    const settled = knownRead(stored, read) ?? result;
    byListFor(readsByReader, read).set(stored, settled);
    pending.delete(stored);
    return settled;
  });
  pending.set(stored, reading);
  return reading;
}

const validReaders = new WeakMap<object, (value: unknown) => unknown>();

/** The entries that pass `isValid` (their storage schema), as they are; checked once per list. */
export function readValidEntries<T>(
  stored: readonly unknown[],
  isValid: (value: unknown) => value is T,
): ReadEntries<T> {
  let reader = validReaders.get(isValid) as ((value: unknown) => T | undefined) | undefined;
  if (!reader) {
    reader = (value) => (isValid(value) ? value : undefined);
    validReaders.set(isValid, reader);
  }
  return readEntriesOnce(stored, reader);
}

const announced = new Set<string>();

/** The one notice per storage key and page load; nothing when no entry was skipped. */
export function announceSkippedEntries(key: string, label: string, skipped: number): void {
  if (skipped === 0 || announced.has(key)) return;
  announced.add(key);
  showToast({
    title: t('storage.skippedEntriesTitle'),
    description: tPlural('storage.skippedEntries', skipped, { label }),
  });
}
