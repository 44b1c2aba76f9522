import { type Actor, can, managesCompany } from '../../authz/actor.ts';
import { featurePolicy } from '../features/feature.policy.ts';
import { webhookPolicy } from '../webhooks/webhook.policy.ts';

export interface CompanySubject {
  id: string;
  parentId: string | null;
  status: 'awaiting' | 'active' | 'archived';
}

/** API users reach only the API-key generator and the documentation (spec §6). */
const reachesCompanies = (actor: Actor) => actor.role !== 'api_user';

const manages = (actor: Actor, c: Pick<CompanySubject, 'id'>) =>
  actor.role !== 'api_user' && managesCompany(actor, c.id);

/** Admins and provider staff who manage it, and the company's own people, may see a company (not API users). */
export function canViewCompany(actor: Actor, c: Pick<CompanySubject, 'id'>): boolean {
  if (actor.role === 'api_user') return false;
  return managesCompany(actor, c.id) || actor.companyId === c.id;
}

/** Edit details: those who manage a live company and hold `companies.manage`. */
const mayEdit = (actor: Actor, c: CompanySubject) =>
  manages(actor, c) && c.status !== 'archived' && can(actor, 'companies.manage');

/**
 * Archive, restore and delete: a client (top company) only by a provider admin (`clients.manage`);
 * a subsidiary also by the provider user who manages the client and by the group's client admin
 * (`subsidiaries.manage`).
 */
export function mayChangeLifecycle(actor: Actor, c: CompanySubject): boolean {
  if (c.parentId === null) return can(actor, 'clients.manage');
  return manages(actor, c) && can(actor, 'subsidiaries.manage');
}

/** Group settings: only the group admin (client admin of the top company); provider staff view them. */
export function mayEditHolding(actor: Actor, c: CompanySubject): boolean {
  if (c.parentId !== null || c.status === 'archived') return false;
  return can(actor, 'holding.update') && actor.companyId === c.id;
}

/**
 * The company report (a workbook of the company's engagements, a client's with its subsidiaries'):
 * those who manage the company — provider admins, the provider user managing the client, the
 * client admin for the group, a company admin for their subsidiary — while they hold
 * `statistics.view` (a group that blocks its statistics blocks the report too).
 */
export function mayUseReport(actor: Actor, c: Pick<CompanySubject, 'id'>): boolean {
  return manages(actor, c) && can(actor, 'statistics.view');
}

/** Every rule about a company, for `authorize` and for the abilities sent with it. */
export const companyPolicy = {
  visible: canViewCompany,
  /** Company records at all: everyone but API users (spec §6). */
  reach: reachesCompanies,
  edit: mayEdit,
  /** The main company's name is locked unless a provider admin edits it (spec §5). */
  editName: (actor: Actor, c: CompanySubject) =>
    mayEdit(actor, c) && (c.parentId !== null || can(actor, 'clients.manage')),
  changeLifecycle: mayChangeLifecycle,
  manageDepartments: (actor: Actor, c: CompanySubject) => mayEdit(actor, c) && can(actor, 'departments.manage'),
  addSubsidiary: (actor: Actor, c: CompanySubject) =>
    c.parentId === null && c.status === 'active' && mayEdit(actor, c) && can(actor, 'subsidiaries.manage'),
  changeManager: (actor: Actor, c: CompanySubject) => c.parentId === null && can(actor, 'clients.manage'),
  editHolding: mayEditHolding,
  viewHolding: (actor: Actor, c: CompanySubject) => c.parentId === null && manages(actor, c),
  report: mayUseReport,
};

/**
 * Abilities sent with a company; nothing but restore and delete applies to an archived company.
 */
export function companyAbilities(actor: Actor, c: CompanySubject): Record<string, boolean> {
  const lifecycle = mayChangeLifecycle(actor, c);
  const live = c.status !== 'archived';
  return {
    edit: companyPolicy.edit(actor, c),
    editName: companyPolicy.editName(actor, c),
    archive: lifecycle && live,
    restore: lifecycle && !live,
    delete: lifecycle,
    manageDepartments: companyPolicy.manageDepartments(actor, c),
    addSubsidiary: companyPolicy.addSubsidiary(actor, c),
    changeManager: companyPolicy.changeManager(actor, c),
    editHolding: mayEditHolding(actor, c),
    viewHolding: companyPolicy.viewHolding(actor, c),
    /** Activate and change the client's feature subscriptions (features belong to the top company). */
    manageFeatures: c.parentId === null && featurePolicy.manage(actor, c),
    /** Ask for, download and remove the company report. */
    report: mayUseReport(actor, c),
    /** Register and manage the group's webhook endpoints (the settings' webhooks tab). */
    manageWebhooks: c.parentId === null && webhookPolicy.manage(actor, c),
  };
}
