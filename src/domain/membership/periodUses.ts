// Issue 46: what `my_membership()` adds for a company seat and for the uses of the current period,
// each marked with who recorded it ('member', or 'provider': registrado por el proveedor through the
// partner API). The server already shows a member's use and the provider's use of the same event as
// one (docs/decisions.md "Issue 46"): the provider's entry, naming the member's it absorbed.

/** The company whose contract gives the plan, while the plan is a company seat's. */
export interface CompanyPlan {
  readonly name: string;
  /** ISO instant: when the contract's coverage ends. */
  readonly covers_until: string;
}

export type UseRecorder = 'member' | 'provider';

/** One use of the current period as `period_uses` lists it. */
export interface PeriodUse {
  readonly id: string;
  readonly service_id: string;
  /** A `members[].id`: the account, or the added person the provider served. */
  readonly member_id: string;
  /** ISO instant, on the server's clock. */
  readonly used_at: string;
  readonly recorded_by: UseRecorder;
  /** ISO instant until which the member may still undo it; null: they cannot (any more). */
  readonly undo_until: string | null;
  /** The member's own use of the same event that this provider's use stands for. */
  readonly merged_member_use_id: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const instant = (value: unknown): string | null =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** `company` as the server sends it, or null. */
export function parseCompanyPlan(value: unknown): CompanyPlan | null {
  if (!isRecord(value)) return null;
  const name = text(value.name);
  const coversUntil = instant(value.covers_until);
  return name && coversUntil ? { name, covers_until: coversUntil } : null;
}

/** `period_uses` as the server sends it; an entry of the wrong shape is left out. */
export function parsePeriodUses(value: unknown): PeriodUse[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): PeriodUse[] => {
    if (!isRecord(entry)) return [];
    const id = text(entry.id);
    const serviceId = text(entry.service_id);
    const memberId = text(entry.member_id);
    const usedAt = instant(entry.used_at);
    const recordedBy = entry.recorded_by === 'provider' ? 'provider' : 'member';
    if (!id || !serviceId || !memberId || !usedAt) return [];
    return [
      {
        id,
        service_id: serviceId,
        member_id: memberId,
        used_at: usedAt,
        recorded_by: recordedBy,
        undo_until: recordedBy === 'member' ? instant(entry.undo_until) : null,
        merged_member_use_id: text(entry.merged_member_use_id),
      },
    ];
  });
}

/** The period's uses of one service, newest first. */
export function usesOfService(uses: readonly PeriodUse[], serviceId: string): PeriodUse[] {
  return uses
    .filter((use) => use.service_id === serviceId)
    .sort((a, b) => Date.parse(b.used_at) - Date.parse(a.used_at));
}

/** Whether the member may still undo `use` at `now`: their own record, inside its 10 minutes. */
export function undoableAt(use: PeriodUse, now: Date): boolean {
  return (
    use.recorded_by === 'member' &&
    use.undo_until !== null &&
    now.getTime() < Date.parse(use.undo_until)
  );
}
