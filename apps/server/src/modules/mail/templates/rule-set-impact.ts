import { type EmailContent, renderEmail } from './layout.ts';

interface RuleSetImpactVars {
  firstName: string;
  questionnaireVersion: string;
  rulesetVersion: string;
  assessed: number;
  changed: number;
  clients: number;
  link: string;
}

/** To every provider admin when a new questionnaire or rule set has been run over the live results. */
export function ruleSetImpactEmail(v: RuleSetImpactVars): EmailContent {
  return renderEmail({
    templateKey: 'ruleset_impact.completed',
    subject: `What ${v.rulesetVersion} would change: ${v.changed} of ${v.assessed} live results`,
    greeting: `Hello ${v.firstName},`,
    paragraphs: [
      `Questionnaire ${v.questionnaireVersion} and rule set ${v.rulesetVersion} have been run over the ${v.assessed} live results determined under earlier versions. Nothing was changed.`,
      v.changed === 0
        ? 'No outcome or risk band would change.'
        : `${v.changed} result${v.changed === 1 ? '' : 's'} of ${v.clients} client${v.clients === 1 ? '' : 's'} would change outcome or risk band. The report lists them by client, with the questions behind each change; client admins can start reassessments from it.`,
      { link: v.link, label: 'Open the report' },
    ],
  });
}
