// The profile's checks, now read from content/forms/profile.json (they were domain/profile/profile.ts's
// liveProfileErrors and profileErrorsOnSave): the same cases and the spec's messages word for word.
// When each message shows is the form layer's timing, which profile.json sets to 'change'.
import { describe, expect, it } from 'vitest';
import type { ProfileValues } from '../../../../src/domain/profile/profile';
import { profileErrors } from '../../../../src/features/profile/profileErrors';
import { profileForm } from '../../../../src/content/forms';
import { firstInvalidField } from '../../../../src/renderers/form/validateFields';

const messages = {
  phoneLength: 'El teléfono debe tener 10 dígitos.',
  curpLength: 'El CURP debe tener 18 caracteres.',
  nameRequired: 'Escribe tu nombre completo.',
  phoneRequired: 'Escribe tu teléfono.',
  curpRequired: 'Escribe tu CURP.',
  birthDateRequired: 'Escribe tu fecha de nacimiento.',
  birthDateFuture: 'La fecha de nacimiento no puede ser posterior a hoy.',
  birthDateMalformed: 'Escribe la fecha de nacimiento como AAAA-MM-DD.',
};

const today = '2026-05-20';
const complete: ProfileValues = {
  name: 'Ana López García',
  alias: 'Ana',
  phone: '5512345678',
  curp: 'LOGA800101MDFPRN09',
  birthDate: '1980-01-01',
};
const empty: ProfileValues = { name: '', alias: '', phone: '', curp: '', birthDate: '' };

describe('the profile checks', () => {
  it.each([
    ['551234567', messages.phoneLength],
    ['55123456789', messages.phoneLength],
    ['55123456a8', messages.phoneLength],
    ['+525512345678', messages.phoneLength],
  ])('refuses the phone %j', (phone, message) => {
    expect(profileErrors({ ...complete, phone }, today)).toEqual({ phone: message });
  });

  it.each(['5512345678', '55 1234 5678', '(55) 1234-5678'])('accepts the phone %j', (phone) => {
    expect(profileErrors({ ...complete, phone }, today)).toEqual({});
  });

  it.each([
    ['LOGA800101MDFPRN0', messages.curpLength],
    ['LOGA800101MDFPRN091', messages.curpLength],
  ])('refuses the CURP %j (17 or 19 characters)', (curp, message) => {
    expect(profileErrors({ ...complete, curp }, today)).toEqual({ curp: message });
  });

  it('accepts an 18-character CURP typed in lower case with spaces around', () => {
    expect(profileErrors({ ...complete, curp: ' loga800101mdfprn09 ' }, today)).toEqual({});
  });

  it('refuses a birth date after today, and accepts today', () => {
    expect(profileErrors({ ...complete, birthDate: '2026-05-21' }, today)).toEqual({
      birthDate: messages.birthDateFuture,
    });
    expect(profileErrors({ ...complete, birthDate: today }, today)).toEqual({});
    expect(profileErrors({ ...complete, birthDate: '20/05/1980' }, today)).toEqual({
      birthDate: messages.birthDateMalformed,
    });
  });

  it('refuses a birth date in 1900 or before, and accepts the first day of 1901 (issue 43)', () => {
    const tooEarly = 'Revisa el año: la fecha de nacimiento debe ser posterior a 1900.';
    expect(profileErrors({ ...complete, birthDate: '1900-01-01' }, today)).toEqual({
      birthDate: tooEarly,
    });
    expect(profileErrors({ ...complete, birthDate: '1901-01-01' }, today)).toEqual({});
  });

  it('accepts a complete profile', () => {
    expect(profileErrors(complete, today)).toEqual({});
  });

  it('requires name, phone, CURP and birth date, but not the alias', () => {
    const errors = profileErrors(empty, today);
    expect(errors).toEqual({
      name: messages.nameRequired,
      phone: messages.phoneRequired,
      curp: messages.curpRequired,
      birthDate: messages.birthDateRequired,
    });
    expect(firstInvalidField(profileForm.fields, errors)).toBe('name');
  });

  it('keeps the length messages of fields that are filled in', () => {
    expect(profileErrors({ ...complete, phone: '551234567' }, today)).toEqual({
      phone: messages.phoneLength,
    });
  });
});
