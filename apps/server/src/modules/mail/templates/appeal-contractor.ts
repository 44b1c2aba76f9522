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
