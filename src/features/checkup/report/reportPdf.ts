// The PDFs of Mi Chequeo: the report of a range and the PDF of one entry. The page loads this module
// (and with it the PDF library) with import() only when the member asks for a PDF.
import { triageTestById } from '../../../content/triage';
import {
  entryReport,
  healthReport,
  type EntryReportInput,
  type HealthReportInput,
} from '../../../domain/report/healthReport';
import type { ReportTriageLookup } from '../../../domain/report/reportRecords';
import { writeReportPdf, type PdfProgress } from './pdf/writeReportPdf';
import { reportWords } from './reportWords';

export interface PdfFile {
  readonly fileName: string;
  readonly bytes: ArrayBuffer;
}

export type PdfSources = Omit<HealthReportInput, 'range' | 'lookup' | 'words'>;

/** Test titles and, for results saved without it, the test's advice for the level. */
export const triageLookup: ReportTriageLookup = {
  testTitle: (testId) => triageTestById(testId)?.title,
  advice: (testId, level) => triageTestById(testId)?.advice[level],
};

/** The report of the range; `onProgress` hears how far it is (the data is a fifth of the work). */
export function reportPdf(
  sources: PdfSources,
  range: HealthReportInput['range'],
  onProgress?: PdfProgress,
): PdfFile {
  const report = healthReport({ ...sources, range, lookup: triageLookup, words: reportWords() });
  onProgress?.(0.2);
  const bytes = writeReportPdf(report, (done) => onProgress?.(0.2 + 0.8 * done));
  return { fileName: report.fileName, bytes };
}

export function entryPdf(sources: PdfSources, record: EntryReportInput['record']): PdfFile {
  const report = entryReport({ ...sources, record, lookup: triageLookup, words: reportWords() });
  return { fileName: report.fileName, bytes: writeReportPdf(report) };
}
