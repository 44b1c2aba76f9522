import {
  ERROR_KEYS,
  type TCreateEngagedEntity,
  type TEngagedEntity,
  type TEngagedEntityDetail,
  type TEngagedEntityListQuery,
  type TEngagedEntityPage,
  type TUpdateEngagedEntity,
} from '@statera/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Actor, loadActor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { groupScope } from '../../authz/group-scope.ts';
import { findVisiblePerson } from '../../authz/tenancy.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, engagedEntities, engagedIndividuals } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { presentEngagedEntity, presentEngagedEntityListItem } from './engaged-entity.presenter.ts';
import {
  countEngagementsOfEntity,
  findClash,
  findEngagedEntity,
  listEngagedEntities,
  lockEngagedEntity,
  lockGroupEntities,
} from './engaged-entity.repository.ts';

/**
 * The client group of a live company, if the actor reaches that group (else 404: another tenant's
 * company is not found). Shared by the company-scoped calls of engaged entities and agencies.
 */
export async function groupOfCompany(db: DbOrTx, actor: Actor, companyId: string): Promise<{ mainCompanyId: string }> {
  const [c] = await db
    .select({ id: companies.id, parentId: companies.parentId })
    .from(companies)
    .where(
      and(
        eq(companies.id, companyId),
        isNull(companies.deletedAt),
        groupScope(actor, sql`coalesce(${companies.parentId}, ${companies.id})`),
      ),
    );
  if (!c) throw notFound('Company');
  const group = { mainCompanyId: c.parentId ?? c.id };
  authorize(actor, 'engagedEntity.view', group);
  return group;
}

/**
 * 409 when the group has an entity with this name or number: an archived one with the same name
 * says to restore it (spec §8 archived name clash). Names and numbers compare case-insensitively.
 */
async function refuseClash(
  tx: DbOrTx,
  mainCompanyId: string,
  v: { name: string; number?: string | null },
  exceptId?: string,
) {
  const clashes = await findClash(tx, mainCompanyId, v, exceptId);
  const byName = clashes.find((c) => c.name.toLowerCase() === v.name.toLowerCase());
  if (byName?.status === 'archived')
    throw conflict(
      ERROR_KEYS.archivedNameClash,
      'An archived engaged entity has this name: restore it instead of creating a new one.',
      { name: [ERROR_KEYS.archivedNameClash] },
    );
  if (byName)
    throw conflict(ERROR_KEYS.nameMustBeUnique, 'An engaged entity with this name exists.', {
      name: [ERROR_KEYS.nameMustBeUnique],
    });
  if (clashes.length > 0)
    throw conflict(ERROR_KEYS.numberMustBeUnique, 'An engaged entity with this number exists.', {
      number: [ERROR_KEYS.numberMustBeUnique],
    });
}

/** GET engaged-entities/{id}: the entity with its individuals and counts; 404 outside the actor's groups. */
export async function getEngagedEntity(db: DbOrTx, actor: Actor, id: string): Promise<TEngagedEntityDetail> {
  const row = await findEngagedEntity(db, actor, id);
  if (!row) throw notFound('Engaged entity');
  return presentEngagedEntity(row, actor);
}

/**
 * GET users/{userId}/engaged-entities: the entities of the groups that user works in or manages,
 * as far as the actor reaches too (the actor's own list, or a person the actor may see).
 */
export async function listUserEngagedEntities(
  db: DbOrTx,
  actor: Actor,
  userId: string,
  q: TEngagedEntityListQuery,
): Promise<TEngagedEntityPage> {
  authorize(actor, 'engagedEntity.list');
  let owner = actor;
  if (userId !== actor.id) {
    const user = await findVisiblePerson(db, actor, userId);
    const loaded = user ? await loadActor(db, userId) : null;
    if (!loaded) throw notFound('User');
    owner = loaded;
  }
  // The actor's and the owner's groups, and the one client asked for (its group), on any group column.
  const groupsOn = (column: PgColumn) =>
    and(
      groupScope(actor, column),
      groupScope(owner, column),
      q.clientId
        ? eq(
            column,
            sql`(select coalesce(${companies.parentId}, ${companies.id}) from ${companies} where ${companies.id} = ${q.clientId})`,
          )
        : undefined,
    )!;
  const { rows, total } = await listEngagedEntities(db, groupsOn, q);
  return { data: rows.map(presentEngagedEntityListItem), total, page: q.page, rows: q.rows };
}

/**
 * POST companies/{id}/engaged-entities: an entity of the company's group with its first engaged
 * individual, in one transaction. Name and number are unique in the group (409, race-safe: the
 * group's entity writes are serialized and the name has a unique index).
 */
export async function createEngagedEntity(
  db: Db,
  actor: Actor,
  companyId: string,
  input: TCreateEngagedEntity,
): Promise<TEngagedEntity> {
  const group = await groupOfCompany(db, actor, companyId);
  authorize(actor, 'engagedEntity.create', group);
  return db.transaction(async (tx) => {
    await lockGroupEntities(tx, group.mainCompanyId);
    await refuseClash(tx, group.mainCompanyId, input);
    const [entity] = await tx
      .insert(engagedEntities)
      .values({ mainCompanyId: group.mainCompanyId, name: input.name, number: input.number || null, type: input.type })
      .returning();
    const [individual] = await tx
      .insert(engagedIndividuals)
      .values({
        engagedEntityId: entity!.id,
        mainCompanyId: group.mainCompanyId,
        name: input.engagedIndividualName,
        email: input.engagedIndividualEmail ?? null,
      })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'engaged_entity.created',
      entityType: 'engaged_entity',
      entityId: entity!.id,
      companyId: group.mainCompanyId,
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

/** Locks the entity for a change and asks the policy (404 outside the groups, 403 when refused). */
async function entityFor(
  tx: DbOrTx,
  actor: Actor,
  id: string,
  ability: 'engagedEntity.edit' | 'engagedEntity.archive' | 'engagedEntity.restore' | 'engagedEntity.delete',
) {
  const entity = await lockEngagedEntity(tx, actor, id);
  if (!entity) throw notFound('Engaged entity');
  authorize(actor, ability, entity);
  return entity;
}

/**
 * PUT engaged-entities/{id}: name, number and type (unique as on creation). For a sole trader,
 * `engagedIndividualId` names the individual who is the trader: that individual takes the name.
 */
export async function updateEngagedEntity(db: Db, actor: Actor, id: string, input: TUpdateEngagedEntity) {
  await db.transaction(async (tx) => {
    const entity = await entityFor(tx, actor, id, 'engagedEntity.edit');
    await lockGroupEntities(tx, entity.mainCompanyId);
    await refuseClash(tx, entity.mainCompanyId, input, entity.id);
    let individualId: string | null = null;
    if (input.engagedIndividualId) {
      const [individual] = await tx
        .select({ id: engagedIndividuals.id })
        .from(engagedIndividuals)
        .where(and(eq(engagedIndividuals.id, input.engagedIndividualId), eq(engagedIndividuals.engagedEntityId, id)));
      if (!individual) throw notFound('Engaged individual');
      individualId = individual.id;
    }
    const after = { name: input.name, number: input.number || null, type: input.type };
    await tx
      .update(engagedEntities)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(engagedEntities.id, id));
    if (individualId && input.type === 'sole_trader')
      await tx.update(engagedIndividuals).set({ name: input.name }).where(eq(engagedIndividuals.id, individualId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'engaged_entity.updated',
      entityType: 'engaged_entity',
      entityId: id,
      companyId: entity.mainCompanyId,
      before: { name: entity.name, number: entity.number, type: entity.type },
      after,
    });
  });
}

/** PUT engaged-entities/{id}/archive: it stays with its engagements but is offered nowhere (409 if archived). */
export async function archiveEngagedEntity(db: Db, actor: Actor, id: string) {
  await setStatus(db, actor, id, 'archived');
}

/** PUT engaged-entities/{id}/restore: offered again (409 unless archived). */
export async function restoreEngagedEntity(db: Db, actor: Actor, id: string) {
  await setStatus(db, actor, id, 'active');
}

async function setStatus(db: Db, actor: Actor, id: string, status: 'active' | 'archived') {
  await db.transaction(async (tx) => {
    const entity = await entityFor(
      tx,
      actor,
      id,
      status === 'archived' ? 'engagedEntity.archive' : 'engagedEntity.restore',
    );
    if (entity.status === status)
      throw conflict(ERROR_KEYS.invalidTransition, `The engaged entity is already ${status}.`);
    const now = new Date();
    await tx
      .update(engagedEntities)
      .set({ status, archivedAt: status === 'archived' ? now : null, updatedAt: now })
      .where(eq(engagedEntities.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: status === 'archived' ? 'engaged_entity.archived' : 'engaged_entity.restored',
      entityType: 'engaged_entity',
      entityId: id,
      companyId: entity.mainCompanyId,
      before: { status: entity.status },
      after: { status },
    });
  });
}

/** DELETE engaged-entities/{id}: only an entity no engagement names (409 otherwise: archive it). */
export async function deleteEngagedEntity(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const entity = await entityFor(tx, actor, id, 'engagedEntity.delete');
    if ((await countEngagementsOfEntity(tx, id)) > 0)
      throw conflict(ERROR_KEYS.hasEngagements, 'The engaged entity has engagements: archive it instead.');
    await tx.delete(engagedEntities).where(eq(engagedEntities.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'engaged_entity.deleted',
      entityType: 'engaged_entity',
      entityId: id,
      companyId: entity.mainCompanyId,
      before: { name: entity.name, number: entity.number, type: entity.type },
    });
  });
}
