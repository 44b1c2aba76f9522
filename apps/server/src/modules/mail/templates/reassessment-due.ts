import { type EmailContent, renderEmail } from './layout.ts';

interface ReassessmentDueVars {
  firstName: string;
  engagedIndividualName: string;
  companyName: string;
  /** DD.MM.YYYY */
  dueDate: string;
}

/** To the specialist when the validity reassessment opens, 30 days before the result lapses (spec §9). */
export function reassessmentDueEmail(v: ReassessmentDueVars): EmailContent {
  return renderEmail({
    templateKey: 'assessment.reassessment_due',
    subject: `Reassessment of ${v.engagedIndividualName} due on ${v.dueDate}`,
    greeting: `Hello ${v.firstName},`,
    paragraphs: [
      `The status determination of ${v.engagedIndividualName} (${v.companyName}) stands until ${v.dueDate}.`,
      'A reassessment is now open for you to complete before then. Sign in to Statera to start it.',
    ],
  });
}
