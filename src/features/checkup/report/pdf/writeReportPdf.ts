// The health report as an A4 PDF with real text (selectable, read aloud by screen readers), written
// with jsPDF in the browser. This is the only module that loads the PDF library, and it is itself
// loaded only when the member asks for a PDF (see ../reportPdf.ts).
import { jsPDF } from 'jspdf';
import type { HealthReport } from '../../../../domain/report/healthReport';
import type { ReportSection } from '../../../../domain/report/reportSections';
import { t } from '../../../../content/messages';
import { winAnsiText } from '../../../../domain/report/winAnsiText';
import { drawChart } from './drawChart';
import { drawTable } from './drawTable';
import { drawTriage } from './drawTriage';
import { lineHeight, PAGE, PdfCursor, type TextStyle } from './pdfCursor';
import { PDF_COLORS } from './pdfColors';

function drawHeader(cursor: PdfCursor, report: HealthReport): void {
  cursor.text(t('report.brand'), cursor.left, cursor.y + 4, {
    size: 12,
    style: 'bold',
    color: PDF_COLORS.brand,
  });
  cursor.y += 6;
  cursor.text(report.title, cursor.left, cursor.y + 7, { size: 20, style: 'bold' });
  cursor.y += 11;
  cursor.doc.setDrawColor(PDF_COLORS.brand);
  cursor.doc.setLineWidth(0.8);
  cursor.doc.line(cursor.left, cursor.y, cursor.left + cursor.width, cursor.y);
  cursor.y += 5;
}

function drawFacts(cursor: PdfCursor, report: HealthReport): void {
  const labelWidth = 40;
  for (const fact of report.facts) {
    const style: TextStyle = {
      size: 10.5,
      style: fact.label === t('report.memberName') ? 'bold' : 'normal',
    };
    const lines = cursor.wrap(fact.value, cursor.width - labelWidth, style);
    const step = lineHeight(10.5);
    cursor.ensure(lines.length * step);
    cursor.text(`${fact.label}:`, cursor.left, cursor.y + step * 0.75, {
      size: 9.5,
      style: 'bold',
      color: PDF_COLORS.textMuted,
    });
    lines.forEach((line, index) => {
      cursor.text(line, cursor.left + labelWidth, cursor.y + step * (index + 0.75), style);
    });
    cursor.y += lines.length * step + 0.8;
  }
  cursor.y += 4;
}

function drawSection(cursor: PdfCursor, section: ReportSection, emptyText: string): void {
  if (section.kind === 'table') drawTable(cursor, section, emptyText);
  else drawTriage(cursor, section, emptyText);
}

function drawLegalNote(cursor: PdfCursor, report: HealthReport): void {
  const inner = cursor.width - 8;
  const title = cursor.wrap(report.legal.title, inner, { size: 10.5, style: 'bold' });
  const text = cursor.wrap(report.legal.text, inner, { size: 9.5 });
  const emergency = cursor.wrap(report.legal.emergency, inner, { size: 9.5, style: 'bold' });
  const height =
    title.length * lineHeight(10.5) + (text.length + emergency.length) * lineHeight(9.5) + 8;
  cursor.ensure(height + 2);
  cursor.y += 2;
  cursor.doc.setFillColor(PDF_COLORS.brandSoft);
  cursor.doc.setDrawColor(PDF_COLORS.brand);
  cursor.doc.setLineWidth(0.3);
  cursor.doc.rect(cursor.left, cursor.y, cursor.width, height, 'FD');
  let y = cursor.y + 4;
  const write = (lines: readonly string[], size: number, style: 'normal' | 'bold'): void => {
    for (const line of lines) {
      cursor.text(line, cursor.left + 4, y + lineHeight(size) * 0.75, { size, style });
      y += lineHeight(size);
    }
  };
  write(title, 10.5, 'bold');
  write(text, 9.5, 'normal');
  write(emergency, 9.5, 'bold');
  cursor.y += height;
}

/** 'Vita365 · Informe de salud · Ana López' on the left, 'Página 1 de 3' on the right. */
function drawFooters(cursor: PdfCursor, report: HealthReport): void {
  const pages = cursor.doc.getNumberOfPages();
  const member = report.facts[0]?.value ?? '';
  const y = PAGE.height - PAGE.margin + 2;
  for (let page = 1; page <= pages; page += 1) {
    cursor.doc.setPage(page);
    cursor.doc.setDrawColor(PDF_COLORS.border);
    cursor.doc.setLineWidth(0.2);
    cursor.doc.line(cursor.left, y - 4.5, cursor.left + cursor.width, y - 4.5);
    const style = { size: 8, color: PDF_COLORS.textMuted };
    // A very long name is cut short so that it never runs into the page number.
    const [line = '', ...rest] = cursor.wrap(
      `${t('report.brand')} · ${report.title} · ${member}`,
      cursor.width - 30,
      style,
    );
    cursor.text(rest.length > 0 ? `${line}…` : line, cursor.left, y, style);
    cursor.text(
      t('report.pageNumber', { page, pages }),
      cursor.left + cursor.width,
      y,
      style,
      'right',
    );
  }
}

/** How far the writing is, from 0 to 1. */
export type PdfProgress = (done: number) => void;

/** The PDF file's bytes; `onProgress` hears after each part is laid out. */
export function writeReportPdf(report: HealthReport, onProgress?: PdfProgress): ArrayBuffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  doc.setProperties({
    title: winAnsiText(report.documentTitle),
    subject: winAnsiText(report.title),
    author: t('report.brand'),
    creator: t('report.brand'),
  });
  doc.setLanguage('es-MX');
  doc.viewerPreferences({ DisplayDocTitle: true });

  const cursor = new PdfCursor(doc);
  drawHeader(cursor, report);
  drawFacts(cursor, report);
  if (report.chart) drawChart(cursor, report.chart, report.timeZone);
  const parts = report.sections.length + 2;
  onProgress?.(1 / parts);
  report.sections.forEach((section, index) => {
    drawSection(cursor, section, report.emptySection);
    onProgress?.((index + 2) / parts);
  });
  drawLegalNote(cursor, report);
  drawFooters(cursor, report);
  const bytes = doc.output('arraybuffer');
  onProgress?.(1);
  return bytes;
}
