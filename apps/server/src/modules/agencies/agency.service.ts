import {
  ERROR_KEYS,
  type TAgency,
  type TAgencyListQuery,
  type TAgencyPage,
  type TCreateAgency,
  type TMyAgenciesQuery,
  type TOption,
  type TRelatedEngagementPage,
  type TRelatedEngagementQuery,
  type TUpdateAgency,
  type TUpdateEmail,
  type TUpdateEmailResult,
} from '@statera/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { groupScope } from '../../authz/group-scope.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { agencies, companies } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { groupOfCompany } from '../engaged-entities/engaged-entity.service.ts';
import { engagementsOf } from '../engaged-entities/related-lists.service.ts';
import { updateAddressAndResend } from '../mail/resend-latest.ts';
import { presentAgency, presentAgencyListItem } from './agency.presenter.ts';
import {
  agencyOptions,
  agencyReached,
  engagementIdsOfAgency,
  findAgency,
  findAgencyClash,
  listAgencies,
  lockAgency,
  lockGroupAgencies,
} from './agency.repository.ts';

/** 409 when the group has an agency with this name or number (spec §8 "name or number must be unique"). */
async function refuseClash(
  tx: DbOrTx,
  mainCompanyId: string,
  v: { name: string; number?: string | null },
  exceptId?: string,
) {
  const clashes = await findAgencyClash(tx, mainCompanyId, v, exceptId);
  if (clashes.some((c) => c.name.toLowerCase() === v.name.toLowerCase()))
    throw conflict(ERROR_KEYS.nameMustBeUnique, 'An agency with this name exists.', {
      name: [ERROR_KEYS.nameMustBeUnique],
    });
  if (clashes.length > 0)
    throw conflict(ERROR_KEYS.numberMustBeUnique, 'An agency with this number exists.', {
      number: [ERROR_KEYS.numberMustBeUnique],
    });
}

/** GET agencies/{id}: the agency with its engagement counts (404 outside the actor's groups). */
export async function getAgency(db: DbOrTx, actor: Actor, id: string): Promise<TAgency> {
  const row = await findAgency(db, actor, id);
  if (!row) throw notFound('Agency');
  return presentAgency(row, actor);
}

/** GET companies/{id}/agencies: the agencies of the company's group, paged. */
export async function listCompanyAgencies(
  db: DbOrTx,
  actor: Actor,
  companyId: string,
  q: TAgencyListQuery,
): Promise<TAgencyPage> {
  const group = await groupOfCompany(db, actor, companyId);
  const { rows, total } = await listAgencies(db, eq(agencies.mainCompanyId, group.mainCompanyId), q);
  return { data: rows.map(presentAgencyListItem), total, page: q.page, rows: q.rows };
}

/** GET my-agencies: the agencies of every group the actor reaches; `companyIds` narrows to their groups. */
export async function listMyAgencies(db: DbOrTx, actor: Actor, q: TMyAgenciesQuery): Promise<TAgencyPage> {
  authorize(actor, 'agency.list');
  const where = and(
    groupScope(actor, agencies.mainCompanyId),
    q.companyIds?.length
      ? inArray(
          agencies.mainCompanyId,
          db
            .select({ id: sql<string>`coalesce(${companies.parentId}, ${companies.id})` })
            .from(companies)
            .where(inArray(companies.id, q.companyIds)),
        )
      : undefined,
  )!;
  const { rows, total } = await listAgencies(db, where, q);
  return { data: rows.map(presentAgencyListItem), total, page: q.page, rows: q.rows };
}

/** GET companies/{id}/agencies-select-options: the group's agencies by name for a picker. */
export async function listAgencyOptions(
  db: DbOrTx,
  actor: Actor,
  companyId: string,
  q: { queryString?: string; initialValue?: string },
): Promise<TOption[]> {
  const group = await groupOfCompany(db, actor, companyId);
  return agencyOptions(db, group.mainCompanyId, q.queryString, q.initialValue);
}

/**
 * POST companies/{id}/agencies: an agency of the company's group. Name and number are unique in the
 * group (409; race-safe). A contact name or an email is required (validated by the shared schema).
 */
export async function createAgency(db: Db, actor: Actor, companyId: string, input: TCreateAgency): Promise<string> {
  const group = await groupOfCompany(db, actor, companyId);
  authorize(actor, 'agency.create', group);
  return db.transaction(async (tx) => {
    await lockGroupAgencies(tx, group.mainCompanyId);
    await refuseClash(tx, group.mainCompanyId, input);
    const values = {
      name: input.name,
      number: input.number || null,
      email: input.email ?? null,
      contactName: input.contactName || null,
    };
    const [row] = await tx
      .insert(agencies)
      .values({ mainCompanyId: group.mainCompanyId, ...values })
      .returning({ id: agencies.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'agency.created',
      entityType: 'agency',
      entityId: row!.id,
      companyId: group.mainCompanyId,
      after: values,
    });
    return row!.id;
  });
}

async function agencyFor(tx: DbOrTx, actor: Actor, id: string, ability: 'agency.edit' | 'agency.delete') {
  const agency = await lockAgency(tx, actor, id);
  if (!agency) throw notFound('Agency');
  authorize(actor, ability, agency);
  return agency;
}

/** PUT agencies/{id}: name, number, email, contact (unique and a person required, as on creation). */
export async function updateAgency(db: Db, actor: Actor, id: string, input: TUpdateAgency) {
  await db.transaction(async (tx) => {
    const agency = await agencyFor(tx, actor, id, 'agency.edit');
    await lockGroupAgencies(tx, agency.mainCompanyId);
    await refuseClash(tx, agency.mainCompanyId, input, id);
    const after = {
      name: input.name,
      number: input.number || null,
      email: input.email ?? null,
      contactName: input.contactName || null,
    };
    await tx
      .update(agencies)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(agencies.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'agency.updated',
      entityType: 'agency',
      entityId: id,
      companyId: agency.mainCompanyId,
      before: { name: agency.name, number: agency.number, email: agency.email, contactName: agency.contactName },
      after,
    });
  });
}

/** DELETE agencies/{id}: only an agency no engagement names (409 errors.hasEngagements otherwise). */
export async function deleteAgency(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const agency = await agencyFor(tx, actor, id, 'agency.delete');
    if ((await engagementIdsOfAgency(tx, id)).length > 0)
      throw conflict(ERROR_KEYS.hasEngagements, 'Engagements name this agency: it cannot be deleted.');
    await tx.delete(agencies).where(eq(agencies.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'agency.deleted',
      entityType: 'agency',
      entityId: id,
      companyId: agency.mainCompanyId,
      before: { name: agency.name, number: agency.number, email: agency.email },
    });
  });
}

/**
 * PUT agencies/{id}/update-email: the agency's new address; with `resend`, the newest email sent to
 * the old address about its engagements (only `engagementId`'s when given: it must name the agency,
 * else 422) is queued again to the new one.
 */
export async function updateAgencyEmail(
  db: Db,
  actor: Actor,
  id: string,
  input: TUpdateEmail,
): Promise<TUpdateEmailResult> {
  return db.transaction(async (tx) => {
    const agency = await agencyFor(tx, actor, id, 'agency.edit');
    const resentEmailId = await updateAddressAndResend(tx, {
      oldEmail: agency.email,
      newEmail: input.email,
      resend: input.resend,
      engagementIds: await engagementIdsOfAgency(tx, id),
      engagementId: input.engagementId,
      notRelated: 'The engagement does not name this agency.',
      changedById: actor.id,
      save: () => tx.update(agencies).set({ email: input.email, updatedAt: new Date() }).where(eq(agencies.id, id)),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'agency.email_changed',
      entityType: 'agency',
      entityId: id,
      companyId: agency.mainCompanyId,
      before: { email: agency.email },
      after: { email: input.email, resentEmailId },
    });
    return { email: input.email, resentEmailId };
  });
}

/** GET agencies/{id}/engagements: the agency's engagements the actor may see, with every §7 filter. */
export async function listAgencyEngagements(
  db: DbOrTx,
  actor: Actor,
  id: string,
  q: TRelatedEngagementQuery,
): Promise<TRelatedEngagementPage> {
  if (!(await agencyReached(db, actor, id))) throw notFound('Agency');
  return engagementsOf(db, actor, { agencyId: id }, q);
}
