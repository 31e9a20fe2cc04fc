// Makes a PDF in a Web Worker (reportPdfWorker.ts) and hands back the file, telling how far it is on
// the way. A worker per PDF, ended when it is done: its memory (the PDF library, the document) goes
// with it.
import type { PdfJob, PdfJobMessage } from './pdfJob';
import type { PdfFile } from './reportPdf';

/** The PDF code could not be fetched: the member is offline and it is not cached yet. */
export class PdfCodeUnavailable extends Error {
  override readonly name = 'PdfCodeUnavailable';
}

export function makePdf(job: PdfJob, onProgress: (done: number) => void): Promise<PdfFile> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./reportPdf.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      reject(new PdfCodeUnavailable('PDF worker unavailable'));
      return;
    }
    const finish = (settle: () => void): void => {
      worker.terminate();
      settle();
    };
    // The worker's own script could not be fetched or run.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      finish(() => reject(new PdfCodeUnavailable('PDF worker failed to start')));
    });
    worker.addEventListener('message', (event: MessageEvent<PdfJobMessage>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(message.done);
      else if (message.type === 'done') finish(() => resolve(message.file));
      else if (message.type === 'load-failed') {
        finish(() => reject(new PdfCodeUnavailable('PDF code unavailable')));
      } else finish(() => reject(new Error(message.message)));
    });
    worker.postMessage(job);
  });
}
