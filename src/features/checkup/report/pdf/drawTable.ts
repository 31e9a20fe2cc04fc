// A table of the report: a shaded header row (repeated at the top of each new page), cells wrapped
// to their column, the verdict cell in bold and in its tone's colour, and a line under each row.
import type { ReportTable } from '../../../../domain/report/reportSections';
import { lineHeight, type PdfCursor, type TextStyle } from './pdfCursor';
import { PDF_COLORS, TONE_COLORS } from './pdfColors';

const PAD_X = 1.6;
const PAD_Y = 1.4;
const HEADER_STYLE: TextStyle = { size: 8.5, style: 'bold', color: PDF_COLORS.brandStrong };
const CELL_SIZE = 9;

interface Column {
  readonly x: number;
  readonly width: number;
}

function columnsOf(cursor: PdfCursor, table: ReportTable): Column[] {
  const total = table.columns.reduce((sum, column) => sum + column.width, 0);
  let x = cursor.left;
  return table.columns.map((column) => {
    const width = (column.width / total) * cursor.width;
    const placed = { x, width };
    x += width;
    return placed;
  });
}

function drawRow(
  cursor: PdfCursor,
  columns: readonly Column[],
  cells: ReadonlyArray<{ readonly lines: readonly string[]; readonly style: TextStyle }>,
  height: number,
  fill?: string,
): void {
  const { doc } = cursor;
  if (fill) {
    doc.setFillColor(fill);
    doc.rect(cursor.left, cursor.y, cursor.width, height, 'F');
  }
  cells.forEach((cell, index) => {
    const column = columns[index];
    if (!column) return;
    const step = lineHeight(cell.style.size);
    cell.lines.forEach((line, lineIndex) => {
      const baseline = cursor.y + PAD_Y + step * (lineIndex + 0.75);
      cursor.text(line, column.x + PAD_X, baseline, cell.style);
    });
  });
  doc.setDrawColor(PDF_COLORS.border);
  doc.setLineWidth(0.2);
  doc.line(cursor.left, cursor.y + height, cursor.left + cursor.width, cursor.y + height);
  cursor.y += height;
}

function rowHeight(
  cells: ReadonlyArray<{ readonly lines: readonly string[]; readonly style: TextStyle }>,
): number {
  const tallest = Math.max(...cells.map((cell) => cell.lines.length * lineHeight(cell.style.size)));
  return tallest + 2 * PAD_Y;
}

/** Draws the table from the cursor; an empty table says `emptyText` instead. */
export function drawTable(cursor: PdfCursor, table: ReportTable, emptyText: string): void {
  const columns = columnsOf(cursor, table);
  const header = table.columns.map((column, index) => ({
    lines: cursor.wrap(column.label, (columns[index]?.width ?? 0) - 2 * PAD_X, HEADER_STYLE),
    style: HEADER_STYLE,
  }));
  const headerHeight = rowHeight(header);
  const rows = table.rows.map((row) =>
    row.cells.map((text, index) => {
      const verdict = index === row.cells.length - 1;
      const style: TextStyle = verdict
        ? { size: CELL_SIZE, style: 'bold', color: TONE_COLORS[row.tone] }
        : { size: CELL_SIZE };
      return { lines: cursor.wrap(text, (columns[index]?.width ?? 0) - 2 * PAD_X, style), style };
    }),
  );

  cursor.heading(table.title, headerHeight + (rows[0] ? rowHeight(rows[0]) : 8));
  if (rows.length === 0) {
    cursor.paragraph(emptyText, { size: 9.5, color: PDF_COLORS.textMuted });
  } else {
    drawRow(cursor, columns, header, headerHeight, PDF_COLORS.brandSoft);
    rows.forEach((cells, index) => {
      const height = rowHeight(cells);
      if (cursor.ensure(height))
        drawRow(cursor, columns, header, headerHeight, PDF_COLORS.brandSoft);
      drawRow(
        cursor,
        columns,
        cells,
        height,
        index % 2 === 1 ? PDF_COLORS.surfaceMuted : undefined,
      );
    });
  }
  if (table.note) {
    cursor.y += 1.5;
    cursor.paragraph(table.note, { size: 8.5, style: 'italic', color: PDF_COLORS.textMuted });
  }
  cursor.y += 3;
}
