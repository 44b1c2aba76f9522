import { type Actor, can } from '../../authz/actor.ts';
import { reachesGroup } from '../../authz/group-scope.ts';

type Entity = { mainCompanyId: string; status: 'active' | 'archived' };

/** Those who log engagements for the group manage its engaged entities (client/company admins, provider staff). */
const manages = (actor: Actor, e: { mainCompanyId: string }) =>
  reachesGroup(actor, e.mainCompanyId) && can(actor, 'engagements.manage');

/**
 * Engaged entities (the worker's own company, LLP or sole trader) and their individuals belong to
 * a client group. Everyone of the group who may see engagements reads them (the specialist and
 * approver meet them on their engagements); provider staff read those of the groups they reach;
 * API users none. Changing them is for those who manage the group's engagements.
 */
export const engagedEntityPolicy = {
  /** Another group's entity, or one an API user asks about, is "not found". */
  visible: (actor: Actor, e: { mainCompanyId: string }) => reachesGroup(actor, e.mainCompanyId),
  view: (actor: Actor, e: { mainCompanyId: string }) => reachesGroup(actor, e.mainCompanyId),
  /** The lists (scoped to the groups reached) are for everyone who may see engagements. */
  list: (actor: Actor) => can(actor, 'engagements.view'),
  create: manages,
  /** An archived entity is restored before it is changed. */
  edit: (actor: Actor, e: Entity) => manages(actor, e) && e.status === 'active',
  archive: (actor: Actor, e: Entity) => manages(actor, e),
  restore: (actor: Actor, e: Entity) => manages(actor, e),
  /** Deleting is refused (409) while the entity has engagements: a state check in the service. */
  delete: (actor: Actor, e: Entity) => manages(actor, e),
  addIndividual: (actor: Actor, e: Entity) => manages(actor, e) && e.status === 'active',
  editIndividual: (actor: Actor, e: Entity) => manages(actor, e) && e.status === 'active',
};

/** Abilities sent with an engaged entity (and with its individuals). */
export function engagedEntityAbilities(actor: Actor, e: Entity): Record<string, boolean> {
  return {
    edit: engagedEntityPolicy.edit(actor, e),
    archive: engagedEntityPolicy.archive(actor, e) && e.status === 'active',
    restore: engagedEntityPolicy.restore(actor, e) && e.status === 'archived',
    delete: engagedEntityPolicy.delete(actor, e),
    addIndividual: engagedEntityPolicy.addIndividual(actor, e),
    editIndividual: engagedEntityPolicy.editIndividual(actor, e),
  };
}
