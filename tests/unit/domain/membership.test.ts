import { describe, expect, it } from 'vitest';
import {
  freePlaces,
  managesFamily,
  membershipStatusView,
  NO_MEMBERSHIP,
  groupedFamilyCode,
  parseMembership,
  shownFamilyCode,
} from '../../../src/domain/membership/membership';
import { storedMembershipOf } from '../../../src/state/membership';

const fromServer = {
  status: 'active',
  role: 'holder',
  plan: 'familiar',
  family_size: 3,
  frequency: 'monthly',
  next_payment_date: '2026-04-10T18:00:00.000Z',
  family_code: 'FAM-K7Q2M9XR',
  family_code_expires_at: '2026-03-17T18:00:00.000Z',
  members: [
    { id: 'ana', name: 'Ana López García', role: 'holder' },
    {
      id: 'sofia',
      name: 'Sofía López',
      role: 'member',
      kind: 'added',
      since: '2026-03-10T18:00:00.000Z',
    },
  ],
  uses: { medico_domicilio: 1 },
};

describe('parseMembership: what my_membership() answered', () => {
  it('reads the contract’s shape as it is', () => {
    expect(parseMembership(fromServer)).toEqual(fromServer);
  });

  it('reads a field of the wrong type as absent, and anything else as no membership', () => {
    expect(
      parseMembership({
        ...fromServer,
        status: 'perhaps',
        role: 'owner',
        family_size: '3',
        family_code_expires_at: 7,
        members: [{ id: 'x', name: 7, kind: 'guest', since: 3 }, { name: 'sin id' }, 'no'],
        uses: { medico_domicilio: -1, asesoria: 'dos', legal: 2.7 },
      }),
    ).toMatchObject({
      status: 'pending',
      role: null,
      family_size: null,
      family_code_expires_at: null,
      members: [{ id: 'x', name: '', role: 'member' }],
      uses: { legal: 2 },
    });
    expect(parseMembership(null)).toEqual(NO_MEMBERSHIP);
    expect(parseMembership('active')).toEqual(NO_MEMBERSHIP);
  });

  it('reads recent_uses (issue 40), dropping entries it cannot use; absent when not sent', () => {
    const use = {
      id: 'u1',
      service_id: 'medico_domicilio',
      member_id: 'pedro',
      used_at: '2026-03-10T18:05:00.000Z',
    };
    expect(parseMembership({ ...fromServer, recent_uses: [use] }).recent_uses).toEqual([use]);
    expect(
      parseMembership({
        ...fromServer,
        recent_uses: [
          { ...use, id: 7 },
          { ...use, service_id: '' },
          { ...use, member_id: null },
          { ...use, used_at: 'hace un rato' },
          'no',
          { ...use, id: 'u2', extra: true },
        ],
      }).recent_uses,
    ).toEqual([{ ...use, id: 'u2' }]);
    expect(parseMembership({ ...fromServer, recent_uses: 'todos' })).not.toHaveProperty(
      'recent_uses',
    );
    expect(parseMembership(fromServer)).not.toHaveProperty('recent_uses');
  });

  it('the status by the terms', () => {
    expect(membershipStatusView(parseMembership(fromServer)).key).toBe('active');
    expect(membershipStatusView(NO_MEMBERSHIP).key).toBe('pending');
    const late = { ...parseMembership(fromServer), next_payment_date: '2026-03-08T18:00:00.000Z' };
    expect(membershipStatusView(late, new Date('2026-03-10T18:00:00.000Z')).key).toBe('grace');
  });
});

describe('what the screens ask of a membership', () => {
  const membership = parseMembership(fromServer);

  it('the holder of an active family plan manages it; a member or a lapsed holder does not', () => {
    expect(managesFamily(membership)).toBe(true);
    expect(managesFamily({ ...membership, role: 'member' })).toBe(false);
    expect(managesFamily({ ...membership, status: 'suspended' })).toBe(false);
    expect(managesFamily({ ...membership, plan: 'individual' })).toBe(false);
  });

  it('free places: the paid size less everyone listed, the holder included', () => {
    expect(freePlaces(membership)).toBe(1);
    expect(freePlaces({ ...membership, family_size: 2 })).toBe(0);
    expect(freePlaces({ ...membership, plan: 'individual' })).toBe(0);
  });

  it('the code is shown to a member, and to the holder only while the plan is active', () => {
    expect(shownFamilyCode(membership)).toBe('FAM-K7Q2M9XR');
    expect(shownFamilyCode({ ...membership, status: 'cancelled' })).toBeNull();
    expect(shownFamilyCode({ ...membership, role: 'member', status: 'cancelled' })).toBe(
      'FAM-K7Q2M9XR',
    );
  });
});

describe('the membership kept on this phone (hosted mode)', () => {
  const stored = {
    userId: 'ana',
    fetchedAt: '2026-03-10T18:00:00.000Z',
    membership: parseMembership(fromServer),
  };

  it('is the signed-in member’s only', () => {
    expect(storedMembershipOf(stored, 'ana')).toEqual(fromServer);
    expect(storedMembershipOf(stored, 'pedro')).toBeNull();
    expect(storedMembershipOf(stored, null)).toBeNull();
    expect(storedMembershipOf(null, 'ana')).toBeNull();
  });
});

describe('groupedFamilyCode: a code to read aloud', () => {
  it.each([
    ['FAM-7HRNY44SS5QV', 'FAM-7HRN Y44S S5QV'],
    [' fam-7hrny44ss5qv ', 'fam-7hrn y44s s5qv'],
    ['FAM-7HRNY44SS5Q', 'FAM-7HRN Y44S S5Q'],
    ['FAM-K7Q2M9XR', 'FAM-K7Q2M9XR'],
    ['FAM-1234', 'FAM-1234'],
    ['ABC-123', 'ABC-123'],
  ])('%s reads %s', (code, grouped) => {
    expect(groupedFamilyCode(code)).toBe(grouped);
  });
});
