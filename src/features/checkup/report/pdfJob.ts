// The messages between the page and the PDF worker (reportPdfWorker.ts): what to make, how far it
// is, and how it ended. Everything in them survives structured cloning (dates included).
import type { ReportRange } from '../../../domain/report/reportRange';
import type { HistoryEntry } from '../../../domain/health/historyEntry';
import type { PdfInput } from './pdfInput';
import type { PdfFile } from './reportPdf';

export type PdfJob =
  | { readonly kind: 'report'; readonly input: PdfInput; readonly range: ReportRange }
  | { readonly kind: 'entry'; readonly input: PdfInput; readonly entry: HistoryEntry };

export type PdfJobMessage =
  | { readonly type: 'progress'; readonly done: number }
  | { readonly type: 'done'; readonly file: PdfFile }
  /** The PDF code could not be fetched (offline). */
  | { readonly type: 'load-failed' }
  | { readonly type: 'failed'; readonly message: string };
