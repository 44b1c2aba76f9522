import { questionnaire } from '@statera/determination';
import { contentWidth, createPdf, ensureSpace, type Pdf, pdfBuffer } from '../../../lib/pdf/document.ts';
import { stampPages } from '../../../lib/pdf/furniture.ts';
import { heading, paragraph } from '../../../lib/pdf/layout.ts';
import { pdfText } from '../../../lib/pdf/text.ts';
import { PDF_THEME } from '../../../lib/pdf/theme.ts';
import type { RenderedPdf } from './render-statement.ts';

const { fonts, sizes, colors } = PDF_THEME;

function option(doc: Pdf, text: string, multiple: boolean) {
  const left = doc.page.margins.left + 18;
  const width = contentWidth(doc) - 34;
  const h = doc.font(fonts.regular).fontSize(sizes.body).heightOfString(pdfText(text), { width });
  ensureSpace(doc, h + 3);
  const y = doc.y;
  if (multiple)
    doc
      .rect(left, y + 1, 8, 8)
      .lineWidth(0.7)
      .strokeColor(colors.accent)
      .stroke();
  else
    doc
      .circle(left + 4, y + 5, 4)
      .lineWidth(0.7)
      .strokeColor(colors.accent)
      .stroke();
  doc.fillColor(colors.text).text(pdfText(text), left + 16, y, { width });
  doc.y += 2;
}

/**
 * The blank questionnaire as a checklist: every question with its possible answers, so the facts
 * can be gathered before the interview. Branching decides which questions the interview asks.
 */
export async function renderChecklist(now: Date): Promise<RenderedPdf> {
  const q = questionnaire();
  const doc = createPdf({ title: 'Assessment checklist', author: 'Statera', createdAt: now });
  heading(doc, 'Assessment checklist');
  paragraph(
    doc,
    `The questions of the employment-status questionnaire (version ${q.version}) with their possible answers. Use it to gather the facts before the interview: the interview asks only the questions that apply to the engagement, so not every question here will be asked. Round marks take one answer, square marks any number.`,
    { color: colors.muted },
  );
  let n = 0;
  for (const section of q.sections) {
    const questions = q.questions.filter((x) => x.section === section.id);
    if (questions.length === 0) continue;
    heading(doc, section.title, { level: 2 });
    for (const question of questions) {
      n++;
      const text = `${n}. ${question.content}`;
      ensureSpace(doc, 60);
      doc
        .font(fonts.bold)
        .fontSize(sizes.body)
        .fillColor(colors.accent)
        .text(pdfText(text), doc.page.margins.left, doc.y, { width: contentWidth(doc) });
      if (question.helpText)
        paragraph(doc, question.helpText, { size: sizes.small, color: colors.muted, gapAfter: 0.2 });
      else doc.moveDown(0.2);
      const multiple = question.type === 'multiple';
      for (const a of question.answers) option(doc, a.content, multiple);
      if (question.allowUnknown) option(doc, 'Not known', false);
      doc.moveDown(0.6);
    }
  }
  const pageCount = stampPages(doc, {
    headerLeft: 'Assessment checklist',
    headerRight: `Questionnaire ${q.version}`,
    footerLeft: 'Statera · employment-status assessment',
  });
  return { pdf: await pdfBuffer(doc), pageCount };
}
