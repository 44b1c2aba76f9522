import { type EmailContent, renderEmail } from './layout.ts';

interface ImportDigestVars {
  firstName: string;
  companyName: string;
  /** New engagements on which the person holds each seat. */
  specialist: number;
  approver: number;
  /** The engagement list filtered to this import's engagements. */
  link: string;
}

const engagementsWord = (n: number) => `${n} new engagement${n === 1 ? '' : 's'}`;

/**
 * One email per person per import (never one per row): the seats the person holds on the
 * engagements a CSV import logged, with a link to them in the list.
 */
export function importDigestEmail(v: ImportDigestVars): EmailContent {
  const parts = [
    v.specialist ? `the specialist on ${engagementsWord(v.specialist)}` : '',
    v.approver ? `the approver on ${engagementsWord(v.approver)}` : '',
  ].filter(Boolean);
  const subject = `You are ${parts.join(' and ')} at ${v.companyName}`;
  return renderEmail({
    templateKey: 'engagement.import_digest',
    subject,
    greeting: `Hello ${v.firstName || 'there'},`,
    paragraphs: [
      `${v.companyName} has just imported its engagements: you are ${parts.join(' and ')}.`,
      v.specialist
        ? 'As the specialist you answer each assessment questionnaire; each opens 30 days before its due date.'
        : 'As the approver you review each assessment once its specialist submits it.',
      { link: v.link, label: 'See these engagements' },
    ],
  });
}
