import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarProblem,
  birthDateProblem,
  isoDateOf,
  profileChanges,
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

describe('profileChanges', () => {
  it('sends only what this form changed, so a phone saved in another tab survives an alias save', () => {
    expect(profileChanges(complete, { ...complete, alias: 'Anita' }, 'ana@example.com')).toEqual({
      alias: 'Anita',
      email: 'ana@example.com',
    });
  });

  it('compares the values as saved: retyping the phone with spaces is no change', () => {
    expect(
      profileChanges(complete, { ...complete, phone: '55 1234 5678' }, 'ana@example.com'),
    ).toEqual({ email: 'ana@example.com' });
  });

  it('an alias emptied here becomes the first word of the name, as at registration', () => {
    expect(profileChanges(complete, { ...complete, alias: '' }, 'a@example.com')).toEqual({
      email: 'a@example.com',
    });
    expect(
      profileChanges(complete, { ...complete, name: 'Rosa Pérez', alias: '' }, 'a@example.com'),
    ).toEqual({ name: 'Rosa Pérez', alias: 'Rosa', email: 'a@example.com' });
  });

  it('never sends the avatar, which the photo picker saves on its own', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (phone, alias) => {
        const sent = profileChanges(complete, { ...complete, phone, alias }, 'a@example.com');
        expect(sent).not.toHaveProperty('avatarUrl');
      }),
    );
  });
});

describe('birthDateProblem', () => {
  const today = '2026-11-29';

  it.each([
    ['1901-01-01', undefined],
    ['1980-01-01', undefined],
    ['2026-11-29', undefined],
    ['1900-12-31', 'tooEarly'],
    ['1900-01-01', 'tooEarly'],
    ['0199-05-01', 'tooEarly'],
    ['2026-11-30', 'future'],
    ['2100-01-01', 'future'],
    ['2026-02-30', 'invalid'],
    ['29/11/1980', 'invalid'],
  ])('%s is %s', (value, problem) => {
    expect(birthDateProblem(value, today)).toBe(problem);
  });

  it('accepts exactly the real days from 1901 to today', () => {
    const day = fc
      .date({ min: new Date('1800-01-01T12:00:00Z'), max: new Date('2200-12-31T12:00:00Z') })
      .filter((date) => !Number.isNaN(date.getTime()))
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (value) => {
        const plausible = value >= '1901-01-01' && value <= today;
        expect(birthDateProblem(value, today) === undefined).toBe(plausible);
      }),
    );
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
