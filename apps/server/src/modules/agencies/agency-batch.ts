import { and, eq, or, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';
import { bulkInsert } from '../../lib/bulk-insert.ts';
import { jsonTextList } from '../../lib/json-list.ts';
import { newId } from '../../lib/new-id.ts';
import { recordAudits } from '../audit/audit.service.ts';
import { lockGroupAgencies } from './agency.repository.ts';

/**
 * Agencies for many engagements at once (an import): the group's agencies a batch names, and the
 * new ones written in one insert under the lock POST companies/{id}/agencies takes.
 */
export interface GroupAgency {
  id: string;
  name: string;
  number: string | null;
}

export const lockAgenciesOfGroup = (tx: DbOrTx, mainCompanyId: string) => lockGroupAgencies(tx, mainCompanyId);

/** The group's agencies with one of these ids, or names or numbers (lower case). */
export async function loadGroupAgencies(
  db: DbOrTx,
  mainCompanyId: string,
  names: readonly string[],
  numbers: readonly string[],
  ids: readonly string[] = [],
): Promise<GroupAgency[]> {
  return db
    .select({ id: agencies.id, name: agencies.name, number: agencies.number })
    .from(agencies)
    .where(
      and(
        eq(agencies.mainCompanyId, mainCompanyId),
        or(
          sql`lower(${agencies.name}) in ${jsonTextList(names)}`,
          sql`lower(${agencies.number}) in ${jsonTextList(numbers)}`,
          sql`${agencies.id}::text in ${jsonTextList(ids)}`,
        ),
      ),
    );
}

export interface NewAgency {
  name: string;
  number: string | null;
  email: string | null;
  contactName: string | null;
}

/** Writes new agencies of the group with their audit events; answers their ids in order. */
export async function insertAgencies(
  tx: Tx,
  actor: Actor,
  mainCompanyId: string,
  list: readonly NewAgency[],
): Promise<string[]> {
  if (list.length === 0) return [];
  const rows = list.map((a) => ({ id: newId(), mainCompanyId, ...a }));
  await bulkInsert(tx, agencies, rows);
  await recordAudits(
    tx,
    rows.map((a) => ({
      actorId: actor.id,
      action: 'agency.created' as const,
      entityType: 'agency' as const,
      entityId: a.id,
      companyId: mainCompanyId,
      after: { name: a.name, number: a.number, email: a.email, contactName: a.contactName },
    })),
  );
  return rows.map((a) => a.id);
}
