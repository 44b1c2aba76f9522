import { type EmailContent, renderEmail } from './layout.ts';

interface ContractChangeVars {
  firstName: string;
  actorName: string;
  engagedIndividualName: string;
  companyName: string;
  /** The changed fields in words, e.g. "end date, contract value". */
  fields: string | null;
  comment: string | null;
  link: string;
}

/** To the engagement's company admins: someone asked for a change of the contract or its report. */
export function contractChangeRequestedEmail(v: ContractChangeVars): EmailContent {
  const paragraphs: Parameters<typeof renderEmail>[0]['paragraphs'] = [
    `${v.actorName} asked for a change to the engagement of ${v.engagedIndividualName} (${v.companyName}).`,
  ];
  if (v.fields) paragraphs.push(`What changes: ${v.fields}.`);
  if (v.comment) paragraphs.push(`Comment: ${v.comment}`);
  paragraphs.push({ link: v.link, label: 'Review the change' });
  return renderEmail({
    templateKey: 'contract_change.requested',
    subject: `Contract change requested: ${v.engagedIndividualName}`,
    greeting: `Hello ${v.firstName},`,
    paragraphs,
  });
}

/** To the person who asked: their change was applied to the engagement. */
export function contractChangeFulfilledEmail(v: ContractChangeVars): EmailContent {
  const paragraphs: Parameters<typeof renderEmail>[0]['paragraphs'] = [
    `${v.actorName} applied the change you asked for to the engagement of ${v.engagedIndividualName} (${v.companyName}).`,
  ];
  if (v.fields) paragraphs.push(`What changed: ${v.fields}.`);
  paragraphs.push({ link: v.link, label: 'Open the engagement' });
  return renderEmail({
    templateKey: 'contract_change.fulfilled',
    subject: `Contract change applied: ${v.engagedIndividualName}`,
    greeting: `Hello ${v.firstName},`,
    paragraphs,
  });
}
