// The words for a data file's damaged records, which a restore leaves out (domain/backup/backup.ts,
// `checkBackup`'s `skipped`): said in the confirmation before, and in the toast after the fact.
const plural = new Intl.PluralRules('es-MX');
const one = (count: number): boolean => plural.select(count) === 'one';

export const restoreSkippedMessages = {
  /** In the confirmation: 'Un registro dañado del archivo no se restaurará.' */
  inFile: (count: number): string =>
    one(count)
      ? 'Un registro dañado del archivo no se restaurará.'
      : `${count} registros dañados del archivo no se restaurarán.`,
  /** In the toast after restoring: 'No se restauraron 2 registros dañados del archivo.' */
  restored: (count: number): string =>
    one(count)
      ? 'No se restauró un registro dañado del archivo.'
      : `No se restauraron ${count} registros dañados del archivo.`,
} as const;
