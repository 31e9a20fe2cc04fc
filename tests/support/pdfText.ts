// Reads a PDF back in Node with PDF.js (legacy build, Node 20.19+): the text of each page as a
// reader would select it, the page sizes, the document's properties, and whether a page paints any
// picture (the report must be text and vector lines, not an image).
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPageText {
  /** The page's text with runs of white space as one space. */
  readonly text: string;
  /** [x0, y0, x1, y1] in points. */
  readonly view: readonly number[];
  readonly paintsImages: boolean;
  readonly drawsPaths: boolean;
}

export interface PdfContent {
  readonly pages: readonly PdfPageText[];
  readonly info: Readonly<Record<string, unknown>>;
}

const IMAGE_OPS = new Set<number>([
  pdfjs.OPS.paintImageXObject,
  pdfjs.OPS.paintInlineImageXObject,
  pdfjs.OPS.paintImageMaskXObject,
]);

export async function pdfContent(bytes: ArrayBuffer): Promise<PdfContent> {
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes.slice(0)),
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    useSystemFonts: false,
    disableFontFace: true,
  }).promise;
  try {
    const pages: PdfPageText[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      const operators = await page.getOperatorList();
      pages.push({
        text,
        view: page.view,
        paintsImages: operators.fnArray.some((op) => IMAGE_OPS.has(op)),
        drawsPaths: operators.fnArray.includes(pdfjs.OPS.constructPath),
      });
    }
    const metadata = await document.getMetadata();
    return { pages, info: metadata.info as Record<string, unknown> };
  } finally {
    await document.destroy();
  }
}
