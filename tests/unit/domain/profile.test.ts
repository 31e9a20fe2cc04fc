import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarProblem,
  isoDateOf,
  profileNeedsCompletion,
  profileUpdate,
  type ProfileValues,
} from '../../../src/domain/profile/profile';

const complete: ProfileValues = {
  name: 'Ana López García',
  alias: 'Ana',
  phone: '5512345678',
  curp: 'LOGA800101MDFPRN09',
  birthDate: '1980-01-01',
};

describe('profileNeedsCompletion', () => {
  const active = { planStatus: 'active' as const, ...complete };

  it('forces edit mode when an active plan lacks phone, CURP or birth date', () => {
    expect(profileNeedsCompletion({ ...active, phone: '' })).toBe(true);
    expect(profileNeedsCompletion({ ...active, curp: undefined })).toBe(true);
    expect(profileNeedsCompletion({ ...active, birthDate: ' ' })).toBe(true);
  });

  it('does not force it when the data is complete or the plan is not active', () => {
    expect(profileNeedsCompletion(active)).toBe(false);
    expect(profileNeedsCompletion({ planStatus: 'pending' })).toBe(false);
    expect(profileNeedsCompletion(undefined)).toBe(false);
  });
});

describe('profileUpdate', () => {
  it('sends the spec fields, normalised', () => {
    expect(
      profileUpdate(
        { ...complete, phone: '55 1234-5678', curp: 'loga800101mdfprn09', alias: '' },
        'ana@example.com',
        null,
      ),
    ).toEqual({
      name: 'Ana López García',
      alias: 'Ana',
      email: 'ana@example.com',
      phone: '5512345678',
      curp: 'LOGA800101MDFPRN09',
      birthDate: '1980-01-01',
      avatarUrl: null,
    });
  });
});

describe('avatarProblem', () => {
  it('accepts png and jpeg up to 1050*1050*5 bytes', () => {
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
  });

  it('refuses a larger file and other types', () => {
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
    expect(avatarProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(avatarProblem({ type: 'image/webp', size: 10 })).toBe('type');
  });
});

describe('isoDateOf', () => {
  it('writes the local calendar day with leading zeros', () => {
    expect(isoDateOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
