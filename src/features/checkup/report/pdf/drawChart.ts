// The 'Gráfica de Evolución' as vector lines: a frame with light grid lines, weight marks on the
// left, pressure and pulse marks on the right, a few dates below, each line with its colour, dash
// and dots, a legend, and the latest values in words under it.
import { chartLayout, type ChartBox } from '../../../../domain/report/reportChart';
import type { HealthReport } from '../../../../domain/report/healthReport';
import { lineHeight, type PdfCursor, type TextStyle } from './pdfCursor';
import { PDF_COLORS, SERIES_STYLES } from './pdfColors';

const CHART_HEIGHT = 62;
const AXIS_GUTTER = 13;
const MARK_STYLE: TextStyle = { size: 7.5, color: PDF_COLORS.textMuted };

type Chart = NonNullable<HealthReport['chart']>;

function drawFrame(cursor: PdfCursor, box: ChartBox, gridYs: readonly number[]): void {
  const { doc } = cursor;
  doc.setLineDashPattern([], 0);
  doc.setDrawColor(PDF_COLORS.border);
  doc.setLineWidth(0.15);
  for (const y of gridYs) doc.line(box.x, y, box.x + box.width, y);
  doc.setDrawColor(PDF_COLORS.textMuted);
  doc.setLineWidth(0.25);
  doc.rect(box.x, box.y, box.width, box.height, 'S');
}

function drawLegend(cursor: PdfCursor, chart: Chart): void {
  const { doc } = cursor;
  let x = cursor.left;
  let y = cursor.y + 3;
  for (const series of chart.series) {
    const style = SERIES_STYLES[series.id];
    const label = `${series.label} (${series.unit})`;
    cursor.font({ size: 8.5 });
    if (x > cursor.left && x + 10 + doc.getTextWidth(label) > cursor.left + cursor.width) {
      x = cursor.left;
      y += 5;
      cursor.y += 5;
    }
    doc.setDrawColor(style.color);
    doc.setLineWidth(0.6);
    doc.setLineDashPattern([...style.dash], 0);
    doc.line(x, y - 1, x + 8, y - 1);
    doc.setLineDashPattern([], 0);
    cursor.text(label, x + 10, y, { size: 8.5 });
    x += 10 + doc.getTextWidth(label) + 6;
  }
  cursor.y += 6;
}

export function drawChart(cursor: PdfCursor, chart: Chart, timeZone: string): void {
  const { doc } = cursor;
  const axisTitleHeight = lineHeight(MARK_STYLE.size) + 1.5;
  const needed = axisTitleHeight + CHART_HEIGHT + 22;
  cursor.heading(chart.title, needed);
  const box: ChartBox = {
    x: cursor.left + AXIS_GUTTER,
    y: cursor.y + axisTitleHeight,
    width: cursor.width - 2 * AXIS_GUTTER,
    height: CHART_HEIGHT,
  };
  const layout = chartLayout(chart.series, box, timeZone);
  const hasLeft = layout.left.length > 0;
  const hasRight = layout.right.length > 0;
  if (hasLeft) cursor.text(chart.leftAxis, cursor.left, cursor.y + 2.5, MARK_STYLE);
  if (hasRight)
    cursor.text(chart.rightAxis, cursor.left + cursor.width, cursor.y + 2.5, MARK_STYLE, 'right');

  drawFrame(
    cursor,
    box,
    (hasRight ? layout.right : layout.left).map((mark) => mark.at),
  );
  for (const mark of layout.left) {
    cursor.text(mark.label, box.x - 1.5, mark.at + 1, MARK_STYLE, 'right');
  }
  for (const mark of layout.right) {
    cursor.text(mark.label, box.x + box.width + 1.5, mark.at + 1, MARK_STYLE);
  }
  layout.dates.forEach((mark, index) => {
    const align =
      layout.dates.length === 1
        ? 'center'
        : index === 0
          ? 'left'
          : index === layout.dates.length - 1
            ? 'right'
            : 'center';
    cursor.text(mark.label, mark.at, box.y + box.height + 4, MARK_STYLE, align);
  });

  for (const line of layout.lines) {
    const style = SERIES_STYLES[line.id];
    doc.setDrawColor(style.color);
    doc.setFillColor(style.color);
    doc.setLineWidth(0.6);
    doc.setLineDashPattern([...style.dash], 0);
    line.points.forEach((point, index) => {
      const previous = line.points[index - 1];
      if (previous) doc.line(previous.x, previous.y, point.x, point.y);
    });
    doc.setLineDashPattern([], 0);
    for (const point of line.points) doc.circle(point.x, point.y, 0.7, 'F');
  }

  cursor.y = box.y + box.height + 8;
  drawLegend(cursor, chart);
  if (chart.summary) cursor.paragraph(chart.summary, { size: 9, color: PDF_COLORS.textMuted });
  cursor.y += 3;
}
