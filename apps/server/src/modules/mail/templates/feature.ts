import { type EmailContent, renderEmail } from './layout.ts';

/** How a feature is named in emails. */
export const FEATURE_TITLES: Record<string, string> = {
  appeal_process: 'Appeal process',
  archive_user: 'User archiving',
  test: 'Test engagements',
  change_avatar: 'Avatar changes',
  update_holding: 'Group settings',
  update_user: 'User updates',
};

interface FeatureMailVars {
  firstName: string;
  companyName: string;
  feature: string;
  /** DD.MM.YYYY */
  dateEnd: string;
}

const title = (feature: string) => FEATURE_TITLES[feature] ?? feature;

/** To the client admin 30 days before a subscription without auto renewal ends. */
export function featureExpiringEmail(v: FeatureMailVars): EmailContent {
  return renderEmail({
    templateKey: 'feature.expiring',
    subject: `${title(v.feature)} ends on ${v.dateEnd}`,
    greeting: `Hello ${v.firstName},`,
    paragraphs: [
      `The ${title(v.feature)} subscription of ${v.companyName} ends on ${v.dateEnd} and will not renew by itself.`,
      'To keep using it, ask your Statera account manager to extend the subscription before then.',
    ],
  });
}

/** To the client admin when a subscription has ended: the actions it gates now refuse. */
export function featureEndedEmail(v: FeatureMailVars): EmailContent {
  return renderEmail({
    templateKey: 'feature.ended',
    subject: `${title(v.feature)} has ended`,
    greeting: `Hello ${v.firstName},`,
    paragraphs: [
      `The ${title(v.feature)} subscription of ${v.companyName} ended on ${v.dateEnd}.`,
      'The actions it provides are no longer available. Ask your Statera account manager to activate it again.',
    ],
  });
}
