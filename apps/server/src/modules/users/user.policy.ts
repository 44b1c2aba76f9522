import type { Actor } from '../../authz/actor.ts';
import { managesCompany } from '../../authz/actor.ts';

/** May the actor see this user's profile? Themselves, provider admins, and admins of the user's company. */
export function canViewUser(actor: Actor, user: { id: string; companyId: string | null }): boolean {
  if (actor.id === user.id || actor.role === 'provider_admin') return true;
  return user.companyId !== null && managesCompany(actor, user.companyId);
}

/** What the signed-in user may do across the app; the web builds its navigation from these. */
export function userAbilities(actor: Actor): Record<string, boolean> {
  const manages = actor.managedCompanyIds === 'all' || actor.managedCompanyIds.length > 0;
  const worksOnEngagements = manages || actor.role === 'approver' || actor.role === 'specialist';
  return {
    createEngagement: manages && actor.role !== 'api_user',
    viewEngagements: worksOnEngagements,
    viewDocumentation: true,
    generateApiKey: actor.role === 'api_user',
  };
}
