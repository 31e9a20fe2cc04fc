// The PDF downloads of Mi Chequeo. The PDF code arrives with import() on the first request (from the
// service worker's cache when offline); the stored data is read at that moment, so the PDF holds
// exactly what the member has saved. One PDF at a time: a second tap while one is being made waits.
import { useRef, useState } from 'react';
import type { ReportRange } from '../../../domain/reportRange';
import { authStore } from '../../../state/auth';
import { memberTimeZone } from '../../../state/memberTimeZone';
import { readSleepHistory, sleepHistorySlice } from '../../../state/sleepHistory';
import { showToast } from '../../../state/toasts';
import { triageEventsSlice } from '../../../state/triageEvents';
import { downloadFile } from '../../../ui/downloadFile';
import type { HistoryEntry } from '../../../domain/historyEntry';
import type * as ReportPdfModule from './reportPdf';
import type { PdfFile, PdfSources } from './reportPdf';

type PdfModule = typeof ReportPdfModule;

export const PDF_FAILED_TITLE = 'No se pudo crear el PDF';
export const PDF_OFFLINE_MESSAGE =
  'No se pudo cargar lo necesario para crear el PDF. Revisa tu conexión e inténtalo de nuevo.';
export const PDF_ERROR_MESSAGE = 'Ocurrió un error al preparar tu PDF. Inténtalo de nuevo.';
export const PDF_READY_TITLE = 'PDF listo';

/** What is being made: 'report', or the key of the entry (`entryKey`). */
export type PendingPdf = string | null;

export interface ReportDownload {
  readonly pending: PendingPdf;
  readonly downloadReport: (range: ReportRange) => void;
  readonly downloadEntry: (entry: HistoryEntry) => void;
}

/** An entry's key: ids of entries written by older versions may repeat, their moment tells them apart. */
export function entryKey(entry: HistoryEntry): string {
  return `${entry.id}-${entry.at.getTime()}`;
}

function sources(entries: readonly HistoryEntry[]): PdfSources {
  const metadata = authStore.user?.user_metadata;
  return {
    member: {
      ...(typeof metadata?.name === 'string' ? { name: metadata.name } : {}),
      ...(typeof metadata?.vita_card_id === 'string' ? { cardId: metadata.vita_card_id } : {}),
    },
    records: entries,
    sleepHistory: readSleepHistory(sleepHistorySlice().state.value).entries,
    triageEvents: triageEventsSlice().state.value,
    now: new Date(),
    timeZone: memberTimeZone(),
  };
}

export function useReportDownload(entries: readonly HistoryEntry[]): ReportDownload {
  const [pending, setPending] = useState<PendingPdf>(null);
  // A quick double tap must not make two PDFs before the state above is rendered.
  const busy = useRef(false);

  const make = async (key: string, build: (module: PdfModule) => PdfFile): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setPending(key);
    let module: PdfModule;
    try {
      module = await import('./reportPdf');
    } catch {
      busy.current = false;
      setPending(null);
      showToast({
        variant: 'destructive',
        title: PDF_FAILED_TITLE,
        description: PDF_OFFLINE_MESSAGE,
      });
      return;
    }
    try {
      const file = build(module);
      downloadFile(file.fileName, 'application/pdf', file.bytes);
      showToast({ title: PDF_READY_TITLE, description: `Se descargó ${file.fileName}.` });
    } catch (error) {
      console.error('PDF', error);
      showToast({
        variant: 'destructive',
        title: PDF_FAILED_TITLE,
        description: PDF_ERROR_MESSAGE,
      });
    } finally {
      busy.current = false;
      setPending(null);
    }
  };

  return {
    pending,
    downloadReport: (range) => {
      void make('report', (module) => module.reportPdf(sources(entries), range));
    },
    downloadEntry: (entry) => {
      void make(entryKey(entry), (module) => module.entryPdf(sources(entries), entry));
    },
  };
}
