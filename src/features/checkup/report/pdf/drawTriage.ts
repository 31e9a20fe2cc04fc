// The alerts-test results: one block each, with a bar in the level's colour, the test and when, the
// level in words, the reasons as a list and the advice. A block that fits on a page is not split.
import type { ReportTriageSection } from '../../../../domain/report/reportSections';
import { t } from '../../../../content/messages';
import { lineHeight, type PdfCursor, type TextStyle } from './pdfCursor';
import { PDF_COLORS, TONE_COLORS } from './pdfColors';

const INDENT = 4;
const BULLET_INDENT = 8;

interface Line {
  readonly text: string;
  readonly style: TextStyle;
  readonly indent: number;
  /** Space before the line, in millimetres. */
  readonly before?: number;
}

function blockLines(cursor: PdfCursor, result: ReportTriageSection['results'][number]): Line[] {
  const width = cursor.width - INDENT;
  const body: TextStyle = { size: 9.5 };
  const label: TextStyle = { size: 9.5, style: 'bold', color: PDF_COLORS.textMuted };
  const lines: Line[] = [
    ...cursor
      .wrap(`${result.test} · ${result.when}`, width, { size: 10.5, style: 'bold' })
      .map((text) => ({ text, style: { size: 10.5, style: 'bold' as const }, indent: INDENT })),
    ...cursor
      .wrap(`${t('report.triageResult')}: ${result.level}`, width, { size: 10, style: 'bold' })
      .map((text) => ({
        text,
        style: { size: 10, style: 'bold' as const, color: TONE_COLORS[result.tone] },
        indent: INDENT,
      })),
  ];
  if (result.reasons.length > 0) {
    lines.push({ text: `${t('report.triageReasons')}:`, style: label, indent: INDENT, before: 1 });
    for (const reason of result.reasons) {
      cursor.wrap(reason, cursor.width - BULLET_INDENT, body).forEach((text, index) => {
        lines.push({
          text: index === 0 ? `• ${text}` : `  ${text}`,
          style: body,
          indent: BULLET_INDENT - 2,
        });
      });
    }
  }
  if (result.advice) {
    lines.push({ text: `${t('report.triageAdvice')}:`, style: label, indent: INDENT, before: 1 });
    for (const text of cursor.wrap(result.advice, width, body)) {
      lines.push({ text, style: body, indent: INDENT });
    }
  }
  return lines;
}

const heightOf = (lines: readonly Line[]): number =>
  lines.reduce((sum, line) => sum + (line.before ?? 0) + lineHeight(line.style.size), 0);

export function drawTriage(
  cursor: PdfCursor,
  section: ReportTriageSection,
  emptyText: string,
): void {
  const blocks = section.results.map((result) => ({ result, lines: blockLines(cursor, result) }));
  cursor.heading(section.title, blocks[0] ? Math.min(heightOf(blocks[0].lines), 40) : 8);
  if (blocks.length === 0) {
    cursor.paragraph(emptyText, { size: 9.5, color: PDF_COLORS.textMuted });
  }
  for (const { result, lines } of blocks) {
    cursor.ensure(heightOf(lines) + 2);
    let barTop = cursor.y;
    const drawBar = (): void => {
      cursor.doc.setFillColor(TONE_COLORS[result.tone]);
      cursor.doc.rect(cursor.left, barTop, 1.2, cursor.y - barTop, 'F');
    };
    for (const line of lines) {
      const height = (line.before ?? 0) + lineHeight(line.style.size);
      if (height > cursor.room) {
        drawBar();
        cursor.newPage();
        barTop = cursor.y;
      }
      cursor.y += line.before ?? 0;
      cursor.text(
        line.text,
        cursor.left + line.indent,
        cursor.y + lineHeight(line.style.size) * 0.75,
        line.style,
      );
      cursor.y += lineHeight(line.style.size);
    }
    drawBar();
    cursor.y += 4;
  }
  cursor.y += 1;
}
