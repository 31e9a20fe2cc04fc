// Which coverage uses the holder of a family plan may still void from Mi Plan (issue 40): the server
// lets the holder undo any use on the plan for 10 minutes after it was registered.
import { FAMILY_PLAN_ID, type Membership, type RecentUse } from './membership';

/** `undo_coverage_use`'s window, counted from `used_at`. */
export const SERVER_UNDO_WINDOW_MS = 10 * 60_000;

export interface VoidableUse extends RecentUse {
  /** When the window closes (ms since the epoch). */
  readonly voidableUntil: number;
}

/**
 * The holder's family uses still inside the window at `now` (ms since the epoch), newest first, each
 * once. Nothing for a member (their own uses have the coverage screen's 'Deshacer'), for a plan that
 * is not a family plan, or where the server sent no list (demo mode). `used_at` is on the server's
 * clock: a phone whose clock runs ahead drops a use early, one that runs behind keeps it a little
 * longer, and the server refuses a late tap (VM005), after which the list is asked for again.
 */
export function voidableFamilyUses(
  membership: Pick<Membership, 'role' | 'plan' | 'recent_uses'>,
  now: number,
): VoidableUse[] {
  if (membership.role !== 'holder' || membership.plan !== FAMILY_PLAN_ID) return [];
  const seen = new Set<string>();
  const voidable: VoidableUse[] = [];
  for (const use of membership.recent_uses ?? []) {
    const usedAt = Date.parse(use.used_at);
    if (Number.isNaN(usedAt) || seen.has(use.id)) continue;
    const voidableUntil = usedAt + SERVER_UNDO_WINDOW_MS;
    if (now >= voidableUntil) continue;
    seen.add(use.id);
    voidable.push({ ...use, voidableUntil });
  }
  return voidable.sort((a, b) => b.voidableUntil - a.voidableUntil);
}
