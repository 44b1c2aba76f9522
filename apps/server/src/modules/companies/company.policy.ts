import type { Actor } from '../../authz/actor.ts';
import { managesCompany } from '../../authz/actor.ts';

interface Subject {
  id: string;
  parentId: string | null;
  status: string;
}

/** Admins and provider staff who manage it, and the company's own people, may see a company. */
export function canViewCompany(actor: Actor, c: Subject): boolean {
  return managesCompany(actor, c.id) || actor.companyId === c.id;
}

/**
 * Abilities sent with a company. The main company's name is locked unless a provider admin edits it;
 * group settings (holding) only by the group admin: the client admin of the top company (spec §6).
 */
export function companyAbilities(actor: Actor, c: Subject): Record<string, boolean> {
  const manages = managesCompany(actor, c.id) && actor.role !== 'api_user';
  const isMain = c.parentId === null;
  return {
    edit: manages && c.status !== 'archived',
    editName: manages && c.status !== 'archived' && (!isMain || actor.role === 'provider_admin'),
    editHolding: isMain && actor.role === 'client_admin' && actor.companyId === c.id,
    viewHolding: isMain && manages,
  };
}
