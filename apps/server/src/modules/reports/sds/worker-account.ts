import type { Pdf } from '../../../lib/pdf/document.ts';
import { keyValues, paragraph, table } from '../../../lib/pdf/layout.ts';
import { formatDate, formatDateTime } from '../../../lib/pdf/text.ts';
import { PDF_THEME } from '../../../lib/pdf/theme.ts';
import type { Statement } from './statement.ts';

const { colors, sizes } = PDF_THEME;

const RESOLUTION: Record<'specialist' | 'worker' | 'noted', string> = {
  specialist: "The client's answer stands",
  worker: "The worker's answer was accepted",
  noted: 'Neither accepted; recorded',
};

/**
 * Whether the worker's own view was sought, when, and how each difference from the client's answers
 * was resolved (issue 29 item 1). Printed on every statement, also when the worker was not asked.
 */
export function drawWorkerAccount(doc: Pdf, s: Statement): void {
  const w = s.workerAccount;
  if (!w) {
    paragraph(
      doc,
      'The worker was not asked for their own account of the working practices before this determination.',
      {
        color: colors.muted,
      },
    );
    return;
  }
  const outcome =
    w.status === 'answered' && w.answeredAt
      ? `Given on ${formatDateTime(w.answeredAt)}`
      : 'No answer was received before the determination was approved; it went ahead without it.';
  keyValues(doc, [
    ["Worker's view sought", `Yes, on ${formatDate(w.invitedAt)} (${w.questionCount} working-practices questions)`],
    ["Worker's account", outcome],
    ...(w.status === 'answered'
      ? ([
          ['Answered alike', String(w.agreedCount)],
          ['Differences', String(w.differences.length)],
        ] as [string, string][])
      : []),
  ]);
  if (w.status !== 'answered') return;
  if (w.differences.length === 0) {
    paragraph(doc, "The worker's account agreed with the client's answers on every question both answered.");
    return;
  }
  paragraph(doc, 'Where the two accounts differed, the approver resolved each difference before approving:');
  table(
    doc,
    [
      { header: 'Question', width: 0.28 },
      { header: "Client's answer", width: 0.18 },
      { header: "Worker's answer", width: 0.18 },
      { header: 'Resolution', width: 0.36 },
    ],
    w.differences.map((d) => [
      d.question,
      d.specialist,
      d.worker,
      [
        d.choice ? RESOLUTION[d.choice] : 'Not resolved',
        d.reason ? `: ${d.reason}` : '',
        d.resolvedBy && d.resolvedAt ? ` (${d.resolvedBy}, ${formatDate(d.resolvedAt)})` : '',
      ].join(''),
    ]),
    { size: sizes.small + 0.5 },
  );
}
