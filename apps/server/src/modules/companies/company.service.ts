import type {
  TCreateEngagedEntity,
  TDepartmentOptionsQuery,
  TEngagedEntity,
  TOption,
  TUserOption,
} from '@statera/shared';
import { SEAT_ROLES } from '@statera/shared';
import { and, asc, eq, ilike, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { groupCompanyIds, managedCompany } from '../../authz/tenancy.ts';
import type { Db } from '../../db/client.ts';
import { agencies, departments, engagedEntities, engagedIndividuals, users } from '../../db/schema/index.ts';
import { conflict } from '../../lib/app-error.ts';
import { escapeLike } from '../../lib/like.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { presentUserOption } from '../users/user.presenter.ts';

export async function listEngagedEntities(
  db: Db,
  actor: Actor,
  companyId: string,
  query?: string,
): Promise<TEngagedEntity[]> {
  const company = await managedCompany(db, actor, companyId);
  const conds: SQL[] = [eq(engagedEntities.mainCompanyId, company.rootId), eq(engagedEntities.status, 'active')];
  if (query) conds.push(ilike(engagedEntities.name, `%${escapeLike(query)}%`));
  const entities = await db
    .select()
    .from(engagedEntities)
    .where(and(...conds))
    .orderBy(asc(engagedEntities.name))
    .limit(100);
  if (entities.length === 0) return [];
  const individuals = await db
    .select()
    .from(engagedIndividuals)
    .where(
      inArray(
        engagedIndividuals.engagedEntityId,
        entities.map((e) => e.id),
      ),
    )
    .orderBy(asc(engagedIndividuals.name));
  return entities.map((e) => ({
    id: e.id,
    name: e.name,
    number: e.number,
    type: e.type,
    engagedIndividuals: individuals
      .filter((i) => i.engagedEntityId === e.id)
      .map((i) => ({ id: i.id, name: i.name, email: i.email })),
  }));
}

/** Creates an engaged entity with its first engaged individual; names are unique within a client group. */
export async function createEngagedEntity(
  db: Db,
  actor: Actor,
  companyId: string,
  input: TCreateEngagedEntity,
): Promise<TEngagedEntity> {
  const company = await managedCompany(db, actor, companyId);
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: engagedEntities.id })
      .from(engagedEntities)
      .where(and(eq(engagedEntities.mainCompanyId, company.rootId), eq(engagedEntities.name, input.name)));
    if (clash)
      throw conflict('errors.nameMustBeUnique', 'An engaged entity with this name exists.', {
        name: ['errors.nameMustBeUnique'],
      });
    const [entity] = await tx
      .insert(engagedEntities)
      .values({ mainCompanyId: company.rootId, name: input.name, number: input.number || null, type: input.type })
      .returning();
    const [individual] = await tx
      .insert(engagedIndividuals)
      .values({
        engagedEntityId: entity!.id,
        name: input.engagedIndividualName,
        email: input.engagedIndividualEmail ?? null,
      })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'engaged_entity.created',
      entityType: 'engaged_entity',
      entityId: entity!.id,
      companyId: company.rootId,
      after: input,
    });
    return {
      id: entity!.id,
      name: entity!.name,
      number: entity!.number,
      type: entity!.type,
      engagedIndividuals: [{ id: individual!.id, name: individual!.name, email: individual!.email }],
    };
  });
}

/** GET companies/{id}/departments: live departments by name; `initialValue` kept, `excludeIds` left out. */
export async function listDepartments(
  db: Db,
  actor: Actor,
  companyId: string,
  q: TDepartmentOptionsQuery = {},
): Promise<TOption[]> {
  await managedCompany(db, actor, companyId);
  const conds: SQL[] = [eq(departments.companyId, companyId), isNull(departments.deletedAt)];
  if (q.queryString) conds.push(ilike(departments.name, `%${escapeLike(q.queryString)}%`));
  if (q.excludeIds?.length) conds.push(notInArray(departments.id, q.excludeIds));
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(...conds))
    .orderBy(departments.name);
  if (!q.initialValue || rows.some((r) => r.id === q.initialValue)) return rows;
  const [initial] = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.id, q.initialValue), eq(departments.companyId, companyId)));
  return initial ? [initial, ...rows] : rows;
}

export async function listAgencyOptions(db: Db, actor: Actor, companyId: string, query?: string): Promise<TOption[]> {
  const company = await managedCompany(db, actor, companyId);
  const conds: SQL[] = [eq(agencies.mainCompanyId, company.rootId)];
  if (query) conds.push(ilike(agencies.name, `%${escapeLike(query)}%`));
  return db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(and(...conds))
    .orderBy(agencies.name)
    .limit(100);
}

/** Active users of the company's group who may be given the role. */
export async function listUserOptions(
  db: Db,
  actor: Actor,
  companyId: string,
  opts: { role?: 'specialist' | 'approver'; queryString?: string; excludeIds?: string[]; canBeAm?: boolean },
): Promise<TUserOption[]> {
  const company = await managedCompany(db, actor, companyId);
  const conds: SQL[] = [
    inArray(users.companyId, await groupCompanyIds(db, company.rootId)),
    eq(users.status, 'active'),
  ];
  if (opts.role) conds.push(inArray(users.role, [...SEAT_ROLES[opts.role]]));
  if (opts.excludeIds?.length) conds.push(notInArray(users.id, opts.excludeIds));
  // Appeal managers are company people: not provider staff or API users (users.policy canBeAm).
  if (opts.canBeAm) conds.push(notInArray(users.role, ['provider_admin', 'provider_user', 'api_user']));
  if (opts.queryString) {
    const q = `%${escapeLike(opts.queryString)}%`;
    conds.push(or(ilike(users.email, q), ilike(users.firstName, q), ilike(users.lastName, q))!);
  }
  const rows = await db
    .select()
    .from(users)
    .where(and(...conds))
    .orderBy(users.lastName, users.firstName)
    .limit(100);
  return rows.map(presentUserOption);
}

/** Re-exported for the company module's own files; other modules import it from `authz/tenancy.ts`. */
export { managedCompany };
