import { type Actor, can } from '../../authz/actor.ts';
import { reachesGroup } from '../../authz/group-scope.ts';

type Agency = { mainCompanyId: string };

/**
 * Agencies (between the client and the worker) belong to a client group: read by its people who may
 * see engagements and by the provider staff who reach the group; created, changed and deleted by
 * those who manage the group's engagements. API users: none.
 */
export const agencyPolicy = {
  visible: (actor: Actor, a: Agency) => reachesGroup(actor, a.mainCompanyId),
  view: (actor: Actor, a: Agency) => reachesGroup(actor, a.mainCompanyId),
  /** The lists (scoped to the groups reached) are for everyone who may see engagements. */
  list: (actor: Actor) => can(actor, 'engagements.view'),
  create: (actor: Actor, a: Agency) => reachesGroup(actor, a.mainCompanyId) && can(actor, 'engagements.manage'),
  edit: (actor: Actor, a: Agency) => reachesGroup(actor, a.mainCompanyId) && can(actor, 'engagements.manage'),
  /** Refused (409) while engagements name the agency: a state check in the service. */
  delete: (actor: Actor, a: Agency) => reachesGroup(actor, a.mainCompanyId) && can(actor, 'engagements.manage'),
};

/** Abilities sent with an agency. */
export function agencyAbilities(actor: Actor, a: Agency): Record<string, boolean> {
  return { edit: agencyPolicy.edit(actor, a), delete: agencyPolicy.delete(actor, a) };
}
