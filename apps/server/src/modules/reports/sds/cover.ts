import { contentWidth, type Pdf } from '../../../lib/pdf/document.ts';
import { keyValues, paragraph } from '../../../lib/pdf/layout.ts';
import { formatDate, pdfText } from '../../../lib/pdf/text.ts';
import { PDF_THEME } from '../../../lib/pdf/theme.ts';
import { outOfScopeAbout, outOfScopeExplanation, statementEyebrow, statementTitle } from './fee-payer.ts';
import { conclusionOf, RISK_TEXT, type Statement } from './statement.ts';

const { fonts, sizes, colors } = PDF_THEME;

function tile(doc: Pdf, x: number, y: number, w: number, label: string, value: string, color: string) {
  doc.rect(x, y, w, 58).fill(colors.accentSoft);
  doc.rect(x, y, w, 3).fill(color);
  doc
    .font(fonts.bold)
    .fontSize(20)
    .fillColor(color)
    .text(pdfText(value), x, y + 13, { width: w, align: 'center' });
  doc
    .font(fonts.regular)
    .fontSize(sizes.small)
    .fillColor(colors.muted)
    .text(pdfText(label), x, y + 40, { width: w, align: 'center' });
}

/** Page 1: the band with the title and client, the conclusion in plain words and its figures. */
export function drawCover(doc: Pdf, s: Statement): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, 218).fill(colors.accent);
  doc.rect(0, 218, doc.page.width, 5).fill(colors.highlight);
  doc
    .font(fonts.bold)
    .fontSize(sizes.small)
    .fillColor('#A9C1DB')
    .text(pdfText(statementEyebrow(s)), left, 54, { characterSpacing: 1.2 });
  doc.font(fonts.bold).fontSize(sizes.title).fillColor(colors.white).text(statementTitle(s), left, 76, { width });
  doc
    .font(fonts.regular)
    .fontSize(15)
    .fillColor(colors.white)
    .text(pdfText(s.client.name), left, doc.y + 8, { width });
  doc
    .fontSize(sizes.body)
    .fillColor('#C9D6E5')
    .text(
      pdfText(`Statement ${s.statementId}  ·  Issued ${formatDate(s.issuedAt)}  ·  Version ${s.version}`),
      left,
      doc.y + 10,
      { width },
    );

  const conclusion = conclusionOf(s);
  const color = s.result.outcome === 'employed' ? colors.warn : colors.good;
  doc.y = 250;
  doc.font(fonts.bold).fontSize(sizes.small).fillColor(colors.muted).text('CONCLUSION', left, doc.y, {
    characterSpacing: 1,
  });
  doc
    .font(fonts.bold)
    .fontSize(24)
    .fillColor(color)
    .text(conclusion.headline, left, doc.y + 4, { width });
  doc.moveDown(0.3);
  paragraph(doc, outOfScopeExplanation(s) ?? conclusion.explanation, { size: 10.5 });

  const y = doc.y + 6;
  const gap = 10;
  const w = (width - 3 * gap) / 4;
  const r = s.result;
  tile(doc, left, y, w, 'Employed', `${r.employed}%`, colors.warn);
  tile(doc, left + (w + gap), y, w, 'Self-employed', `${r.selfEmployed}%`, colors.good);
  tile(doc, left + 2 * (w + gap), y, w, 'Risk of challenge', RISK_TEXT[r.riskLevel], colors.accent);
  tile(doc, left + 3 * (w + gap), y, w, 'Certainty', `${Math.round(r.certainty * 100)}%`, colors.highlight);
  // the balance of the evidence as one bar
  const barY = y + 70;
  const split = (width * r.employed) / 100;
  doc.rect(left, barY, split, 6).fill(colors.warn);
  doc.rect(left + split, barY, width - split, 6).fill(colors.good);
  doc.y = barY + 22;

  paragraph(doc, r.summary, { color: colors.muted });
  keyValues(doc, [
    ['Worker', s.individual.name],
    ['Engaged through', s.entity.name],
    ['Service provided', s.engagement.serviceProvided],
    ['Contract', `${formatDate(s.engagement.contractStart)} to ${formatDate(s.engagement.contractEnd)}`],
    ['Approved', `${s.approvedBy}${s.approvedAt ? `, ${formatDate(s.approvedAt)}` : ''}`],
  ]);
  drawAbout(doc, s);
}

/** What this document is, at the foot of the cover. */
function drawAbout(doc: Pdf, s: Statement): void {
  const text =
    outOfScopeAbout(s) ??
    (s.result.isIr35 === false
      ? `This statement records the client’s determination of the employment status, for tax, of a sole trader engaged directly. It sets out the conclusion, the reasons behind it and the facts it rests on, so that the worker can understand it and, if they disagree, say so (see section 7).`
      : `This statement is the client’s status determination statement under the off-payroll working rules (Chapter 10, Part 2 of the Income Tax (Earnings and Pensions) Act 2003). It sets out the conclusion and the reasons for it, and must be passed to the worker and to the party the client contracts with. The worker, or that party, may disagree with it (see section 7).`);
  const y = Math.max(doc.y + 8, doc.page.height - doc.page.margins.bottom - 78);
  doc.rect(doc.page.margins.left, y, contentWidth(doc), 0.7).fill(colors.rule);
  doc
    .font(fonts.bold)
    .fontSize(sizes.small)
    .fillColor(colors.muted)
    .text('ABOUT THIS STATEMENT', doc.page.margins.left, y + 10, { characterSpacing: 1 });
  doc
    .font(fonts.regular)
    .fontSize(sizes.small + 0.5)
    .fillColor(colors.muted)
    .text(pdfText(text), doc.page.margins.left, doc.y + 4, { width: contentWidth(doc), lineGap: 1.5 });
}
