import { type EmailContent, renderEmail } from './layout.ts';

/** What every appeal email names: the client, the worker and the engagement's service. */
export interface AppealMailFacts {
  clientName: string;
  engagedIndividualName: string;
  serviceProvided: string;
}

const about = (f: AppealMailFacts) =>
  `the engagement of ${f.engagedIndividualName} (${f.serviceProvided}) with ${f.clientName}`;

const linkNote =
  'This link is personal: do not forward it. It replaces any appeal link we sent you before, which no longer works.';

/** To the worker: the manager asks for more information (submit to contractor). */
export function appealMoreInformationEmail(
  v: AppealMailFacts & { link: string; message: string | null; deadline: string | null },
): EmailContent {
  return renderEmail({
    templateKey: 'appeal.more_information',
    subject: `${v.clientName} asks for more information about your disagreement`,
    greeting: 'Hello,',
    paragraphs: [
      `${v.clientName} is considering your disagreement with the Status Determination Statement for ${about(v)} and needs more information from you.`,
      ...(v.message ? [`Message from ${v.clientName}: ${v.message}`] : []),
      { link: v.link, label: 'Open your appeal' },
      linkNote,
      ...(v.deadline ? [`${v.clientName} must give you its answer by ${v.deadline}.`] : []),
    ],
  });
}

/** To the worker: the outcome of the appeal, with the reasons (spec §4 decisions). */
export function appealOutcomeEmail(
  v: AppealMailFacts & { decision: 'accepted' | 'rejected'; comment: string; additionalMailComment: string | null },
): EmailContent {
  const accepted = v.decision === 'accepted';
  return renderEmail({
    templateKey: accepted ? 'appeal.accepted' : 'appeal.rejected',
    subject: accepted
      ? `${v.clientName} will reassess your employment status`
      : `${v.clientName} confirms its Status Determination Statement`,
    greeting: 'Hello,',
    paragraphs: [
      accepted
        ? `${v.clientName} has considered your disagreement about ${about(v)} and withdraws its determination. It will reassess your employment status and send you a new Status Determination Statement.`
        : `${v.clientName} has considered your disagreement about ${about(v)} and confirms its determination.`,
      `Reasons: ${v.comment}`,
      ...(v.additionalMailComment ? [v.additionalMailComment] : []),
    ],
  });
}

/** To the worker: a closed appeal is considered again. */
export function appealReopenedEmail(
  v: AppealMailFacts & { link: string; comment: string; deadline: string },
): EmailContent {
  return renderEmail({
    templateKey: 'appeal.reopened',
    subject: `${v.clientName} is considering your disagreement again`,
    greeting: 'Hello,',
    paragraphs: [
      `${v.clientName} has reopened your appeal about ${about(v)}.`,
      `Message from ${v.clientName}: ${v.comment}`,
      { link: v.link, label: 'Open your appeal' },
      linkNote,
      `${v.clientName} will give you its answer by ${v.deadline}.`,
    ],
  });
}

/** To the worker's new address: the appeal now writes to it. */
export function appealAddressChangedEmail(v: AppealMailFacts & { link: string }): EmailContent {
  return renderEmail({
    templateKey: 'appeal.address_changed',
    subject: `Your appeal with ${v.clientName} now uses this address`,
    greeting: 'Hello,',
    paragraphs: [
      `Emails about your appeal concerning ${about(v)} will come to this address from now on.`,
      { link: v.link, label: 'Open your appeal' },
      linkNote,
    ],
  });
}

/** To a manager: an appeal was assigned to them (reassigned, or recorded). */
export function appealAssignedEmail(
  v: AppealMailFacts & { firstName: string; link: string; deadline: string | null },
): EmailContent {
  return renderEmail({
    templateKey: 'appeal.assigned',
    subject: `Appeal assigned to you: ${v.engagedIndividualName}`,
    greeting: `Hello ${v.firstName},`,
    paragraphs: [
      `You are now the appeal manager of the worker's appeal about ${about(v)}.`,
      ...(v.deadline ? [`The outcome is due by ${v.deadline} (45 calendar days from the representations).`] : []),
      { link: v.link, label: 'Open the appeal' },
    ],
  });
}

/** To the manager and the lead: the statutory deadline nears or has passed (10, 7, 3 days; overdue). */
export function appealReminderEmail(
  v: AppealMailFacts & { firstName: string; link: string; deadline: string; daysLeft: number },
): EmailContent {
  const overdue = v.daysLeft < 0;
  return renderEmail({
    templateKey: overdue ? 'appeal.overdue' : 'appeal.deadline_reminder',
    subject: overdue
      ? `Overdue appeal: ${v.engagedIndividualName}`
      : `Appeal outcome due in ${v.daysLeft} day${v.daysLeft === 1 ? '' : 's'}: ${v.engagedIndividualName}`,
    greeting: `Hello ${v.firstName},`,
    paragraphs: [
      overdue
        ? `The appeal about ${about(v)} passed its statutory deadline on ${v.deadline} without an outcome. Until the worker receives an answer, ${v.clientName} is liable as the fee-payer.`
        : `The appeal about ${about(v)} needs an outcome by ${v.deadline}: ${v.daysLeft} day${v.daysLeft === 1 ? '' : 's'} left.`,
      { link: v.link, label: 'Open the appeal' },
    ],
  });
}

/** To the manager: the worker's new SDS went out after the reassessment an accepted appeal started. */
export function appealCompletedEmail(v: AppealMailFacts & { firstName: string; link: string }): EmailContent {
  return renderEmail({
    templateKey: 'appeal.completed',
    subject: `Appeal closed after reassessment: ${v.engagedIndividualName}`,
    greeting: `Hello ${v.firstName},`,
    paragraphs: [
      `The reassessment started by the appeal about ${about(v)} was approved. The appeal is closed and the new Status Determination Statement is sent to the same recipients as the disputed one.`,
      { link: v.link, label: 'Open the appeal' },
    ],
  });
}

/** To the worker: a manager recorded the disagreement they gave by letter, phone or email. */
export function appealRecordedEmail(
  v: AppealMailFacts & { link: string; channel: 'letter' | 'phone' | 'email'; receivedOn: string; deadline: string },
): EmailContent {
  const how = { letter: 'letter', phone: 'phone call', email: 'email' }[v.channel];
  return renderEmail({
    templateKey: 'appeal.recorded',
    subject: `${v.clientName} has received your disagreement`,
    greeting: 'Hello,',
    paragraphs: [
      `${v.clientName} received your disagreement with the Status Determination Statement for ${about(v)} by ${how} on ${v.receivedOn} and has recorded it.`,
      `${v.clientName} will give you its answer by ${v.deadline}. You can add reasons and evidence on your appeal page:`,
      { link: v.link, label: 'Open your appeal' },
      linkNote,
    ],
  });
}

/** To the group's client admins: a worker's disagreement arrived and the statutory clock runs. */
export function appealArrivedEmail(
  v: AppealMailFacts & { firstName: string; link: string; deadline: string | null; managerName: string | null },
): EmailContent {
  return renderEmail({
    templateKey: 'appeal.arrived',
    subject: `New appeal: ${v.engagedIndividualName} disagrees with a Status Determination Statement`,
    greeting: `Hello ${v.firstName},`,
    paragraphs: [
      `${v.engagedIndividualName} disagrees with the Status Determination Statement about ${about(v)}.`,
      ...(v.deadline
        ? [
            `${v.clientName} must give its answer by ${v.deadline} (45 calendar days). Past that date, until the worker receives an answer, ${v.clientName} is liable as the fee-payer.`,
          ]
        : []),
      v.managerName
        ? `The appeal manager is ${v.managerName}.`
        : 'No appeal manager is assigned yet: the group’s lead appeal manager can assign one.',
      { link: v.link, label: 'Open the appeal' },
    ],
  });
}
