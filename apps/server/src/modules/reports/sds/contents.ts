import { contentWidth, type Pdf } from '../../../lib/pdf/document.ts';
import { heading } from '../../../lib/pdf/layout.ts';
import { pdfText } from '../../../lib/pdf/text.ts';
import { PDF_THEME } from '../../../lib/pdf/theme.ts';

const { fonts, sizes, colors } = PDF_THEME;

export interface ContentsEntry {
  title: string;
  destination: string;
  /** 1-based page number. */
  page: number;
}

/** The table of contents, written on its reserved page once every section's page is known. */
export function drawContents(doc: Pdf, entries: ContentsEntry[]): void {
  doc.y = doc.page.margins.top;
  heading(doc, 'Contents');
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  entries.forEach((e, i) => {
    const y = doc.y;
    const label = `${i + 1}.  ${e.title}`;
    doc.font(fonts.regular).fontSize(11).fillColor(colors.text);
    const labelWidth = doc.widthOfString(pdfText(label));
    doc.text(pdfText(label), left, y, { lineBreak: false });
    doc.goTo(left, y - 2, width, 18, e.destination);
    doc
      .font(fonts.bold)
      .fillColor(colors.accent)
      .text(String(e.page), left + width - 40, y, {
        width: 40,
        align: 'right',
        goTo: e.destination,
        lineBreak: false,
      });
    // dotted leader between the title and its page
    doc
      .moveTo(left + labelWidth + 8, y + 9)
      .lineTo(left + width - 46, y + 9)
      .dash(1, { space: 3 })
      .lineWidth(0.6)
      .strokeColor(colors.rule)
      .stroke()
      .undash();
    doc.y = y + 22;
  });
  doc.moveDown(1);
  doc
    .font(fonts.italic)
    .fontSize(sizes.small)
    .fillColor(colors.muted)
    .text(
      'The figures in this statement come from the answers given in the assessment questionnaire and the rule set named in section "Sign-off and versions".',
      left,
      doc.y,
      { width },
    );
}
