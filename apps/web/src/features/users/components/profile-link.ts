import type { TUser } from '@statera/shared';

type Viewer = Pick<TUser, 'id' | 'role' | 'companyId'>;
interface Subject {
  id: string;
  /** Deleted people come back as "removed" where a record still names them. */
  status: string;
  companyId: string | null;
}

/**
 * Whether a person's card links to their profile (spec §6). No link to removed people; none for
 * specialists and approvers; none for subsidiary admins looking at another company's people; none
 * for admins and provider staff looking at people without a company (provider staff, API users).
 * The server still answers 404 where the viewer may not look; this only spares a dead link.
 */
export function profileLinkAllowed(viewer: Viewer, subject: Subject): boolean {
  if (subject.status === 'removed') return false;
  if (viewer.id === subject.id) return true;
  if (viewer.role === 'specialist' || viewer.role === 'approver') return false;
  if (viewer.role === 'company_admin' && subject.companyId !== viewer.companyId) return false;
  const adminOrProvider = ['client_admin', 'company_admin', 'provider_admin', 'provider_user'].includes(viewer.role);
  if (adminOrProvider && subject.companyId === null) return false;
  return true;
}
