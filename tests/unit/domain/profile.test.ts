import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarProblem,
  firstProfileError,
  isoDateOf,
  liveProfileErrors,
  profileErrorsOnSave,
  profileMessages,
  profileNeedsCompletion,
  profileUpdate,
  type ProfileValues,
} from '../../../src/domain/profile';

const today = '2026-05-20';
const complete: ProfileValues = {
  name: 'Ana López García',
  alias: 'Ana',
  phone: '5512345678',
  curp: 'LOGA800101MDFPRN09',
  birthDate: '1980-01-01',
};
const empty: ProfileValues = { name: '', alias: '', phone: '', curp: '', birthDate: '' };

describe('liveProfileErrors (while typing)', () => {
  it('says nothing about empty fields', () => {
    expect(liveProfileErrors(empty, today)).toEqual({});
  });

  it.each([
    ['551234567', profileMessages.phoneLength],
    ['55123456789', profileMessages.phoneLength],
    ['55123456a8', profileMessages.phoneLength],
    ['+525512345678', profileMessages.phoneLength],
  ])('refuses the phone %j', (phone, message) => {
    expect(liveProfileErrors({ ...empty, phone }, today)).toEqual({ phone: message });
  });

  it.each(['5512345678', '55 1234 5678', '(55) 1234-5678'])('accepts the phone %j', (phone) => {
    expect(liveProfileErrors({ ...empty, phone }, today)).toEqual({});
  });

  it.each([
    ['LOGA800101MDFPRN0', profileMessages.curpLength],
    ['LOGA800101MDFPRN091', profileMessages.curpLength],
  ])('refuses the CURP %j (17 or 19 characters)', (curp, message) => {
    expect(liveProfileErrors({ ...empty, curp }, today)).toEqual({ curp: message });
  });

  it('accepts an 18-character CURP typed in lower case with spaces around', () => {
    expect(liveProfileErrors({ ...empty, curp: ' loga800101mdfprn09 ' }, today)).toEqual({});
  });

  it('refuses a birth date after today, and accepts today', () => {
    expect(liveProfileErrors({ ...empty, birthDate: '2026-05-21' }, today)).toEqual({
      birthDate: profileMessages.birthDateFuture,
    });
    expect(liveProfileErrors({ ...empty, birthDate: today }, today)).toEqual({});
    expect(liveProfileErrors({ ...empty, birthDate: '20/05/1980' }, today)).toEqual({
      birthDate: profileMessages.birthDateMalformed,
    });
  });
});

describe('profileErrorsOnSave', () => {
  it('accepts a complete profile', () => {
    expect(profileErrorsOnSave(complete, today)).toEqual({});
  });

  it('requires name, phone, CURP and birth date, but not the alias', () => {
    const errors = profileErrorsOnSave(empty, today);
    expect(errors).toEqual({
      name: profileMessages.nameRequired,
      phone: profileMessages.phoneRequired,
      curp: profileMessages.curpRequired,
      birthDate: profileMessages.birthDateRequired,
    });
    expect(firstProfileError(errors)).toBe('name');
  });

  it('keeps the length messages of fields that are filled in', () => {
    expect(profileErrorsOnSave({ ...complete, phone: '551234567' }, today)).toEqual({
      phone: profileMessages.phoneLength,
    });
  });
});

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
