import { isProviderRole } from '@statera/shared';
import { type Actor, can, managesCompany } from '../../authz/actor.ts';
import { reachesGroup } from '../../authz/group-scope.ts';

/** A client group as the scope rules see it: its top company and whether it is archived. */
export interface GroupSubject {
  companyId: string;
  status: 'awaiting' | 'active' | 'archived';
}

const viewsGroup = (actor: Actor, g: GroupSubject) => actor.role !== 'api_user' && managesCompany(actor, g.companyId);

/**
 * The group's off-payroll scope (its size figures and the decision per tax year): seen by those who
 * manage the whole group — provider staff managing the client, the client admin — and entered or
 * confirmed by the client admin (`holding.update`, like the other group settings) or the provider
 * staff advising the client. Others of the group get 403, another group's people 404.
 */
export const offPayrollPolicy = {
  visible: (actor: Actor, g: GroupSubject) => reachesGroup(actor, g.companyId) || viewsGroup(actor, g),
  view: viewsGroup,
  edit: (actor: Actor, g: GroupSubject) =>
    viewsGroup(actor, g) &&
    g.status !== 'archived' &&
    (can(actor, 'holding.update') || (isProviderRole(actor.role) && can(actor, 'companies.manage'))),
};

/** What the liability rules need of an engagement: its company, status and approver seat. */
export interface LiabilitySubject {
  companyId: string;
  status: string;
  approverId: string;
}

/**
 * An engagement's liability and exposure card: read by those who manage its company and by its
 * approver (as the statement history is); the chain, the SDS receipts and a reasonable-care finding
 * are recorded by those who manage the engagement while it is not archived.
 */
export const engagementLiabilityPolicy = {
  view: (actor: Actor, e: LiabilitySubject) =>
    actor.role !== 'api_user' && (managesCompany(actor, e.companyId) || actor.id === e.approverId),
  // The engagement's own rule (engagementPolicy.edit), restated: the engagements module depends on this one.
  editChain: (actor: Actor, e: LiabilitySubject) =>
    actor.role !== 'api_user' &&
    can(actor, 'engagements.manage') &&
    managesCompany(actor, e.companyId) &&
    e.status !== 'archived',
};

export function liabilityAbilities(actor: Actor, e: LiabilitySubject): Record<string, boolean> {
  const edit = engagementLiabilityPolicy.editChain(actor, e);
  return { editChain: edit, recordReceipt: edit, recordReasonableCare: edit };
}
