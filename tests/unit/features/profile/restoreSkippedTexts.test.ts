import { describe, expect, it } from 'vitest';
import { tPlural } from '../../../../src/content/messages';

describe('the words for a data file’s damaged records (content/messages/backup.json)', () => {
  it('say one record in the singular, before and after the restore', () => {
    expect(tPlural('backup.skippedInFile', 1)).toBe(
      'Un registro dañado del archivo no se restaurará.',
    );
    expect(tPlural('backup.skippedRestored', 1)).toBe(
      'No se restauró un registro dañado del archivo.',
    );
  });

  it('say more in the plural, with the count', () => {
    expect(tPlural('backup.skippedInFile', 2)).toBe(
      '2 registros dañados del archivo no se restaurarán.',
    );
    expect(tPlural('backup.skippedRestored', 14)).toBe(
      'No se restauraron 14 registros dañados del archivo.',
    );
    // Intl.PluralRules calls a million 'many' in Spanish: still the plural.
    expect(tPlural('backup.skippedRestored', 1_000_000)).toMatch(/^No se restauraron 1000000 /);
  });

  it('say what a download left out in the singular or the plural', () => {
    expect(tPlural('backup.leftOut', 1)).toBe('Un registro dañado no se incluyó.');
    expect(tPlural('backup.leftOut', 3)).toBe('3 registros dañados no se incluyeron.');
  });
});
