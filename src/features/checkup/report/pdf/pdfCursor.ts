// Writing down an A4 page with the PDF library: where the next line goes, a new page when the next
// block does not fit, and text that always goes through the WinAnsi fold (the standard fonts'
// encoding), so no caller can hand the library a character that garbles a line.
import type { jsPDF } from 'jspdf';
import { winAnsiText } from '../../../../domain/report/winAnsiText';
import { PDF_COLORS } from './pdfColors';

/** A4 in millimetres. */
export const PAGE = { width: 210, height: 297, margin: 16, footer: 10 } as const;

const POINT_MM = 25.4 / 72;

/** Line height in millimetres for a font size in points. */
export function lineHeight(size: number): number {
  return size * POINT_MM * 1.3;
}

export type FontStyle = 'normal' | 'bold' | 'italic';

export interface TextStyle {
  readonly size: number;
  readonly style?: FontStyle;
  readonly color?: string;
}

export class PdfCursor {
  /** Where the next block starts, from the top of the page. */
  y: number = PAGE.margin;

  constructor(readonly doc: jsPDF) {}

  readonly left = PAGE.margin;
  readonly width = PAGE.width - 2 * PAGE.margin;
  readonly bottom = PAGE.height - PAGE.margin - PAGE.footer;

  get room(): number {
    return this.bottom - this.y;
  }

  newPage(): void {
    this.doc.addPage('a4', 'portrait');
    this.y = PAGE.margin;
  }

  /** Starts a new page unless `height` fits below; true when it did. */
  ensure(height: number): boolean {
    if (height <= this.room || this.y === PAGE.margin) return false;
    this.newPage();
    return true;
  }

  font({ size, style = 'normal', color = PDF_COLORS.text }: TextStyle): void {
    this.doc.setFont('helvetica', style);
    this.doc.setFontSize(size);
    this.doc.setTextColor(color);
  }

  /** The text cut into lines no wider than `width`, in the given style. */
  wrap(text: string, width: number, style: TextStyle): string[] {
    this.font(style);
    // A hair narrower: the library's line breaking rounds widths and may reach past the margin.
    return this.doc.splitTextToSize(winAnsiText(text), width - 0.5) as string[];
  }

  /** One line at (x, y): y is the baseline. */
  text(
    text: string,
    x: number,
    y: number,
    style: TextStyle,
    align: 'left' | 'right' | 'center' = 'left',
  ): void {
    this.font(style);
    this.doc.text(winAnsiText(text), x, y, { align, baseline: 'alphabetic' });
  }

  /** Wrapped lines from the cursor, each on a new page if it must; moves the cursor below them. */
  paragraph(text: string, style: TextStyle, indent = 0, width = this.width - indent): void {
    const height = lineHeight(style.size);
    for (const line of this.wrap(text, width, style)) {
      this.ensure(height);
      this.text(line, this.left + indent, this.y + height * 0.75, style);
      this.y += height;
    }
  }

  /** A section title, kept with at least `keep` millimetres of what follows. */
  heading(text: string, keep: number): void {
    const style: TextStyle = { size: 13, style: 'bold', color: PDF_COLORS.brandStrong };
    const height = lineHeight(style.size);
    this.ensure(height + keep);
    this.y += 2;
    this.text(text, this.left, this.y + height * 0.75, style);
    this.y += height + 1.5;
  }
}
