import type { TUserRole, TUserStatus } from '@statera/shared';

/** English names of the roles, as exports show them (the web app translates its own). */
export const ROLE_LABELS: Record<TUserRole, string> = {
  provider_admin: 'Provider admin',
  provider_user: 'Provider user',
  client_admin: 'Client admin',
  company_admin: 'Company admin',
  client_user: 'Client user',
  approver: 'Approver',
  specialist: 'Specialist',
  api_user: 'API user',
};

export const USER_STATUS_LABELS: Record<TUserStatus, string> = {
  awaiting_invitation: 'Awaiting invitation',
  invited: 'Invited',
  active: 'Active',
  archived: 'Archived',
};

/** A stored key as words: `banking_and_financial_services` → `Banking and financial services`. */
export function humanize(key: string | null | undefined): string | null {
  if (!key) return null;
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
