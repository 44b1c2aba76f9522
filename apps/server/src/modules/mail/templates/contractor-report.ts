import { type EmailContent, renderEmail } from './layout.ts';

/** What a contractor email says about one statement. */
export interface ContractorReportMailItem {
  clientName: string;
  engagedIndividualName: string;
  reportVersion: number;
  link: string;
  /** DD.MM.YYYY */
  expiresOn: string;
  /** The sender's message, when they wrote one. */
  comment?: string | null;
  /** The worker's appeal link, when the client runs appeals on the platform. */
  appealLink?: string | null;
}

/** How the worker disagrees: through the appeal link when there is one, otherwise with the client. */
const disagree = (i: ContractorReportMailItem): Array<string | { link: string; label: string }> =>
  i.appealLink
    ? [
        `If you disagree with this determination, tell ${i.clientName} why through your appeal page. ${i.clientName} must consider your reasons and answer within 45 days of receiving them.`,
        { link: i.appealLink, label: 'Disagree with this statement' },
      ]
    : [];

const what = (i: ContractorReportMailItem) =>
  `the Status Determination Statement (version ${i.reportVersion}) that ${i.clientName} issued for the engagement of ${i.engagedIndividualName}`;

const codeNote =
  'To download it you need an 8-digit code, which we send in a separate email. Keep the code to yourself; after 5 wrong codes the link is locked for 15 minutes.';

/** The link to one statement (spec §3 Notification); the code follows in its own email (spec §9). */
export function contractorReportLinkEmail(v: ContractorReportMailItem): EmailContent {
  return renderEmail({
    templateKey: 'contractor_report.link',
    subject: `Status Determination Statement from ${v.clientName}`,
    greeting: 'Hello,',
    paragraphs: [
      `You can now read ${what(v)}.`,
      ...(v.comment ? [`Message from ${v.clientName}: ${v.comment}`] : []),
      { link: v.link, label: 'Open the statement' },
      codeNote,
      `The link works until ${v.expiresOn}. If you were not expecting this email, you can ignore it.`,
      ...disagree(v),
    ],
  });
}

/** The download code of one statement, sent apart from its link. */
export function contractorReportCodeEmail(v: {
  clientName: string;
  engagedIndividualName: string;
  reportVersion: number;
  code: string;
}): EmailContent {
  return renderEmail({
    templateKey: 'contractor_report.code',
    subject: `Your download code for the statement from ${v.clientName}`,
    greeting: 'Hello,',
    paragraphs: [
      `Use this code to download the Status Determination Statement (version ${v.reportVersion}) that ${v.clientName} issued for the engagement of ${v.engagedIndividualName}:`,
      { code: v.code },
      'The link to the statement comes in a separate email. Never share the code together with the link.',
    ],
  });
}

/** Held statements of one address, sent together on the group's contractor-notification schedule. */
export function contractorReportDigestEmail(items: ContractorReportMailItem[]): EmailContent {
  const many = items.length > 1;
  return renderEmail({
    templateKey: 'contractor_report.digest',
    subject: many
      ? `${items.length} Status Determination Statements for you`
      : `Status Determination Statement from ${items[0]?.clientName ?? 'your client'}`,
    greeting: 'Hello,',
    paragraphs: [
      many ? 'These statements were issued to you since our last email:' : 'This statement was issued to you:',
      ...items.flatMap((i) => [
        `${i.clientName}: ${what(i)}; the link works until ${i.expiresOn}.`,
        ...(i.comment ? [`Message from ${i.clientName}: ${i.comment}`] : []),
        { link: i.link, label: `Open the statement for ${i.engagedIndividualName} (version ${i.reportVersion})` },
        ...disagree(i),
      ]),
      `${codeNote.replace('an 8-digit code, which we send', 'the 8-digit code of each statement, which we send')}`,
    ],
  });
}
