import { TIME_LIMITS } from '@statera/shared';
import type { Pdf } from '../../../lib/pdf/document.ts';
import { callout, keyValues, paragraph } from '../../../lib/pdf/layout.ts';
import { formatDate, formatDateTime } from '../../../lib/pdf/text.ts';
import { PDF_THEME } from '../../../lib/pdf/theme.ts';
import type { Statement } from './statement.ts';

const { colors } = PDF_THEME;

/** Who answered and approved and when; the questionnaire, rule set and statement versions. */
export function drawSignOff(doc: Pdf, s: Statement): void {
  keyValues(doc, [
    ['Questionnaire answered by', s.answeredBy],
    [
      'Submitted',
      s.submittedAt
        ? `${formatDateTime(s.submittedAt)}${s.submittedBy ? ` by ${s.submittedBy}` : ''} (answer version ${s.assessmentVersion})`
        : '—',
    ],
    ['Approved by', s.approvedBy],
    ['Approved on', s.approvedAt ? formatDateTime(s.approvedAt) : '—'],
    ['Questionnaire version', s.result.questionnaireVersion],
    ['Rule set version', s.result.rulesetVersion],
    ['Statement', `${s.statementId} (version ${s.version})`],
    ['Issued on', formatDate(s.issuedAt)],
    ['Statement reference', s.reportId],
  ]);
  paragraph(
    doc,
    'A later version of this statement replaces this one; earlier versions are kept unchanged by the client for its records.',
    { color: colors.muted },
  );
}

/** The worker's right to disagree with the determination and how to use it. */
export function drawRightToDisagree(doc: Pdf, s: Statement): void {
  const days = TIME_LIMITS.appealOutcomeDays;
  const contact = s.contact
    ? `${s.contact.name}, ${s.contact.email}`
    : `the client, ${s.client.name}, through the person who engaged you`;
  paragraph(
    doc,
    `If you, the worker, or the party you contract with (${s.agency ? s.agency.name : s.entity.name}) disagree with this determination, you may tell the client so, giving your reasons. The client must consider what you say and answer within ${days} days of receiving it: either confirming the determination with the reasons for keeping it, or issuing a new Status Determination Statement with a different conclusion.`,
  );
  // The channel the client actually uses: its appeal page when the appeal process is on (the worker's
  // statement email carries the personal link), else a written reply to the client contact.
  const how = s.appealProcess
    ? [
        'Worker: open the “Disagree with this statement” link in the email that brought you this statement. It opens your appeal page, where you write your reasons, add evidence and follow the answer; no account is needed.',
        `The link is personal. If you no longer have it, or the statement reached you another way, ask the client contact to send the statement again: ${contact}.`,
        `The party you contract with writes to the client contact: ${contact}, quoting the statement ${s.statementId}.`,
      ]
    : [
        `Reply in writing to the client contact: ${contact}.`,
        `Quote the statement ${s.statementId} and say which facts or answers you believe are wrong, and why.`,
      ];
  callout(doc, 'How to disagree', [
    ...how,
    `The client will answer within ${days} days. Until then, this determination stands.`,
  ]);
}
