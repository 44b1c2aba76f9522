import { type Actor, can, managesCompany } from '../../authz/actor.ts';

/** The company whose appeal roles are set up (one lead appeal manager per company). */
export interface AppealCompany {
  id: string;
  parentId: string | null;
}

/** Those who manage the company, and its own people, know it exists (others get 404). */
export function canSeeAppealCompany(actor: Actor, c: Pick<AppealCompany, 'id'>): boolean {
  if (actor.role === 'api_user') return false;
  return managesCompany(actor, c.id) || actor.companyId === c.id;
}

/**
 * Set up a company's appeal roles (add and remove appeal managers, name the lead): its managers who
 * hold `appeal_managers.manage` (provider staff, the client admin), and the company's own lead
 * appeal manager (spec §6: the lead sets up appeal managers).
 */
export function mayManageAppealRoles(actor: Actor, c: Pick<AppealCompany, 'id'>): boolean {
  if (!can(actor, 'appeal_managers.manage')) return false;
  if (managesCompany(actor, c.id)) return true;
  return actor.amRole === 'lead_appeal_manager' && actor.companyId === c.id;
}

/** Every rule about appeal management, for `authorize` and the abilities sent with the settings. */
export const appealManagementPolicy = {
  visible: canSeeAppealCompany,
  manage: mayManageAppealRoles,
};
