import { describe, expect, it } from 'vitest';
import type { RecentUse } from '../../../src/domain/membership/membership';
import {
  SERVER_UNDO_WINDOW_MS,
  voidableFamilyUses,
} from '../../../src/domain/membership/voidableFamilyUses';

const at = (iso: string): number => Date.parse(iso);

const pedros: RecentUse = {
  id: 'u2',
  service_id: 'medico_domicilio',
  member_id: 'pedro',
  used_at: '2026-03-10T18:05:00.000Z',
};
const anas: RecentUse = {
  id: 'u1',
  service_id: 'asesoria_legal',
  member_id: 'ana',
  used_at: '2026-03-10T18:00:00.000Z',
};
const holder = { role: 'holder' as const, plan: 'familiar', recent_uses: [pedros, anas] };

describe('voidableFamilyUses: what the holder may still void from Mi Plan', () => {
  it('every use on the plan inside the 10 minutes, newest first, with when its window closes', () => {
    expect(SERVER_UNDO_WINDOW_MS).toBe(600_000);
    expect(voidableFamilyUses(holder, at('2026-03-10T18:06:00.000Z'))).toEqual([
      { ...pedros, voidableUntil: at('2026-03-10T18:15:00.000Z') },
      { ...anas, voidableUntil: at('2026-03-10T18:10:00.000Z') },
    ]);
  });

  it('a use leaves at the tenth minute exactly, as the server refuses it then', () => {
    const ids = (now: string) => voidableFamilyUses(holder, at(now)).map((use) => use.id);
    expect(ids('2026-03-10T18:09:59.999Z')).toEqual(['u2', 'u1']);
    expect(ids('2026-03-10T18:10:00.000Z')).toEqual(['u2']);
    expect(ids('2026-03-10T18:14:59.999Z')).toEqual(['u2']);
    expect(ids('2026-03-10T18:15:00.000Z')).toEqual([]);
  });

  it('a use dated ahead of the phone’s clock stays (the server’s clock dated it)', () => {
    expect(voidableFamilyUses(holder, at('2026-03-10T17:58:00.000Z'))).toHaveLength(2);
  });

  it('newest first even when the server’s order is not, and each use once', () => {
    const shuffled = { ...holder, recent_uses: [anas, pedros, { ...pedros }] };
    expect(
      voidableFamilyUses(shuffled, at('2026-03-10T18:06:00.000Z')).map((use) => use.id),
    ).toEqual(['u2', 'u1']);
  });

  it('nothing for a member, a plan that is not a family plan, or no list (demo mode)', () => {
    const now = at('2026-03-10T18:06:00.000Z');
    expect(voidableFamilyUses({ ...holder, role: 'member' }, now)).toEqual([]);
    expect(voidableFamilyUses({ ...holder, role: null }, now)).toEqual([]);
    expect(voidableFamilyUses({ ...holder, plan: 'individual' }, now)).toEqual([]);
    expect(voidableFamilyUses({ role: 'holder', plan: 'familiar' }, now)).toEqual([]);
  });

  it('skips a use whose date cannot be read', () => {
    const odd = { ...holder, recent_uses: [{ ...anas, used_at: 'ayer' }, pedros] };
    expect(voidableFamilyUses(odd, at('2026-03-10T18:06:00.000Z')).map((use) => use.id)).toEqual([
      'u2',
    ]);
  });
});
