import type { TEngagedEntityType } from '@statera/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { engagedEntities, engagedIndividuals } from '../../db/schema/index.ts';
import { bulkInsert } from '../../lib/bulk-insert.ts';
import { jsonTextList } from '../../lib/json-list.ts';
import { newId } from '../../lib/new-id.ts';
import { type AnyAuditEntry, recordAudits } from '../audit/audit.service.ts';
import { lockGroupEntities } from './engaged-entity.repository.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `write` on each CHUNK of `rows` in turn. */
async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/**
 * Engaged entities and individuals for many engagements at once (an import): the group's entities
 * a batch names, loaded in one statement, and the new ones written with multi-row inserts under
 * the same group lock and name/number rules as POST companies/{id}/engaged-entities.
 */
export interface GroupEntity {
  id: string;
  name: string;
  number: string | null;
  type: TEngagedEntityType;
  status: 'active' | 'archived';
}

/** Serializes the group's entity writes (the single create takes the same lock). */
export const lockEntitiesOfGroup = (tx: DbOrTx, mainCompanyId: string) => lockGroupEntities(tx, mainCompanyId);

/** The group's entities whose name or number (case-insensitive) is among the given (lower case). */
export async function loadGroupEntities(
  db: DbOrTx,
  mainCompanyId: string,
  names: readonly string[],
  numbers: readonly string[],
): Promise<GroupEntity[]> {
  if (names.length === 0 && numbers.length === 0) return [];
  return db
    .select({
      id: engagedEntities.id,
      name: engagedEntities.name,
      number: engagedEntities.number,
      type: engagedEntities.type,
      status: engagedEntities.status,
    })
    .from(engagedEntities)
    .where(
      and(
        eq(engagedEntities.mainCompanyId, mainCompanyId),
        or(
          sql`lower(${engagedEntities.name}) in ${jsonTextList(names)}`,
          sql`lower(${engagedEntities.number}) in ${jsonTextList(numbers)}`,
        ),
      ),
    );
}

/** The individuals of these entities. */
export async function loadIndividuals(db: DbOrTx, entityIds: readonly string[]) {
  const out: { id: string; engagedEntityId: string; name: string; email: string | null }[] = [];
  for (let i = 0; i < entityIds.length; i += 5_000) {
    out.push(
      ...(await db
        .select({
          id: engagedIndividuals.id,
          engagedEntityId: engagedIndividuals.engagedEntityId,
          name: engagedIndividuals.name,
          email: engagedIndividuals.email,
        })
        .from(engagedIndividuals)
        .where(inArray(engagedIndividuals.engagedEntityId, entityIds.slice(i, i + 5_000)))),
    );
  }
  return out;
}

export interface NewEntity {
  name: string;
  number: string | null;
  type: TEngagedEntityType;
}
export interface NewIndividual {
  /** An existing entity's id, or the index of a new one in `entities`. */
  entity: string | number;
  name: string;
  email: string | null;
}

const CHUNK = 1_000;

/**
 * Writes new entities and individuals (multi-row inserts, in the caller's transaction, under
 * `lockEntitiesOfGroup`) with their audit events; answers their ids in the order given.
 */
export async function insertEntitiesAndIndividuals(
  tx: Tx,
  actor: Actor,
  mainCompanyId: string,
  entities: readonly NewEntity[],
  individuals: readonly NewIndividual[],
): Promise<{ entityIds: string[]; individualIds: string[] }> {
  const entityRows = entities.map((e) => ({ id: newId(), mainCompanyId, ...e }));
  await nextTurn(); // an import's 50,000 rows: other requests get a turn between the steps
  const individualRows = individuals.map((p) => ({
    id: newId(),
    engagedEntityId: typeof p.entity === 'number' ? entityRows[p.entity]!.id : p.entity,
    // The batch's entities, new or found by name, are all of this group.
    mainCompanyId,
    name: p.name,
    email: p.email,
  }));
  await nextTurn();
  await inChunks(entityRows, (chunk) => bulkInsert(tx, engagedEntities, chunk));
  await inChunks(individualRows, (chunk) => bulkInsert(tx, engagedIndividuals, chunk));
  // An entity created with its first individual is one event (as POST engaged-entities records it).
  const firstOf = new Map<string, (typeof individualRows)[number]>();
  individuals.forEach((p, i) => {
    if (typeof p.entity === 'number' && !firstOf.has(individualRows[i]!.engagedEntityId)) {
      firstOf.set(individualRows[i]!.engagedEntityId, individualRows[i]!);
    }
  });
  // The events are made a chunk at a time (an import's 50,000 at once held tens of megabytes).
  const event = (entityId: string, action: AnyAuditEntry['action'], after: Record<string, unknown>) =>
    ({
      actorId: actor.id,
      action,
      entityType: 'engaged_entity',
      entityId,
      companyId: mainCompanyId,
      after,
    }) as AnyAuditEntry;
  await inChunks(entityRows, (chunk) =>
    recordAudits(
      tx,
      chunk.map((e) =>
        event(e.id, 'engaged_entity.created', {
          name: e.name,
          number: e.number,
          type: e.type,
          engagedIndividualName: firstOf.get(e.id)?.name ?? null,
          engagedIndividualEmail: firstOf.get(e.id)?.email ?? null,
        }),
      ),
    ),
  );
  const added = individualRows.filter((p) => firstOf.get(p.engagedEntityId) !== p);
  await inChunks(added, (chunk) =>
    recordAudits(
      tx,
      chunk.map((p) =>
        event(p.engagedEntityId, 'engaged_entity.individual_added', {
          individualId: p.id,
          name: p.name,
          email: p.email,
        }),
      ),
    ),
  );
  return { entityIds: entityRows.map((e) => e.id), individualIds: individualRows.map((p) => p.id) };
}
