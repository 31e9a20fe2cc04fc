import { describe, expect, it } from 'vitest';
import {
  aliasFromName,
  avatarInitial,
  cardIdFromUuid,
  greetingName,
} from '../../../src/domain/format/ids';

describe('ids and display names', () => {
  it('builds the card id from the first segment of a UUID, upper-cased', () => {
    expect(cardIdFromUuid('3f2a9c1b-7d4e-4a8b-9c0d-1e2f3a4b5c6d')).toBe('VITA-3F2A9C1B');
  });

  it('takes the first word of the full name as alias', () => {
    expect(aliasFromName('  María José Pérez ')).toBe('María');
    expect(aliasFromName('')).toBe('');
  });

  it('uses the upper-cased first letter of alias, then of name, then U for the avatar', () => {
    expect(avatarInitial('ana', 'Beatriz')).toBe('A');
    expect(avatarInitial(undefined, 'Úrsula Díaz')).toBe('Ú');
    expect(avatarInitial('  ', 'ñoño')).toBe('Ñ');
    expect(avatarInitial(undefined, undefined)).toBe('U');
  });

  it("greets by alias, else first name, else 'Usuario'", () => {
    expect(greetingName('Demo', 'Usuario Demo')).toBe('Demo');
    expect(greetingName('', 'Carlos Ruiz')).toBe('Carlos');
    expect(greetingName(undefined, undefined)).toBe('Usuario');
  });
});
