import { describe, expect, it } from 'vitest';
import { restoreSkippedMessages } from '../../../../src/features/profile/restoreSkippedMessages';

describe('the words for a data file’s damaged records', () => {
  it('say one record in the singular, before and after the restore', () => {
    expect(restoreSkippedMessages.inFile(1)).toBe(
      'Un registro dañado del archivo no se restaurará.',
    );
    expect(restoreSkippedMessages.restored(1)).toBe(
      'No se restauró un registro dañado del archivo.',
    );
  });

  it('say more in the plural, with the count', () => {
    expect(restoreSkippedMessages.inFile(2)).toBe(
      '2 registros dañados del archivo no se restaurarán.',
    );
    expect(restoreSkippedMessages.restored(14)).toBe(
      'No se restauraron 14 registros dañados del archivo.',
    );
    // Intl.PluralRules calls a million 'many' in Spanish: still the plural.
    expect(restoreSkippedMessages.restored(1_000_000)).toMatch(/^No se restauraron 1000000 /);
  });
});
