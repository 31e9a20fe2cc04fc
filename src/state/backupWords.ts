// The words of 'Mis datos' for what domain/backup/backup.ts decides: how many of each kind of data a
// restore adds or updates, and why a picked file is refused. Every text is content/messages/backup.json.
import { t, tPlural, type MessageKey, type PluralKey } from '../content/messages';
import type { BackupRefusal, RestoreSummaryWords } from '../domain/backup/backup';
import { APPOINTMENTS_KEY } from './appointments';
import { BODY_PROFILE_KEY } from './bodyProfile';
import { CHECKED_ITEMS_KEY } from './checkedItems';
import { COMPLETED_KEY } from './completed';
import { COVERAGE_USAGE_KEY } from './coverageUsage';
import { FAVORITES_KEY } from './favorites';
import { MEASUREMENTS_KEY } from './measurements';
import { MEDICINES_KEY } from './medicines';
import { PAYMENT_HISTORY_KEY } from './paymentHistory';
import { SLEEP_HISTORY_KEY } from './sleepHistory';
import { TRIAGE_EVENTS_KEY } from './triageEvents';

/** The words of each kind of data, by its storage key: '3 medicinas' and 'medicinas'. */
const kindWords: Readonly<
  Record<string, { readonly amount: PluralKey; readonly entries: MessageKey }>
> = {
  [MEDICINES_KEY]: { amount: 'backup.amountMedicines', entries: 'backup.entriesMedicines' },
  [APPOINTMENTS_KEY]: {
    amount: 'backup.amountAppointments',
    entries: 'backup.entriesAppointments',
  },
  [MEASUREMENTS_KEY]: {
    amount: 'backup.amountMeasurements',
    entries: 'backup.entriesMeasurements',
  },
  [SLEEP_HISTORY_KEY]: {
    amount: 'backup.amountSleepHistory',
    entries: 'backup.entriesSleepHistory',
  },
  [BODY_PROFILE_KEY]: { amount: 'backup.amountBodyProfile', entries: 'backup.entriesBodyProfile' },
  [TRIAGE_EVENTS_KEY]: {
    amount: 'backup.amountTriageEvents',
    entries: 'backup.entriesTriageEvents',
  },
  [COVERAGE_USAGE_KEY]: {
    amount: 'backup.amountCoverageUsage',
    entries: 'backup.entriesCoverageUsage',
  },
  [FAVORITES_KEY]: { amount: 'backup.amountFavorites', entries: 'backup.entriesFavorites' },
  [COMPLETED_KEY]: { amount: 'backup.amountCompleted', entries: 'backup.entriesCompleted' },
  [CHECKED_ITEMS_KEY]: {
    amount: 'backup.amountCheckedItems',
    entries: 'backup.entriesCheckedItems',
  },
  [PAYMENT_HISTORY_KEY]: { amount: 'backup.amountPayments', entries: 'backup.entriesPayments' },
};

/** A kind without words of its own (tests/unit/state/backupWords.test.ts asks every registered one). */
const otherKind = { amount: 'backup.amountOther', entries: 'backup.entriesOther' } as const;

/** '3 medicinas': `count` entries of the kind kept under storage key `key`. */
export const backupAmount = (key: string, count: number): string =>
  tPlural((kindWords[key] ?? otherKind).amount, count);

/** 'medicinas': the entries of the kind kept under `key`, where a refusal says the file is damaged. */
export const backupEntriesName = (key: string): string => t((kindWords[key] ?? otherKind).entries);

/** Before the restore, what will change ('future'); after it, what changed ('past', issue 43). */
export type RestoreTense = 'future' | 'past';

const restoreKeys = {
  future: { added: 'backup.addedFuture', updated: 'backup.updatedFuture' },
  past: { added: 'backup.addedPast', updated: 'backup.updatedPast' },
} as const;

export function restoreSummaryWords(tense: RestoreTense): RestoreSummaryWords {
  const keys = restoreKeys[tense];
  return {
    amount: backupAmount,
    added: (total, things) => tPlural(keys.added, total, { things }),
    updated: (total, things) => tPlural(keys.updated, total, { things }),
    nothingNew: t('backup.nothingNew'),
  };
}

/** Why the picked file is refused, saying that nothing on the phone changed. */
export function backupRefusalText(refusal: BackupRefusal): string {
  switch (refusal.code) {
    case 'tooLarge':
      return t('backup.refusedTooLarge');
    case 'notJson':
      return t('backup.refusedNotJson');
    case 'notBackup':
      return t('backup.refusedNotBackup');
    case 'unknownVersion':
      return t('backup.refusedVersion', { version: refusal.version });
    case 'wrongShape':
      return t('backup.refusedShape');
    case 'damaged': {
      const entries = backupEntriesName(refusal.key);
      return refusal.entry === undefined
        ? t('backup.refusedDamaged', { entries })
        : t('backup.refusedDamagedEntry', { entries, entry: refusal.entry });
    }
  }
}
