// The words of 'Mis datos' for what domain/backup/backup.ts decides: how many of each kind of data a
// restore adds or updates, and why a picked file is refused. Every text is content/messages/backup.json.
import { t, tPlural } from '../content/messages';
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

/** '3 medicinas': `count` entries of the kind kept under storage key `key`. */
export function backupAmount(key: string, count: number): string {
  switch (key) {
    case MEDICINES_KEY:
      return tPlural('backup.amountMedicines', count);
    case APPOINTMENTS_KEY:
      return tPlural('backup.amountAppointments', count);
    case MEASUREMENTS_KEY:
      return tPlural('backup.amountMeasurements', count);
    case SLEEP_HISTORY_KEY:
      return tPlural('backup.amountSleepHistory', count);
    case BODY_PROFILE_KEY:
      return tPlural('backup.amountBodyProfile', count);
    case TRIAGE_EVENTS_KEY:
      return tPlural('backup.amountTriageEvents', count);
    case COVERAGE_USAGE_KEY:
      return tPlural('backup.amountCoverageUsage', count);
    case FAVORITES_KEY:
      return tPlural('backup.amountFavorites', count);
    case COMPLETED_KEY:
      return tPlural('backup.amountCompleted', count);
    case CHECKED_ITEMS_KEY:
      return tPlural('backup.amountCheckedItems', count);
    case PAYMENT_HISTORY_KEY:
      return tPlural('backup.amountPayments', count);
    default:
      return tPlural('backup.amountOther', count);
  }
}

/** 'medicinas': the entries of the kind kept under `key`, where a refusal says the file is damaged. */
export function backupEntriesName(key: string): string {
  switch (key) {
    case MEDICINES_KEY:
      return t('backup.entriesMedicines');
    case APPOINTMENTS_KEY:
      return t('backup.entriesAppointments');
    case MEASUREMENTS_KEY:
      return t('backup.entriesMeasurements');
    case SLEEP_HISTORY_KEY:
      return t('backup.entriesSleepHistory');
    case BODY_PROFILE_KEY:
      return t('backup.entriesBodyProfile');
    case TRIAGE_EVENTS_KEY:
      return t('backup.entriesTriageEvents');
    case COVERAGE_USAGE_KEY:
      return t('backup.entriesCoverageUsage');
    case FAVORITES_KEY:
      return t('backup.entriesFavorites');
    case COMPLETED_KEY:
      return t('backup.entriesCompleted');
    case CHECKED_ITEMS_KEY:
      return t('backup.entriesCheckedItems');
    case PAYMENT_HISTORY_KEY:
      return t('backup.entriesPayments');
    default:
      return t('backup.entriesOther');
  }
}

/** Before the restore, what will change ('future'); after it, what changed ('past', issue 43). */
export type RestoreTense = 'future' | 'past';

export function restoreSummaryWords(tense: RestoreTense): RestoreSummaryWords {
  const nothingNew = t('backup.nothingNew');
  if (tense === 'past')
    return {
      amount: backupAmount,
      added: (total, things) => tPlural('backup.addedPast', total, { things }),
      updated: (total, things) => tPlural('backup.updatedPast', total, { things }),
      nothingNew,
    };
  return {
    amount: backupAmount,
    added: (total, things) => tPlural('backup.addedFuture', total, { things }),
    updated: (total, things) => tPlural('backup.updatedFuture', total, { things }),
    nothingNew,
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
