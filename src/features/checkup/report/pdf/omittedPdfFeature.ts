// Stands in for html2canvas, canvg and dompurify in the browser build (see vite.config.ts). jsPDF
// imports them only for html() and SVG drawing, which the report does not use; without this they
// would become about 380 KB of chunks that the service worker downloads for offline use and no page
// ever runs. Should jsPDF ever reach for one, it fails with its usual "Could not load" error.
export default function omittedPdfFeature(): never {
  throw new Error('Esta función de la biblioteca de PDF no se incluye en Vita365.');
}
