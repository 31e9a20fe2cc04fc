import { describe, expect, it } from 'vitest';
import { planMembership, planRole } from '../../../src/domain/planMembership';

const payment = { paymentId: 'p1', plan: 'familiar', paymentDate: '2026-03-01T00:00:00.000Z' };

const holder = {
  email: 'ana@example.com',
  user_metadata: {
    name: 'Ana López García',
    curp: 'LOGA800101MDFPRN09',
    activation_code: null,
    familyId: 'FAM-7C1E3A52',
    paymentDetails: payment,
    familyMembers: [{ name: 'Pedro López' }, { name: 'Lucía López', curp: 'LOLU100101MDFPRC01' }],
  },
};

describe('planRole: who holds the plan', () => {
  it('someone who paid and joined no family is the holder', () => {
    expect(planRole(holder)).toBe('holder');
  });

  it('a new member without a code is the holder of their (pending) plan', () => {
    expect(planRole({ user_metadata: { name: 'Luis' } })).toBe('holder');
    expect(planRole(null)).toBe('holder');
  });

  it('someone who joined with a family code and has no payment of their own is a member', () => {
    expect(planRole({ user_metadata: { activation_code: 'fam-7c1e3a52' } })).toBe('member');
  });

  it('a member who sees the holder’s payment (same family code) is still a member', () => {
    expect(
      planRole({
        user_metadata: {
          activation_code: 'FAM-7C1E3A52',
          familyId: 'FAM-7C1E3A52',
          paymentDetails: payment,
        },
      }),
    ).toBe('member');
  });

  it('someone who joined a family and then paid a plan of their own is its holder', () => {
    expect(
      planRole({
        user_metadata: {
          activation_code: 'FAM-7C1E3A52',
          familyId: 'FAM-99',
          paymentDetails: payment,
        },
      }),
    ).toBe('holder');
  });

  it('a business code (EMP-) does not make anyone a family member', () => {
    expect(planRole({ user_metadata: { activation_code: 'EMP-ACME' } })).toBe('holder');
  });
});

describe('planMembership: the people on the plan', () => {
  it('lists the holder first, marked as you, then the family members', () => {
    expect(planMembership(holder)).toEqual({
      role: 'holder',
      familyCode: 'FAM-7C1E3A52',
      people: [
        { name: 'Ana López García', role: 'holder', isYou: true },
        { name: 'Pedro López', role: 'member', isYou: false },
        { name: 'Lucía López', role: 'member', isYou: false },
      ],
    });
  });

  it('shows the holder once when the family list also includes them (by CURP or by name)', () => {
    const byName = {
      ...holder,
      user_metadata: {
        ...holder.user_metadata,
        familyMembers: [{ name: 'ana lopez garcia' }, { name: 'Pedro López' }],
      },
    };
    expect(planMembership(byName).people.map((p) => p.name)).toEqual([
      'Ana López García',
      'Pedro López',
    ]);
    const byCurp = {
      ...holder,
      user_metadata: {
        ...holder.user_metadata,
        familyMembers: [{ name: 'Ana L.', curp: 'loga800101mdfprn09' }],
      },
    };
    expect(planMembership(byCurp).people).toHaveLength(1);
  });

  it('a family member sees themselves as Miembro, and the code they joined with', () => {
    const member = {
      email: 'pedro@example.com',
      user_metadata: { name: 'Pedro López', activation_code: 'FAM-7C1E3A52' },
    };
    expect(planMembership(member)).toEqual({
      role: 'member',
      familyCode: 'FAM-7C1E3A52',
      people: [{ name: 'Pedro López', role: 'member', isYou: true }],
    });
  });

  it('names someone without a name by alias or e-mail, and a nameless entry plainly', () => {
    const user = {
      email: 'sin.nombre@example.com',
      user_metadata: { familyMembers: [{ name: '  ' }, 'not a person'] },
    };
    expect(planMembership(user).people).toEqual([
      { name: 'sin.nombre@example.com', role: 'holder', isYou: true },
      { name: 'Miembro sin nombre', role: 'member', isYou: false },
    ]);
  });

  it('has no family code for a plan that has none', () => {
    expect(planMembership({ user_metadata: { name: 'Luis' } }).familyCode).toBeNull();
  });
});
