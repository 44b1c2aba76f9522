import { ERROR_KEYS, type TCsvEntity } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { type CompanyRef, managedCompany } from '../../authz/tenancy.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, conflict, invalid } from '../../lib/app-error.ts';
import { IMPORT_ABILITY } from './csv-import.policy.ts';

/**
 * Where an import's records go, checked as the single create checks it: the ability (403), the
 * company the actor manages (404 otherwise, another tenant's too), its state (409). Run by the
 * parse call, the process call and again by the job (rights and companies change in between).
 */
export async function importTarget(
  db: DbOrTx,
  actor: Actor,
  entity: TCsvEntity,
  ids: { companyId?: string | undefined; parentId?: string | undefined },
): Promise<CompanyRef | null> {
  authorize(actor, IMPORT_ABILITY[entity]);
  if (entity === 'clients') return null;
  const id = entity === 'subsidiaries' ? ids.parentId : ids.companyId;
  const field = entity === 'subsidiaries' ? 'parentId' : 'companyId';
  if (!id) throw invalid(field, 'errors.required', `Choose the company to import into (${field}).`);
  const company = await managedCompany(db, actor, id);
  if (entity === 'subsidiaries' && company.parentId !== null) {
    throw new AppError(400, ERROR_KEYS.validation, 'A subsidiary cannot have subsidiaries.', {
      parentId: ['errors.invalidOption'],
    });
  }
  if (entity === 'users' ? company.status === 'archived' : company.status !== 'active') {
    throw conflict(ERROR_KEYS.companyNotActive, 'The company is not active, so nothing can be imported into it yet.');
  }
  return company;
}
