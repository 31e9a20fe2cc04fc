// What the page hands the PDF worker: the member, the moment, the clock, and the stored lists as the
// JSON text they are kept as, with where their unreadable entries are. A string is copied to the
// worker at once, where thousands of entries would be cloned one by one on the page's thread; the
// page has already checked every entry against its schema, so the worker leaves out the same ones
// and checks nothing again (readPdfSources.ts).
import type { ReportMember } from '../../../domain/report/healthReport';

export interface StoredTexts {
  readonly measurements: string;
  readonly sleepHistory: string;
  readonly triageEvents: string;
}

export interface PdfInput {
  readonly member: ReportMember;
  readonly stored: StoredTexts;
  /** Positions, in the stored lists, of the entries the page could not read. */
  readonly unreadable: {
    readonly measurements: readonly number[];
    readonly sleepHistory: readonly number[];
  };
  readonly now: Date;
  readonly timeZone: string;
}
