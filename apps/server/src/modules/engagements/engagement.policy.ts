import { type Actor, can, managesCompany } from '../../authz/actor.ts';

/** Engagements are logged and changed by those who manage the company and hold `engagements.manage`. */
export function canCreateEngagementIn(actor: Actor, companyId: string): boolean {
  return actor.role !== 'api_user' && can(actor, 'engagements.manage') && managesCompany(actor, companyId);
}

const mayChange = (actor: Actor, e: { companyId: string; status: string }) =>
  canCreateEngagementIn(actor, e.companyId) && e.status !== 'archived';

export const engagementPolicy = {
  create: (actor: Actor, company: { companyId: string }) => canCreateEngagementIn(actor, company.companyId),
  edit: mayChange,
  archive: mayChange,
  /** A preliminary engagement becomes active (the pre-assessment must be approved: a state check, 409). */
  convert: (actor: Actor, e: { companyId: string; status: string }) =>
    canCreateEngagementIn(actor, e.companyId) && e.status === 'preliminary',
};

/** Abilities sent with an engagement. */
export function engagementAbilities(actor: Actor, e: { companyId: string; status: string }): Record<string, boolean> {
  return {
    edit: engagementPolicy.edit(actor, e),
    archive: engagementPolicy.archive(actor, e),
    convert: engagementPolicy.convert(actor, e),
    viewAssessments: true,
  };
}
