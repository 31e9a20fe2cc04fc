// The PDF downloads of Mi Chequeo. Each PDF is made off the page's thread (makePdf.ts), from the
// stored data read at the moment of the tap, so the PDF holds exactly what the member has saved and
// the page keeps answering while it is made. One PDF at a time: a tap while one is being made waits.
// Each screen part keeps its own state, so a report in progress redraws only its own card.
import { useCallback, useState } from 'react';
import { t } from '../../../content/messages';
import { authStore } from '../../../state/auth';
import { measurementsSlice } from '../../../state/measurements';
import { memberTimeZone } from '../../../state/memberTimeZone';
import { storedTextOf } from '../../../state/persistedSlice';
import { readSleepHistory, sleepHistorySlice } from '../../../state/sleepHistory';
import { readEntriesOnce } from '../../../state/storedEntries';
import { showToast } from '../../../state/toasts';
import { triageEventsSlice } from '../../../state/triageEvents';
import { downloadFile } from '../../../ui/downloadFile';
import type { HistoryEntry } from '../../../domain/health/historyEntry';
import { makePdf, PdfCodeUnavailable } from './makePdf';
import { readHistoryEntry } from '../readHistoryEntry';
import type { PdfInput } from './pdfInput';
import type { PdfJob } from './pdfJob';

export interface PdfDownload {
  /** The key of the PDF being made here, or null. */
  readonly pending: string | null;
  /** How far it is, from 0 to 1. */
  readonly progress: number;
  readonly download: (key: string, job: PdfJob) => void;
}

/** An entry's key: ids of entries written by older versions may repeat, their moment tells them apart. */
export function entryKey(entry: HistoryEntry): string {
  return `${entry.id}-${entry.at.getTime()}`;
}

/**
 * What a PDF is made from, read at the moment of the tap: the stored lists as the JSON text they are
 * kept as (no work when the list is unchanged since it was loaded or written), for the worker to read.
 */
export function pdfInput(): PdfInput {
  const metadata = authStore.user?.user_metadata;
  const measurements = measurementsSlice().state.value;
  const sleepHistory = sleepHistorySlice().state.value;
  return {
    member: {
      ...(typeof metadata?.name === 'string' ? { name: metadata.name } : {}),
      ...(typeof metadata?.vita_card_id === 'string' ? { cardId: metadata.vita_card_id } : {}),
    },
    stored: {
      measurements: storedTextOf(measurements),
      sleepHistory: storedTextOf(sleepHistory),
      triageEvents: storedTextOf(triageEventsSlice().state.value),
    },
    // Read once per stored list already, by the screen the member is on.
    unreadable: {
      measurements: readEntriesOnce(measurements, readHistoryEntry).skippedAt,
      sleepHistory: readSleepHistory(sleepHistory).skippedAt,
    },
    now: new Date(),
    timeZone: memberTimeZone(),
  };
}

// Shared by every part of the page: one PDF at a time.
let busy = false;

export function usePdfDownload(): PdfDownload {
  const [pending, setPending] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  const download = useCallback((key: string, job: PdfJob): void => {
    if (busy) return;
    busy = true;
    setPending(key);
    setProgress(0);
    makePdf(job, setProgress)
      .then((file) => {
        downloadFile(file.fileName, 'application/pdf', file.bytes);
        showToast({
          title: t('checkup.pdfReadyTitle'),
          description: t('checkup.pdfReady', { fileName: file.fileName }),
        });
      })
      .catch((error: unknown) => {
        if (!(error instanceof PdfCodeUnavailable)) console.error('PDF', error);
        showToast({
          variant: 'destructive',
          title: t('checkup.pdfFailedTitle'),
          description:
            error instanceof PdfCodeUnavailable ? t('checkup.pdfOffline') : t('checkup.pdfFailed'),
        });
      })
      .finally(() => {
        busy = false;
        setPending(null);
      });
  }, []);

  return { pending, progress, download };
}
