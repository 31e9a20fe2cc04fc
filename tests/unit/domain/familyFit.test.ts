import { describe, expect, it } from 'vitest';
import { membersToRemoveFirst } from '../../../src/domain/membership/familyFit';
import type { MembershipMember } from '../../../src/domain/membership/membership';

const ana: MembershipMember = { id: 'ana', name: 'Ana López García', role: 'holder' };
const pedro: MembershipMember = { id: 'pedro', name: 'Pedro López', role: 'member' };
const lucia: MembershipMember = { id: 'lucia', name: 'Lucía López', role: 'member' };
const family = [ana, pedro, lucia];

describe('membersToRemoveFirst', () => {
  it('names nobody when the size holds everyone listed, the holder included', () => {
    expect(membersToRemoveFirst(family, 3)).toEqual([]);
    expect(membersToRemoveFirst(family, 4)).toEqual([]);
    expect(membersToRemoveFirst([ana], 2)).toEqual([]);
  });

  it('names the last one added when the plan is one person short', () => {
    expect(membersToRemoveFirst(family, 2)).toEqual([lucia]);
  });

  it('names the people beyond the size, the last added first, and never the holder', () => {
    expect(membersToRemoveFirst(family, 1)).toEqual([lucia, pedro]);
    expect(membersToRemoveFirst(family, 0)).toEqual([lucia, pedro]);
  });

  it('counts a joined member like an added one', () => {
    const joined: MembershipMember = { id: 'luis', name: 'Luis', role: 'member', kind: 'joined' };
    expect(membersToRemoveFirst([...family, joined], 3)).toEqual([joined]);
  });
});
