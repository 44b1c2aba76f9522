import { type EmailContent, renderEmail } from './layout.ts';

/** What the worker-account emails name. */
export interface WorkerAccountMailFacts {
  clientName: string;
  individualName: string;
  serviceProvided: string;
}

/** To the worker: the client asks for their own account of how the work is done, before it decides. */
export function workerAccountInvitationEmail(
  v: WorkerAccountMailFacts & { link: string; expiresOn: string; questionCount: number },
): EmailContent {
  return renderEmail({
    templateKey: 'worker_account.invitation',
    subject: `${v.clientName} asks for your account of how you work`,
    greeting: 'Hello,',
    paragraphs: [
      `${v.clientName} is assessing the employment status (IR35) of your engagement (${v.serviceProvided}) and would like your own account of how the work is actually done before it decides.`,
      `There are ${v.questionCount} short questions about your working practices. Your answers are kept beside the client's own and never replace them; where the two differ, the person approving the determination must say how they resolved each difference, and your Status Determination Statement will say that your view was sought.`,
      { link: v.link, label: 'Give your account' },
      `The link works until ${v.expiresOn}. It is personal: do not forward it. You need no account. If you do not answer, the determination goes ahead and records that you were asked.`,
    ],
  });
}

/** To the worker: a dated receipt of their account. */
export function workerAccountReceiptEmail(v: WorkerAccountMailFacts & { answeredAt: string }): EmailContent {
  return renderEmail({
    templateKey: 'worker_account.receipt',
    subject: `${v.clientName} has received your account`,
    greeting: 'Hello,',
    paragraphs: [
      `${v.clientName} received your account of your working practices for the engagement ${v.serviceProvided} on ${v.answeredAt}.`,
      'The person approving the determination will compare it with the client’s answers and record how each difference was resolved. Your Status Determination Statement will say so.',
    ],
  });
}

/** To the specialist and the approver: the worker has answered; differences wait for the approver. */
export function workerAccountAnsweredEmail(
  v: WorkerAccountMailFacts & { firstName: string; link: string; differenceCount: number },
): EmailContent {
  return renderEmail({
    templateKey: 'worker_account.answered',
    subject: `${v.individualName} has given their account (${v.clientName})`,
    greeting: `Hello ${v.firstName},`,
    paragraphs: [
      `${v.individualName} has answered the working-practices questions for the engagement ${v.serviceProvided} with ${v.clientName}.`,
      v.differenceCount > 0
        ? `Their account differs from the specialist's answers on ${v.differenceCount} question${v.differenceCount === 1 ? '' : 's'}. The approver must resolve each difference before approving.`
        : "Their account does not differ from the specialist's answers so far.",
      { link: v.link, label: 'Open the assessment' },
    ],
  });
}
