// Hosted mode: coverage uses confirmed while the phone had no connection, kept in browser storage
// until they reach the server's ledger (`register_coverage_use`). Each is the member's own, so a
// queue left by someone who signed out is never sent as another member's.
// The slice registers on first use, so importing does no work.
import { validate as validateQueue } from 'virtual:storage-validator/coverage-use-queue';
import { t } from '../content/messages';
import { storedKind } from './memberDataKind';
import type { PersistedSlice } from './persistedSlice';
import { storageGuard } from './storageValidator';

export const COVERAGE_USE_QUEUE_KEY = 'vita365_coverage_queue';

export interface QueuedUse {
  /** Made on this phone, only to tell queued uses apart. */
  readonly id: string;
  readonly userId: string;
  readonly serviceId: string;
  /** As the catalogue named it when the use was confirmed, to say which one a refusal is about. */
  readonly serviceName: string;
  readonly queuedAt: string;
}

/** What the server said to one queued use. */
export type QueuedUseOutcome =
  | { readonly kind: 'registered' }
  /** Refused for good (no uses left, plan not active): dropped, and the member is told `reason`. */
  | { readonly kind: 'refused'; readonly reason: string }
  /** Not reached (still offline, server down): kept for the next try. */
  | { readonly kind: 'unreachable' };

export interface QueueRefusal {
  readonly use: QueuedUse;
  readonly reason: string;
}

export interface QueueFlush {
  readonly registered: number;
  readonly refused: readonly QueueRefusal[];
  /** Uses still waiting for the server. */
  readonly waiting: number;
}

const isQueue = storageGuard<QueuedUse[]>(validateQueue);
const isQueuedUse = (value: unknown): value is QueuedUse => isQueue([value]);

/** Declared with its schema like every stored key (storedKeys.ts). */
export const coverageUseQueueData = storedKind<QueuedUse[]>({
  key: COVERAGE_USE_QUEUE_KEY,
  schema: 'coverage-use-queue',
  label: t('storage.coverageUseQueue'),
  version: 1,
  validate: isQueue,
  initial: () => [],
  // Keeps the readable entries of a list that was partly damaged.
  migrate: (value) => (Array.isArray(value) ? value.filter(isQueuedUse) : undefined),
});

export const coverageUseQueueSlice: () => PersistedSlice<QueuedUse[]> = coverageUseQueueData.slice;

export function enqueueUse(use: QueuedUse): void {
  const state = coverageUseQueueSlice().state;
  state.value = [...state.value, use];
}

export function queuedUsesOf(queue: readonly QueuedUse[], userId: string): QueuedUse[] {
  return queue.filter((use) => use.userId === userId);
}

/** Queued uses per service, to add to the server's counts while they wait. */
export function queuedCounts(
  queue: readonly QueuedUse[],
  userId: string,
): Readonly<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const use of queuedUsesOf(queue, userId)) {
    counts[use.serviceId] = (counts[use.serviceId] ?? 0) + 1;
  }
  return counts;
}

function dropQueued(id: string): void {
  const state = coverageUseQueueSlice().state;
  state.value = state.value.filter((use) => use.id !== id);
}

let flushing: Promise<QueueFlush> | null = null;

/**
 * Sends the member's queued uses in the order they were confirmed. A registered or refused use leaves
 * the queue; the first one that does not reach the server stops the round and keeps the rest. One
 * round at a time, so two reconnections never send a use twice.
 */
export function flushQueuedUses(
  userId: string,
  register: (use: QueuedUse) => Promise<QueuedUseOutcome>,
): Promise<QueueFlush> {
  if (flushing) return flushing;
  const round = (async (): Promise<QueueFlush> => {
    let registered = 0;
    const refused: QueueRefusal[] = [];
    for (const use of queuedUsesOf(coverageUseQueueSlice().state.value, userId)) {
      const outcome = await register(use);
      if (outcome.kind === 'unreachable') break;
      dropQueued(use.id);
      if (outcome.kind === 'registered') registered += 1;
      else refused.push({ use, reason: outcome.reason });
    }
    const waiting = queuedUsesOf(coverageUseQueueSlice().state.value, userId).length;
    return { registered, refused, waiting };
  })();
  // Set after the round started: a round with nothing to send has already ended by now.
  flushing = round;
  const clear = () => {
    if (flushing === round) flushing = null;
  };
  round.then(clear, clear);
  return round;
}
