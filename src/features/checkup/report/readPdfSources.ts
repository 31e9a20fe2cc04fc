// In the PDF worker: the data a PDF is made from, read from the stored lists' JSON text. The entries
// the page could not read are left out by position; the others passed their storage schema on the
// page, from this very text (the triage results are checked as a whole list when loaded).
import type { Measurement } from '../../../content/types/storage/measurement';
import type { SleepSummary } from '../../../content/types/storage/sleep-summary';
import type { TriageEvent } from '../../../content/types/storage/triage-event';
import { historyEntry } from '../../../domain/health/historyEntry';
import type { PdfInput } from './pdfInput';
import type { PdfSources } from './reportPdf';

/** The stored list, or no entries when the text is not a JSON array. */
export function storedList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** The list without the entries at `unreadable`. */
export function readableEntries(
  list: readonly unknown[],
  unreadable: readonly number[],
): unknown[] {
  if (unreadable.length === 0) return [...list];
  const left = new Set(unreadable);
  return list.filter((_, index) => !left.has(index));
}

/** `withRecords: false` for the PDF of one entry, which needs no other check-in entry. */
export function readPdfSources(input: PdfInput, withRecords = true): PdfSources {
  const records = withRecords
    ? readableEntries(storedList(input.stored.measurements), input.unreadable.measurements)
        // Each passed the Measurement schema on the page (see the module's comment).
        .flatMap((value) => historyEntry(value as Measurement) ?? [])
    : [];
  return {
    member: input.member,
    records,
    sleepHistory: readableEntries(
      storedList(input.stored.sleepHistory),
      input.unreadable.sleepHistory,
    ) as SleepSummary[],
    triageEvents: storedList(input.stored.triageEvents) as TriageEvent[],
    now: input.now,
    timeZone: input.timeZone,
  };
}
