import { getQuestion, questionnaire, UNKNOWN_ANSWER_ID } from '@statera/determination';
import { ensureSpace, type Pdf } from '../../../lib/pdf/document.ts';
import { heading, paragraph, table } from '../../../lib/pdf/layout.ts';
import { formatDateTime } from '../../../lib/pdf/text.ts';
import { PDF_THEME } from '../../../lib/pdf/theme.ts';
import type { Statement } from './statement.ts';

const { sizes, colors } = PDF_THEME;

/** The text of chosen answers: "Paid holiday; Sick pay", "Not known" for the unknown answer. */
export function answerTexts(questionId: string, ids: readonly string[]): string {
  const q = getQuestion(questionId);
  return ids
    .map((id) => (id === UNKNOWN_ANSWER_ID ? 'Not known' : (q?.answers.find((a) => a.id === id)?.content ?? id)))
    .join('; ');
}

/** Every question on the answered path with its answer, by questionnaire section, numbered in order. */
export function drawAnswers(doc: Pdf, s: Statement): void {
  paragraph(
    doc,
    `The ${s.path.length} questions below are those asked on this engagement’s path through the questionnaire (version ${s.result.questionnaireVersion}), in the order asked, with the answers given in submitted version ${s.assessmentVersion}.`,
    { color: colors.muted },
  );
  const sections = questionnaire().sections;
  const bySection = new Map<string, { n: number; id: string }[]>();
  s.path.forEach((id, i) => {
    const section = getQuestion(id)?.section ?? 'other';
    bySection.set(section, [...(bySection.get(section) ?? []), { n: i + 1, id }]);
  });
  const ordered = [
    ...sections.filter((sec) => bySection.has(sec.id)).map((sec) => ({ title: sec.title, id: sec.id })),
    ...(bySection.has('other') ? [{ title: 'Other questions', id: 'other' }] : []),
  ];
  for (const sec of ordered) {
    ensureSpace(doc, 90);
    heading(doc, sec.title, { level: 2 });
    table(
      doc,
      [
        { header: 'No.', width: 0.07, align: 'right' },
        { header: 'Question', width: 0.58 },
        { header: 'Answer', width: 0.35, bold: true },
      ],
      (bySection.get(sec.id) ?? []).map(({ n, id }) => [
        String(n),
        getQuestion(id)?.content ?? id,
        answerTexts(id, s.answers[id] ?? []),
      ]),
      { size: sizes.small + 0.5 },
    );
  }
}

const THREAD_NAMES: Record<string, string> = {
  review: 'Review',
  decision: 'Decision',
  supporting: 'Supporting',
  appeal: 'Appeal',
  additional: 'Additional',
  appeal_management: 'Appeal management',
};

/** The review comments of the assessment, oldest first. */
export function drawComments(doc: Pdf, s: Statement): void {
  if (s.comments.length === 0) {
    paragraph(doc, 'No review comments were made on this assessment.', { color: colors.muted });
    return;
  }
  table(
    doc,
    [
      { header: 'Date', width: 0.16 },
      { header: 'By', width: 0.18 },
      { header: 'Thread', width: 0.16 },
      { header: 'Comment', width: 0.5 },
    ],
    s.comments.map((c) => [
      formatDateTime(c.createdAt),
      c.author,
      c.questionId
        ? `${THREAD_NAMES[c.threadType] ?? c.threadType}: ${getQuestion(c.questionId)?.content ?? c.questionId}`
        : (THREAD_NAMES[c.threadType] ?? c.threadType),
      c.body,
    ]),
    { size: sizes.small + 0.5 },
  );
}
