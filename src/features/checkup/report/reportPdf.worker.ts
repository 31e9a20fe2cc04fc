// The PDF worker: makes one PDF off the page's thread, so the page keeps answering taps while a
// report of years of data is laid out. The PDF code (jsPDF and the report writer) is fetched with
// import() on the first job, as the page did before. The stored lists come as JSON text, read here.
import type * as ReportPdfModule from './reportPdf';
import type { PdfJob, PdfJobMessage } from './pdfJob';
import { readPdfSources } from './readPdfSources';

const post = (message: PdfJobMessage, transfer: Transferable[] = []): void =>
  self.postMessage(message, { transfer });

self.addEventListener('message', (event: MessageEvent<PdfJob>) => {
  void run(event.data);
});

async function run(job: PdfJob): Promise<void> {
  let module: typeof ReportPdfModule;
  try {
    module = await import('./reportPdf');
  } catch {
    post({ type: 'load-failed' });
    return;
  }
  try {
    const file =
      job.kind === 'report'
        ? module.reportPdf(readPdfSources(job.input), job.range, (done) =>
            post({ type: 'progress', done }),
          )
        : module.entryPdf(readPdfSources(job.input, false), job.entry);
    post({ type: 'done', file }, [file.bytes]);
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
