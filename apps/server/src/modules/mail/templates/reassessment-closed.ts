import { type EmailContent, renderEmail } from './layout.ts';

interface ReassessmentClosedVars {
  firstName: string;
  closedByName: string;
  engagedIndividualName: string;
  companyName: string;
  /** The result that stands, e.g. "self-employed, approved on 01.02.2026". */
  standingResult: string | null;
  comment: string | null;
  link: string;
}

/** To the specialist of a reassessment closed without a new result (PUT close-reassessment). */
export function reassessmentClosedEmail(v: ReassessmentClosedVars): EmailContent {
  const paragraphs: Parameters<typeof renderEmail>[0]['paragraphs'] = [
    `${v.closedByName} has closed the reassessment of ${v.engagedIndividualName} (${v.companyName}). You do not need to complete it.`,
    v.standingResult
      ? `The previous result stands: ${v.standingResult}.`
      : 'The previous result of the engagement stands.',
  ];
  if (v.comment) paragraphs.push(`Comment: ${v.comment}`);
  paragraphs.push({ link: v.link, label: 'Open the engagement' });
  return renderEmail({
    templateKey: 'assessment.reassessment_closed',
    subject: `Reassessment of ${v.engagedIndividualName} closed`,
    greeting: `Hello ${v.firstName},`,
    paragraphs,
  });
}
