// send-reminders: every minute pg_cron asks it (Authorization: Bearer SEND_REMINDERS_SECRET) to send
// the reminders due since its last run; a notification's buttons ask it ({action, token}) to tick a
// dose or send it again in 10 minutes. docs/reminders-push.md describes both.
//
// A run puts what has fallen due in the ledger (queue_due_push_reminders: one row per member,
// occurrence and device), then claims batches of it (claim_due_push_reminders: a row is handed to one
// run only, so overlapping or repeated runs never send it twice), sends each claim, and settles them
// (settle_push_reminders):
//   2xx        sent
//   404, 410   the subscription is gone: deleted
//   429, 5xx,  tried again in this run after 1 s and 4 s (or the Retry-After, up to 10 s); then let
//   no answer  go for a later run, 2, 4, 8… minutes on
//   other 4xx  dropped (the message itself is refused, so a retry cannot help)
// A reminder more than 30 minutes late is dropped instead of sent.
import { errorResponse, json, RequestError } from '../_shared/http.ts';
import type { ActionTokens } from './actionToken.ts';
import type { Deliver, PushAnswer } from './pushDelivery.ts';
import { reminderIdOf, reminderPayload } from './reminderPayload.ts';
import type { ReminderClaim, ReminderStore, Settlement } from './reminderStore.ts';

export const LATENESS_LIMIT_MS = 30 * 60 * 1000;
export const SNOOZE_MINUTES = 10;

export interface RunSettings {
  /** Claims per round trip to the database. */
  readonly batchSize: number;
  /** Messages in flight at once. */
  readonly concurrency: number;
  /** No new batch is claimed after this long, so a run ends well inside its minute. */
  readonly budgetMs: number;
  /** Waits before the in-run retries of one message. */
  readonly retryDelaysMs: readonly number[];
  /** A Retry-After longer than this lets the claim go for a later run instead of waiting. */
  readonly maxInRunWaitMs: number;
}

export const DEFAULT_RUN_SETTINGS: RunSettings = {
  batchSize: 200,
  concurrency: 32,
  budgetMs: 40_000,
  retryDelaysMs: [1_000, 4_000],
  maxInRunWaitMs: 10_000,
};

export interface SendRemindersDeps {
  readonly store: ReminderStore;
  readonly deliver: Deliver;
  readonly tokens: ActionTokens;
  /** What pg_cron sends as its bearer token. */
  readonly runSecret: string;
  /** This function's public URL, for the buttons' requests. */
  readonly actionUrl: string;
  readonly clock?: () => Date;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly settings?: Partial<RunSettings>;
}

export interface RunSummary {
  /** Rows this run added to the ledger (what fell due since the last run, per device). */
  readonly queued: number;
  readonly claimed: number;
  readonly sent: number;
  readonly gone: number;
  readonly retry: number;
  readonly dropped: number;
}

/** A setting of the function, from `supabase secrets set` (or the test's environment). */
export function requiredEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The Edge Function needs the secret ${name}.`);
  return value;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const retryable = (status: number): boolean => status === 0 || status === 429 || status >= 500;

/** Runs `work` over `items` with at most `limit` at once, keeping the order of the results. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function sendOne(
  claim: ReminderClaim,
  deps: SendRemindersDeps,
  settings: RunSettings,
): Promise<Settlement> {
  const clock = deps.clock ?? (() => new Date());
  const sleep = deps.sleep ?? realSleep;
  const dueAt = new Date(claim.due_at).getTime();
  const deadline = dueAt + LATENESS_LIMIT_MS;
  const settle = (
    outcome: Settlement['outcome'],
    status: number,
    retryAt?: number,
  ): Settlement => ({
    subscription_id: claim.subscription_id,
    occurrence: claim.occurrence,
    user_id: claim.user_id,
    outcome,
    status,
    ...(retryAt === undefined ? {} : { retry_at: new Date(retryAt).toISOString() }),
  });
  const action =
    claim.kind === 'medicine'
      ? {
          url: deps.actionUrl,
          token: await deps.tokens.sign(
            {
              subscription_id: claim.subscription_id,
              user_id: claim.user_id,
              reminder: reminderIdOf(claim.occurrence),
              medicine_id: claim.item_id,
              day: claim.local_day,
            },
            new Date(dueAt),
          ),
        }
      : undefined;
  const payload = JSON.stringify(reminderPayload(claim, action));

  let answer: PushAnswer = { status: 0 };
  for (let attempt = 0; ; attempt += 1) {
    const now = clock().getTime();
    if (now > deadline) return settle('dropped', answer.status);
    answer = await deps.deliver(claim, payload, {
      // The push service keeps it no longer than it is worth delivering.
      ttlSeconds: Math.max(60, Math.round((deadline - now) / 1000)),
    });
    if (answer.status >= 200 && answer.status < 300) return settle('sent', answer.status);
    if (answer.status === 404 || answer.status === 410) return settle('gone', answer.status);
    if (!retryable(answer.status)) return settle('dropped', answer.status);
    const delay = settings.retryDelaysMs[attempt];
    const wait = Math.max(delay ?? 0, answer.retryAfterMs ?? 0);
    if (delay === undefined || wait > settings.maxInRunWaitMs) {
      // Later runs go on: 2, 4, 8… minutes after this one, or when the service asked.
      const backoff = 2 ** Math.min(claim.attempts, 5) * 60_000;
      const retryAt = clock().getTime() + Math.max(backoff, answer.retryAfterMs ?? 0);
      return retryAt > deadline
        ? settle('dropped', answer.status)
        : settle('retry', answer.status, retryAt);
    }
    await sleep(wait);
  }
}

/** One run: claim, send and settle in batches until nothing is due or the time budget is spent. */
export async function runReminders(deps: SendRemindersDeps): Promise<RunSummary> {
  const settings = { ...DEFAULT_RUN_SETTINGS, ...deps.settings };
  const clock = deps.clock ?? (() => new Date());
  const run = crypto.randomUUID();
  const started = Date.now();
  const totals = { queued: 0, claimed: 0, sent: 0, gone: 0, retry: 0, dropped: 0 };
  totals.queued = await deps.store.queue(clock());
  while (Date.now() - started < settings.budgetMs) {
    const claims = await deps.store.claim(clock(), settings.batchSize, run);
    if (claims.length === 0) break;
    const results = await mapLimited(claims, settings.concurrency, (claim) =>
      sendOne(claim, deps, settings),
    );
    await deps.store.settle(run, results, clock());
    totals.claimed += claims.length;
    for (const result of results) totals[result.outcome] += 1;
    if (claims.length < settings.batchSize) break;
  }
  return totals;
}

/** Compares two secrets in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

const actionCors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

async function act(request: Request, deps: SendRemindersDeps): Promise<Response> {
  const clock = deps.clock ?? (() => new Date());
  const body = (await request.json().catch(() => null)) as {
    action?: unknown;
    token?: unknown;
  } | null;
  const action = body?.action;
  if ((action !== 'taken' && action !== 'snooze') || typeof body?.token !== 'string') {
    throw new RequestError(400, 'invalid_action', 'Acción no válida.');
  }
  const target = await deps.tokens.verify(body.token, clock());
  if (!target) {
    throw new RequestError(403, 'invalid_token', 'Este aviso ya no se puede usar.');
  }
  const done =
    action === 'taken'
      ? await deps.store.markTaken(target)
      : await deps.store.snooze(target, SNOOZE_MINUTES, clock());
  return new Response(JSON.stringify({ action, done }), {
    status: 200,
    headers: { 'content-type': 'application/json', ...actionCors },
  });
}

export function sendRemindersHandler(deps: SendRemindersDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: actionCors });
    if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' }, false);
    const authorization = request.headers.get('authorization') ?? '';
    try {
      if (
        authorization.startsWith('Bearer ') &&
        sameSecret(authorization.slice(7), deps.runSecret)
      ) {
        await request.body?.cancel();
        return json(200, await runReminders(deps), false);
      }
      return await act(request, deps);
    } catch (error) {
      if (error instanceof RequestError) {
        const response = errorResponse(error, false);
        for (const [name, value] of Object.entries(actionCors)) response.headers.set(name, value);
        return response;
      }
      console.error('send-reminders failed', error);
      return json(500, { error: 'internal' }, false);
    }
  };
}
