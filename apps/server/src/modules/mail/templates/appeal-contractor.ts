import { type EmailContent, renderEmail } from './layout.ts';

/** DD.MM.YYYY of an ISO day. */
const day = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/**
 * To the appeal manager (or the group's lead appeal manager when none is assigned): the worker sent
 * their representations or answer through the appeal link. Names the statutory deadline.
 */
export function appealSubmittedToManagerEmail(v: {
  managerName: string;
  engagedIndividualName: string;
  companyName: string;
  commentCount: number;
  statutoryDeadline: string | null;
  /** The worker's first submission (their representations) rather than an answer. */
  first: boolean;
  assignedToYou: boolean;
  link: string;
}): EmailContent {
  const what = v.first ? 'their reasons for disagreeing with the Status Determination Statement' : 'an answer';
  return renderEmail({
    templateKey: 'appeal.submitted_to_manager',
    subject: `${v.engagedIndividualName} sent ${v.first ? 'an appeal' : 'an answer on their appeal'} (${v.companyName})`,
    greeting: `Hello ${v.managerName},`,
    paragraphs: [
      `${v.engagedIndividualName} sent ${what} for their engagement with ${v.companyName} (${v.commentCount} ${v.commentCount === 1 ? 'comment' : 'comments'}).`,
      ...(v.assignedToYou
        ? []
        : ['No appeal manager is assigned to this appeal yet, so it comes to you as the lead appeal manager.']),
      ...(v.statutoryDeadline
        ? [
            `The outcome is due by ${day(v.statutoryDeadline)} (45 calendar days from the representations). After that date the client is liable as the fee-payer.`,
          ]
        : []),
      { link: v.link, label: 'Open the appeal' },
    ],
  });
}

/**
 * To the worker when they start their appeal: a dated receipt, the day the client's 45 days run to,
 * and the 14-day evidence window. The link is not repeated (only its hash is kept).
 */
export function appealStartedReceiptEmail(v: {
  companyName: string;
  receivedOn: string;
  statutoryDeadline: string;
  evidenceDueOn: string;
}): EmailContent {
  return renderEmail({
    templateKey: 'appeal.started_receipt',
    subject: `Your appeal to ${v.companyName} has started`,
    greeting: 'Hello,',
    paragraphs: [
      `You started your appeal against the Status Determination Statement of ${v.companyName} on ${day(v.receivedOn)}.`,
      `${v.companyName} must answer by ${day(v.statutoryDeadline)}: confirm the conclusion with its reasons, or withdraw it and issue a new statement.`,
      `Please send your reasons and any evidence by ${day(v.evidenceDueOn)}, through the link in the email that came with your statement. Nothing reaches the client until you press "Send to the appeal manager".`,
      'Keep this email as your receipt.',
    ],
  });
}

/** To the worker after they sent their drafts: a dated receipt of what reached the appeal manager. */
export function appealSubmittedReceiptEmail(v: {
  companyName: string;
  commentCount: number;
  fileCount: number;
  sentOn: string;
  statutoryDeadline: string | null;
}): EmailContent {
  return renderEmail({
    templateKey: 'appeal.submitted_receipt',
    subject: `We sent your appeal to ${v.companyName}`,
    greeting: 'Hello,',
    paragraphs: [
      `On ${day(v.sentOn)} your ${v.commentCount === 1 ? 'comment' : `${v.commentCount} comments`}${v.fileCount > 0 ? ` and ${v.fileCount} ${v.fileCount === 1 ? 'file' : 'files'}` : ''} reached the appeal manager of ${v.companyName}.`,
      ...(v.statutoryDeadline ? [`${v.companyName} must answer by ${day(v.statutoryDeadline)}.`] : []),
      'You will hear from us by email when the appeal manager replies.',
    ],
  });
}

/** To the worker's former address when the appeal's email is changed through the link. */
export function appealEmailChangedEmail(v: { companyName: string; newEmail: string }): EmailContent {
  return renderEmail({
    templateKey: 'appeal.contractor_email_changed',
    subject: `The email of your appeal to ${v.companyName} was changed`,
    greeting: 'Hello,',
    paragraphs: [
      `Emails about your appeal to ${v.companyName} now go to ${v.newEmail}.`,
      `If you did not change it, someone else may have your appeal link: contact ${v.companyName} at once.`,
    ],
  });
}
