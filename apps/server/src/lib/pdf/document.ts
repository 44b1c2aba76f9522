import { createRequire } from 'node:module';
import type PDFDocumentClass from 'pdfkit';
import { PDF_THEME } from './theme.ts';

export type Pdf = PDFKit.PDFDocument;

export interface PdfMeta {
  title: string;
  author: string;
  subject?: string;
  /** Written as the creation date, so the same content gives the same file. */
  createdAt: Date;
}

/**
 * pdfkit, loaded when the first PDF is made rather than at start (~25 MB resident the API's reads
 * never need; performance.md). Synchronous (CommonJS), so `createPdf` stays synchronous.
 */
let pdfkit: typeof PDFDocumentClass | undefined;
function loadPdfkit(): typeof PDFDocumentClass {
  pdfkit ??= createRequire(import.meta.url)('pdfkit') as typeof PDFDocumentClass;
  return pdfkit;
}

/**
 * A new A4 document that keeps its pages in memory (headers, footers and "Page X of Y" are stamped
 * once the page count is known) and is compressed.
 */
export function createPdf(meta: PdfMeta): Pdf {
  const PDFDocument = loadPdfkit();
  return new PDFDocument({
    size: PDF_THEME.size,
    margins: PDF_THEME.margins,
    bufferPages: true,
    compress: true,
    info: {
      Title: meta.title,
      Author: meta.author,
      Subject: meta.subject ?? meta.title,
      Creator: meta.author,
      Producer: meta.author,
      CreationDate: meta.createdAt,
      ModDate: meta.createdAt,
    },
  });
}

/** Ends the document and answers its bytes. */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** The usable width between the side margins. */
export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** The lowest y text may reach on the current page. */
export const bottomLimit = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` points still fit on this one. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/** Index (0-based) of the page being written. */
export const currentPageIndex = (doc: Pdf) => {
  const range = doc.bufferedPageRange();
  return range.start + range.count - 1;
};
