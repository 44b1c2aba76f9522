import { isCompanyAdminRole, isProviderRole, type TDashboardKind } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';

/**
 * Which dashboard `/` shows (spec §2 dashboards by role): the provider admin's, a provider user's, a
 * client or company admin's, an approver's, a specialist's; a client user gets their appeals or who
 * to ask for work. API users have none (the navigation guard keeps them on the key generator).
 */
export function dashboardKindOf(actor: Actor): TDashboardKind | null {
  if (actor.role === 'api_user') return null;
  if (actor.managedCompanyIds === 'all') return 'provider_admin';
  if (isProviderRole(actor.role)) return 'provider_user';
  if (isCompanyAdminRole(actor.role)) return 'company_admin';
  if (actor.role === 'approver') return 'approver';
  if (actor.role === 'specialist') return 'specialist';
  return 'client_user';
}

export const dashboardPolicy = {
  /** `GET my-dashboard`: everyone with a dashboard. */
  view: (actor: Actor) => dashboardKindOf(actor) !== null,
};
