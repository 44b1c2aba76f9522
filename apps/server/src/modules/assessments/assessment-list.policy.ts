import { type Actor, can, managesCompany } from '../../authz/actor.ts';

interface ListOwner {
  id: string;
  companyId: string | null;
}

/** The assessment list of a person (GET /users/{userId}/assessments). */
export const assessmentListPolicy = {
  /** One's own list, or that of a person of a company one manages; anyone else's is not found. */
  visible: (actor: Actor, owner: ListOwner): boolean =>
    actor.id === owner.id || (owner.companyId !== null && managesCompany(actor, owner.companyId)),
  /** Lists are for those who see engagements (not API users). */
  list: (actor: Actor, _owner: ListOwner): boolean => can(actor, 'engagements.view'),
};
