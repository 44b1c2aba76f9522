import { type EmailContent, renderEmail } from './layout.ts';

export type TInvitationKind = 'client_user' | 'provider_user' | 'client_admin' | 'existing_account';

interface InvitationVars {
  kind: TInvitationKind;
  /** The invitee's first name when known (invite-client-admin gives it). */
  firstName: string;
  inviterName: string | null;
  /** null for provider staff. */
  companyName: string | null;
  link: string;
  validDays: number;
  /** The client admin of a client awaiting activation gives the company's tax number when registering. */
  asksTaxNumber: boolean;
}

const SUBJECTS: Record<TInvitationKind, (v: InvitationVars) => string> = {
  client_user: (v) => `You are invited to join ${v.companyName ?? 'your company'} on Statera`,
  provider_user: () => 'You are invited to join the Statera team',
  client_admin: (v) => `Set up ${v.companyName ?? 'your company'} on Statera`,
  existing_account: (v) => `You are invited to join ${v.companyName ?? 'a new team'} on Statera`,
};

function intro(v: InvitationVars): string {
  const who = v.inviterName ? `${v.inviterName} has invited you` : 'You have been invited';
  switch (v.kind) {
    case 'provider_user':
      return `${who} to join the Statera team as a provider user.`;
    case 'client_admin':
      return `${who} to administer ${v.companyName} on Statera, the platform for assessing the employment status of the contractors you engage.`;
    case 'existing_account':
      return `${who} to join ${v.companyName ?? 'a new team'} on Statera. You already have a Statera account: confirm with your current password to move it there.`;
    default:
      return `${who} to join ${v.companyName} on Statera, the platform for assessing the employment status of the contractors you engage.`;
  }
}

const ACTIONS: Record<TInvitationKind, string> = {
  client_user: 'Create your account',
  provider_user: 'Create your account',
  client_admin: 'Create your account',
  existing_account: 'Accept the invitation',
};

/** The registration link of an invitation (spec §2 invitation-based registration). */
export function invitationEmail(v: InvitationVars): EmailContent {
  const paragraphs: Parameters<typeof renderEmail>[0]['paragraphs'] = [intro(v)];
  if (v.asksTaxNumber) {
    paragraphs.push(
      "When you create your account you will be asked for the company's Unique Taxpayer Reference (UTR), the 10 digits on HMRC's Corporation Tax letters.",
    );
  }
  paragraphs.push(
    { link: v.link, label: ACTIONS[v.kind] },
    `The link works once and expires in ${v.validDays} days. If it has expired, ask the person who invited you to send a new one.`,
    'If you were not expecting this invitation, you can ignore this email.',
  );
  return renderEmail({
    templateKey: `invitation.${v.kind}`,
    subject: SUBJECTS[v.kind](v),
    greeting: v.firstName ? `Hello ${v.firstName},` : 'Hello,',
    paragraphs,
  });
}
