import type {
  TEngagedEntity,
  TEngagedEntityOptionsQuery,
  TEngagedIndividualOption,
  TEngagedIndividualOptionsQuery,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { groupCompanyIds } from '../../authz/tenancy.ts';
import type { DbOrTx } from '../../db/client.ts';
import { engagedEntityOptions, engagedIndividualOptions, engagedIndividualRoles } from './engaged-entity.repository.ts';
import { groupOfCompany } from './engaged-entity.service.ts';

/** GET companies/{id}/engaged-entities: the group's active entities (with their individuals) for a picker. */
export async function listEngagedEntityOptions(
  db: DbOrTx,
  actor: Actor,
  companyId: string,
  q: TEngagedEntityOptionsQuery,
): Promise<TEngagedEntity[]> {
  const group = await groupOfCompany(db, actor, companyId);
  return engagedEntityOptions(db, group.mainCompanyId, q);
}

/** GET companies/{id}/engaged-individuals: the individuals of the group's active entities. */
export async function listEngagedIndividualOptions(
  db: DbOrTx,
  actor: Actor,
  companyId: string,
  q: TEngagedIndividualOptionsQuery,
): Promise<TEngagedIndividualOption[]> {
  const group = await groupOfCompany(db, actor, companyId);
  return engagedIndividualOptions(db, group.mainCompanyId, q);
}

/** GET companies/{id}/engaged-individual-roles: roles used on the group's engagements, to suggest. */
export async function listEngagedIndividualRoles(db: DbOrTx, actor: Actor, companyId: string): Promise<string[]> {
  const group = await groupOfCompany(db, actor, companyId);
  return engagedIndividualRoles(db, await groupCompanyIds(db, group.mainCompanyId));
}
