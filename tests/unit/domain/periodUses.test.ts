import { describe, expect, it } from 'vitest';
import { parseMembership } from '../../../src/domain/membership/membership';
import {
  parseCompanyPlan,
  parsePeriodUses,
  undoableAt,
  usesOfService,
} from '../../../src/domain/membership/periodUses';

const provider = {
  id: 'u1',
  service_id: 'plomero',
  member_id: 'ana',
  used_at: '2026-11-29T15:00:00.000Z',
  recorded_by: 'provider',
  undo_until: null,
  merged_member_use_id: 'u0',
};
const own = {
  id: 'u2',
  service_id: 'plomero',
  member_id: 'ana',
  used_at: '2026-11-29T16:00:00.000Z',
  recorded_by: 'member',
  undo_until: '2026-11-29T16:10:00.000Z',
  merged_member_use_id: null,
};

describe('period uses (issue 46)', () => {
  it('reads who recorded each use, and never lets a provider’s use be undone', () => {
    const uses = parsePeriodUses([
      provider,
      own,
      { ...provider, id: 'u3', undo_until: '2026-11-29T16:10:00.000Z' },
      { id: 'broken' },
    ]);
    expect(uses.map((use) => [use.id, use.recorded_by, use.undo_until])).toEqual([
      ['u1', 'provider', null],
      ['u2', 'member', '2026-11-29T16:10:00.000Z'],
      ['u3', 'provider', null],
    ]);
    expect(uses[0]?.merged_member_use_id).toBe('u0');
  });

  it('offers the member’s undo until the end of its 10 minutes only', () => {
    const [use] = parsePeriodUses([own]);
    expect(undoableAt(use!, new Date('2026-11-29T16:09:59.000Z'))).toBe(true);
    expect(undoableAt(use!, new Date('2026-11-29T16:10:00.000Z'))).toBe(false);
    const [recorded] = parsePeriodUses([provider]);
    expect(undoableAt(recorded!, new Date('2026-11-29T15:00:01.000Z'))).toBe(false);
  });

  it('lists one service’s uses newest first', () => {
    const uses = parsePeriodUses([provider, own, { ...own, id: 'u4', service_id: 'cerrajero' }]);
    expect(usesOfService(uses, 'plomero').map((use) => use.id)).toEqual(['u2', 'u1']);
  });

  it('reads the company of a company seat, and none otherwise', () => {
    expect(
      parseCompanyPlan({ name: 'Grupo Azteca', covers_until: '2027-12-01T06:00:00.000Z' }),
    ).toEqual({ name: 'Grupo Azteca', covers_until: '2027-12-01T06:00:00.000Z' });
    expect(parseCompanyPlan(null)).toBeNull();
    expect(parseCompanyPlan({ name: '', covers_until: 'x' })).toBeNull();
  });

  it('keeps both in the membership, and leaves them out when the server sends neither', () => {
    const membership = parseMembership({
      status: 'active',
      company: { name: 'Grupo Azteca', covers_until: '2027-12-01T06:00:00.000Z' },
      period_uses: [provider],
    });
    expect(membership.company?.name).toBe('Grupo Azteca');
    expect(membership.period_uses).toHaveLength(1);
    const older = parseMembership({ status: 'active' });
    expect('company' in older || 'period_uses' in older).toBe(false);
  });
});
