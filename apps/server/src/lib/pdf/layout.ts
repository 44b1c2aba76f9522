import { bottomLimit, contentWidth, ensureSpace, type Pdf } from './document.ts';
import { pdfText } from './text.ts';
import { PDF_THEME } from './theme.ts';

const { fonts, sizes, colors, lineGap } = PDF_THEME;
const left = (doc: Pdf) => doc.page.margins.left;

/** A section heading with an accent rule under it; `destination` makes it a link target. */
export function heading(doc: Pdf, text: string, opts: { destination?: string; level?: 1 | 2 } = {}): void {
  const level = opts.level ?? 1;
  const size = level === 1 ? sizes.h1 : sizes.h2;
  ensureSpace(doc, size * 4);
  if (level === 1) doc.moveDown(0.6);
  else doc.moveDown(0.5);
  if (opts.destination) doc.addNamedDestination(opts.destination, 'XYZ', left(doc), doc.y, null);
  doc
    .font(fonts.bold)
    .fontSize(size)
    .fillColor(level === 1 ? colors.accent : colors.text)
    .text(pdfText(text), left(doc), doc.y, { width: contentWidth(doc) });
  if (level === 1) {
    const y = doc.y + 3;
    doc.rect(left(doc), y, 36, 2.5).fill(colors.highlight);
    doc.y = y + 10;
  } else doc.moveDown(0.25);
}

/** Body text over the full width. */
export function paragraph(
  doc: Pdf,
  text: string,
  opts: { size?: number; color?: string; font?: string; gapAfter?: number } = {},
): void {
  doc
    .font(opts.font ?? fonts.regular)
    .fontSize(opts.size ?? sizes.body)
    .fillColor(opts.color ?? colors.text)
    .text(pdfText(text), left(doc), doc.y, { width: contentWidth(doc), lineGap });
  doc.moveDown(opts.gapAfter ?? 0.5);
}

/** Bulleted lines, indented. */
export function bullets(doc: Pdf, items: string[], opts: { size?: number; color?: string } = {}): void {
  const size = opts.size ?? sizes.body;
  for (const item of items) {
    const width = contentWidth(doc) - 14;
    const h = doc.font(fonts.regular).fontSize(size).heightOfString(pdfText(item), { width, lineGap });
    ensureSpace(doc, h + 2);
    const y = doc.y;
    doc.fillColor(colors.highlight).text('•', left(doc) + 2, y, { lineBreak: false });
    doc.fillColor(opts.color ?? colors.text).text(pdfText(item), left(doc) + 14, y, { width, lineGap });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.3);
}

/** A shaded box with a coloured edge, for what the reader must not miss. */
export function callout(doc: Pdf, title: string, lines: string[], color: string = colors.highlight): void {
  const width = contentWidth(doc) - 24;
  doc.fontSize(sizes.body);
  const body = lines.map(pdfText).join('\n');
  const h =
    doc.font(fonts.bold).heightOfString(pdfText(title), { width }) +
    doc.font(fonts.regular).heightOfString(body, { width, lineGap }) +
    22;
  ensureSpace(doc, h + 6);
  const y = doc.y;
  doc.rect(left(doc), y, contentWidth(doc), h).fill(colors.accentSoft);
  doc.rect(left(doc), y, 3.5, h).fill(color);
  doc
    .font(fonts.bold)
    .fillColor(colors.accent)
    .text(pdfText(title), left(doc) + 14, y + 9, { width });
  doc
    .font(fonts.regular)
    .fillColor(colors.text)
    .text(body, left(doc) + 14, doc.y + 3, { width, lineGap });
  doc.y = y + h + 10;
}

export interface Column {
  header: string;
  /** Share of the table width (the shares need not add up to 1: they are scaled). */
  width: number;
  bold?: boolean;
  align?: 'left' | 'right' | 'center';
}

const PAD = 5;

function cellWidths(doc: Pdf, columns: Column[]): number[] {
  const total = columns.reduce((s, c) => s + c.width, 0);
  return columns.map((c) => (c.width / total) * contentWidth(doc));
}

function rowHeight(doc: Pdf, cells: string[], widths: number[], columns: Column[], size: number): number {
  let h = 0;
  cells.forEach((cell, i) => {
    doc.font(columns[i]?.bold ? fonts.bold : fonts.regular).fontSize(size);
    h = Math.max(h, doc.heightOfString(pdfText(cell || ' '), { width: widths[i]! - 2 * PAD, lineGap: 1 }));
  });
  return h + 2 * PAD;
}

function drawRow(
  doc: Pdf,
  cells: string[],
  widths: number[],
  columns: Column[],
  opts: { y: number; h: number; fill?: string; header?: boolean; size: number },
): void {
  let x = left(doc);
  if (opts.fill) doc.rect(x, opts.y, contentWidth(doc), opts.h).fill(opts.fill);
  cells.forEach((cell, i) => {
    const w = widths[i]!;
    doc
      .font(opts.header || columns[i]?.bold ? fonts.bold : fonts.regular)
      .fontSize(opts.size)
      .fillColor(opts.header ? colors.white : colors.text)
      .text(pdfText(cell || ' '), x + PAD, opts.y + PAD, {
        width: w - 2 * PAD,
        lineGap: 1,
        align: columns[i]?.align ?? 'left',
      });
    x += w;
  });
  doc
    .moveTo(left(doc), opts.y + opts.h)
    .lineTo(left(doc) + contentWidth(doc), opts.y + opts.h)
    .lineWidth(0.5)
    .strokeColor(colors.rule)
    .stroke();
}

/**
 * A table with a dark header row, repeated on each page it spans, and zebra rows. A row never
 * splits across pages; a row taller than a page is clipped by the page break (cells are short).
 */
export function table(doc: Pdf, columns: Column[], rows: string[][], opts: { size?: number } = {}): void {
  const size = opts.size ?? sizes.body - 0.5;
  const widths = cellWidths(doc, columns);
  const headers = columns.map((c) => c.header);
  const headerH = rowHeight(doc, headers, widths, columns, size);
  const drawHeader = () => {
    const y = doc.y;
    drawRow(doc, headers, widths, columns, { y, h: headerH, fill: colors.accent, header: true, size });
    doc.y = y + headerH;
  };
  ensureSpace(doc, headerH + (rows[0] ? rowHeight(doc, rows[0], widths, columns, size) : 0));
  drawHeader();
  rows.forEach((cells, i) => {
    const h = rowHeight(doc, cells, widths, columns, size);
    if (doc.y + h > bottomLimit(doc)) {
      doc.addPage();
      drawHeader();
    }
    const y = doc.y;
    drawRow(doc, cells, widths, columns, { y, h, fill: i % 2 === 1 ? colors.zebra : undefined, size });
    doc.y = y + h;
  });
  doc.x = left(doc);
  doc.moveDown(0.8);
}

/** Label and value pairs as a two-column table without a header (labels bold), kept on one page when it fits. */
export function keyValues(doc: Pdf, pairs: [string, string][], opts: { labelShare?: number } = {}): void {
  const size = sizes.body;
  const share = opts.labelShare ?? 0.32;
  const widths = [contentWidth(doc) * share, contentWidth(doc) * (1 - share)];
  const columns: Column[] = [
    { header: '', width: share, bold: true },
    { header: '', width: 1 - share },
  ];
  const heights = pairs.map(([label, value]) => rowHeight(doc, [label, value], widths, columns, size));
  // A block that fits on one page is kept together.
  const total = heights.reduce((a, b) => a + b, 0);
  if (total < bottomLimit(doc) - doc.page.margins.top) ensureSpace(doc, total);
  pairs.forEach(([label, value], i) => {
    const h = heights[i]!;
    ensureSpace(doc, h);
    const y = doc.y;
    drawRow(doc, [label, value], widths, columns, { y, h, fill: i % 2 === 0 ? colors.zebra : undefined, size });
    doc.y = y + h;
  });
  doc.x = left(doc);
  doc.moveDown(0.8);
}
