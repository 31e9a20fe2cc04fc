/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

import type { Appointment } from './appointment';
import type { BodyProfile } from './body-profile';
import type { CheckedItems } from './checked-items';
import type { CompletedItems } from './completed';
import type { CoverageUsage } from './coverage-usage';
import type { Favorite } from './favorite';
import type { Measurement } from './measurement';
import type { Medicine } from './medicine';
import type { PaymentRecord } from './payment-record';
import type { SleepSummary } from './sleep-summary';
import type { TriageEvent } from './triage-event';

/**
 * The member's data file ('Descargar mis datos', vita365-datos-<fecha>.json), read back by 'Restaurar mis datos'. Each slice is kept under its storage key in the shape it has in the browser, and is checked here against that key's own storage schema. Format version 1.
 */
export interface BackupFile {
  format: 'vita365-datos';
  /**
   * The version of this format; a reader refuses a version it does not know.
   */
  version: 1;
  /**
   * When the file was written, as Date.prototype.toISOString writes it.
   */
  exportedAt: string;
  member: BackupMember;
  data: BackupData;
}
/**
 * Whose data it is, to tell the member when a file comes from another account.
 */
export interface BackupMember {
  email: string;
  cardId: string | null;
}
/**
 * Every slice under its storage key; a slice the member never used may be absent.
 */
export interface BackupData {
  /**
   * Version 2 of the slice: the spec's Medicine with `takenOn`.
   */
  vita365_medicines?: Medicine[];
  vita365_appointments?: Appointment[];
  'vita-measurements'?: Measurement[];
  'vita-sleep-history'?: SleepSummary[];
  'vita-triage_events'?: TriageEvent[];
  vita365_coverage?: CoverageUsage;
  vita365_favorites?: Favorite[];
  vita365_completed?: CompletedItems;
  vita365_checked_items?: CheckedItems;
  vita365_body_profile?: BodyProfile;
  vita365_payments?: PaymentRecord[];
}
