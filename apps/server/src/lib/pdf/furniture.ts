import type { Pdf } from './document.ts';
import { pdfText } from './text.ts';
import { PDF_THEME } from './theme.ts';

const { fonts, sizes, colors } = PDF_THEME;

export interface PageFurniture {
  /** Left of the header line (not on the first page, which has its own band). */
  headerLeft: string;
  headerRight: string;
  /** Left of the footer line, on every page. */
  footerLeft: string;
  /** Centre of the footer line, on every page. */
  footerCenter?: string;
}

/**
 * Writes the header and footer on every buffered page once the page count is known: a thin
 * accent rule, the document's owner and id, and "Page X of Y". Margins are lifted while writing
 * so the footer does not start a new page.
 */
export function stampPages(doc: Pdf, f: PageFurniture): number {
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let i = range.start; i < range.start + total; i++) {
    doc.switchToPage(i);
    const { left, right, bottom, top } = doc.page.margins;
    const width = doc.page.width - left - right;
    doc.page.margins.bottom = 0;
    doc.page.margins.top = 0;
    if (i > range.start) {
      doc.rect(0, 0, doc.page.width, 5).fill(colors.accent);
      doc
        .font(fonts.bold)
        .fontSize(sizes.small)
        .fillColor(colors.accent)
        .text(pdfText(f.headerLeft), left, 30, { width: width * 0.6, lineBreak: false, ellipsis: true });
      doc
        .font(fonts.regular)
        .fontSize(sizes.small)
        .fillColor(colors.muted)
        .text(pdfText(f.headerRight), left + width * 0.6, 30, { width: width * 0.4, align: 'right', lineBreak: false });
      doc
        .moveTo(left, 46)
        .lineTo(left + width, 46)
        .lineWidth(0.5)
        .strokeColor(colors.rule)
        .stroke();
    }
    const y = doc.page.height - bottom + 24;
    doc
      .moveTo(left, y - 8)
      .lineTo(left + width, y - 8)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke();
    doc
      .font(fonts.regular)
      .fontSize(sizes.tiny + 0.5)
      .fillColor(colors.muted)
      .text(pdfText(f.footerLeft), left, y, { width: width * 0.4, lineBreak: false, ellipsis: true });
    if (f.footerCenter)
      doc.text(pdfText(f.footerCenter), left + width * 0.4, y, {
        width: width * 0.35,
        align: 'center',
        lineBreak: false,
      });
    doc
      .font(fonts.bold)
      .fillColor(colors.accent)
      .text(`Page ${i - range.start + 1} of ${total}`, left + width * 0.75, y, {
        width: width * 0.25,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
    doc.page.margins.top = top;
  }
  return total;
}
