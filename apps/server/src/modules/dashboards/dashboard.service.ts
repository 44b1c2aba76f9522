import type { TMyDashboard, TMyDashboardQuery } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { companyAdminDashboard } from './company-admin-dashboard.ts';
import { dashboardKindOf } from './dashboard.policy.ts';
import { dashboardContext } from './dashboard-context.ts';
import { providerAdminDashboard, providerUserDashboard } from './provider-dashboards.ts';
import { approverDashboard, clientUserDashboard, specialistDashboard } from './seat-dashboards.ts';

/**
 * `GET /api/my-dashboard` (spec §7): the signed-in user's dashboard for their role (spec §3), its
 * figures over what they reach, counted on today's UK day and the last 12 months, each linked to its
 * list. `now` is the clock (tests pass their own).
 */
export async function myDashboard(db: Db, actor: Actor, q: TMyDashboardQuery, now = new Date()): Promise<TMyDashboard> {
  authorize(actor, 'dashboard.view');
  const c = dashboardContext(db, actor, now);
  switch (dashboardKindOf(actor)) {
    case 'provider_admin':
      return providerAdminDashboard(c);
    case 'provider_user':
      return providerUserDashboard(c);
    case 'company_admin':
      return companyAdminDashboard(c, q);
    case 'approver':
      return approverDashboard(c);
    case 'specialist':
      return specialistDashboard(c);
    default:
      return clientUserDashboard(c);
  }
}
