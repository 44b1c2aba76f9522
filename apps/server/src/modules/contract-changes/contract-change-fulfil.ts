import {
  ERROR_KEYS,
  isMaterialChange,
  type TContractChangesFulfilled,
  type TContractChangeValues,
  type TFulfilContractChanges,
  type TMarkContractChangesSeen,
  type TUpdateReport,
} from '@statera/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, Tx } from '../../db/client.ts';
import { contractChanges, engagements } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { startReassessment } from '../assessments/reassessment.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  type ChangeEngagement,
  changesByIds,
  currentApprovedAssessment,
  lockChanges,
} from './contract-change.repository.ts';
import { changeEngagement, checkChanges, presentChanges } from './contract-change.service.ts';
import { emailChangesFulfilled } from './contract-change-emails.ts';

/** The engagement columns each change field writes. */
function engagementValues(changes: TContractChangeValues) {
  const v: Partial<typeof engagements.$inferInsert> = {};
  if (changes.contractStart !== undefined) v.contractStart = changes.contractStart;
  if (changes.contractEnd !== undefined) v.contractEnd = changes.contractEnd;
  if (changes.contractValue !== undefined) v.contractValuePence = Math.round(changes.contractValue * 100);
  if (changes.serviceProvided !== undefined) v.serviceProvided = changes.serviceProvided;
  if (changes.engagedEntityId !== undefined) v.engagedEntityId = changes.engagedEntityId;
  if (changes.engagedIndividualId !== undefined) v.engagedIndividualId = changes.engagedIndividualId;
  if (changes.agencyId !== undefined) v.agencyId = changes.agencyId;
  if (changes.departmentId !== undefined) v.departmentId = changes.departmentId;
  if (changes.yourReference !== undefined) v.yourReference = changes.yourReference;
  return v;
}

/** Writes the merged changes to the locked engagement (checked first) and records before and after. */
async function applyToEngagement(
  tx: Tx,
  actor: Actor,
  e: ChangeEngagement,
  changes: TContractChangeValues,
  ids: string[],
) {
  await checkChanges(tx, e, changes);
  const values = engagementValues(changes);
  if (Object.keys(values).length > 0) {
    await tx
      .update(engagements)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(engagements.id, e.id));
  }
  const before = Object.fromEntries(
    Object.keys(changes).map((f) => [
      f,
      f === 'contractValue' ? e.contractValuePence / 100 : e[f as keyof ChangeEngagement],
    ]),
  );
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'contract_change.fulfilled',
    entityType: 'engagement',
    entityId: e.id,
    companyId: e.companyId,
    before,
    after: { ...changes, contractChangeIds: ids },
  });
}

async function fulfilled(
  db: Db,
  actor: Actor,
  engagementId: string,
  ids: string[],
): Promise<TContractChangesFulfilled> {
  const e = await changeEngagement(db, actor, engagementId);
  const data = await presentChanges(db, actor, e, await changesByIds(db, ids));
  return { data, reassessmentOffered: data.some((c) => c.abilities.startReassessment === true) };
}

/**
 * `POST /api/engagements/{id}/update-report`: a manager changes the engagement directly (the change
 * is recorded as asked for and fulfilled by them, and seen). One transaction.
 */
export async function updateReport(
  db: Db,
  actor: Actor,
  engagementId: string,
  input: TUpdateReport,
): Promise<string[]> {
  if (Object.keys(input.changes).length === 0) {
    throw new AppError(400, ERROR_KEYS.contractChangeEmpty, 'Name at least one change.', {
      changes: [ERROR_KEYS.contractChangeEmpty],
    });
  }
  return db.transaction(async (tx) => {
    const e = await changeEngagement(tx, actor, engagementId, { lock: true });
    authorize(actor, 'contractChange.fulfil', e);
    const current = await currentApprovedAssessment(tx, engagementId);
    const now = new Date();
    const [row] = await tx
      .insert(contractChanges)
      .values({
        engagementId,
        assessmentId: current?.id ?? null,
        status: 'fulfilled',
        changes: input.changes,
        comment: input.comment,
        material: isMaterialChange(input.changes),
        requestedById: actor.id,
        fulfilledById: actor.id,
        fulfilledAt: now,
        seenAt: now,
      })
      .returning({ id: contractChanges.id });
    await applyToEngagement(tx, actor, e, input.changes, [row!.id]);
    return [row!.id];
  });
}

export const readFulfilled = fulfilled;

/**
 * `POST /api/requested-contract-changes/update-report`: applies requested changes of one engagement
 * in the order they were asked for (a later value wins) and marks them fulfilled, all in one
 * transaction, and emails each requester. A change that is not `requested` any more: 409
 * errors.contractChangeNotRequested.
 */
export async function fulfilContractChanges(
  db: Db,
  actor: Actor,
  input: TFulfilContractChanges,
  publicUrl: string,
): Promise<string[]> {
  const ids = [...new Set(input.contractChanges)];
  return db.transaction(async (tx) => {
    const e = await changeEngagement(tx, actor, input.engagementId, { lock: true });
    const rows = await lockChanges(tx, ids);
    if (rows.length !== ids.length || rows.some((r) => r.engagementId !== e.id)) throw notFound('Contract change');
    authorize(actor, 'contractChange.fulfil', e);
    if (rows.some((r) => r.status !== 'requested')) {
      throw conflict(ERROR_KEYS.contractChangeNotRequested, 'Only requested changes can be fulfilled.');
    }
    const merged = Object.assign({}, ...rows.map((r) => r.changes)) as TContractChangeValues;
    await applyToEngagement(tx, actor, e, merged, ids);
    await tx
      .update(contractChanges)
      .set({ status: 'fulfilled', fulfilledById: actor.id, fulfilledAt: new Date(), updatedAt: new Date() })
      .where(inArray(contractChanges.id, ids));
    await emailChangesFulfilled(tx, actor, e.id, rows, publicUrl);
    return ids;
  });
}

/** `PUT /api/contract-changes/mark-as-seen`: the requester has seen that their changes were fulfilled. */
export async function markContractChangesSeen(db: Db, actor: Actor, input: TMarkContractChangesSeen): Promise<void> {
  const ids = [...new Set(input.contractChangesIds)];
  await db.transaction(async (tx) => {
    const rows = await lockChanges(tx, ids);
    if (rows.length !== ids.length) throw notFound('Contract change');
    const byEngagement = new Map<string, string[]>();
    for (const r of rows) byEngagement.set(r.engagementId, [...(byEngagement.get(r.engagementId) ?? []), r.id]);
    for (const [engagementId, changeIds] of byEngagement) {
      const e = await changeEngagement(tx, actor, engagementId);
      for (const r of rows.filter((x) => x.engagementId === engagementId)) {
        authorize(actor, 'contractChange.markSeen', { ...e, requestedById: r.requestedById });
        if (r.status !== 'fulfilled') {
          throw conflict(ERROR_KEYS.invalidTransition, 'Only a fulfilled change can be marked seen.');
        }
      }
      await tx
        .update(contractChanges)
        .set({ seenAt: new Date() })
        .where(and(inArray(contractChanges.id, changeIds), isNull(contractChanges.seenAt)));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'contract_change.seen',
        entityType: 'engagement',
        entityId: engagementId,
        companyId: e.companyId,
        after: { contractChangeIds: changeIds },
      });
    }
  });
}

/**
 * `POST /api/contract-changes/{id}/reassessment`: the reassessment a fulfilled material change
 * offers — `startReassessment` of the engagement's current approved assessment with reason
 * `contract_change` (its own rules and transaction: 409 when no approved current assessment), then
 * the change links the new assessment. A change links one reassessment (409 afterwards).
 */
export async function startChangeReassessment(db: Db, actor: Actor, changeId: string): Promise<string> {
  const [row] = await changesByIds(db, [changeId]);
  if (!row) throw notFound('Contract change');
  const e = await changeEngagement(db, actor, row.change.engagementId);
  authorize(actor, 'contractChange.startReassessment', e);
  const c = row.change;
  if (c.status !== 'fulfilled' || !c.material || c.reassessmentId) {
    throw conflict(ERROR_KEYS.invalidTransition, 'This change offers no reassessment (any more).');
  }
  const current = await currentApprovedAssessment(db, e.id);
  if (!current)
    throw conflict(ERROR_KEYS.notCurrentAssessment, 'The engagement has no approved assessment to reassess.');
  const reassessmentId = await startReassessment(db, actor, current.id, { reason: 'contract_change' });
  await db.transaction(async (tx) => {
    await tx
      .update(contractChanges)
      .set({ reassessmentId, updatedAt: new Date() })
      .where(eq(contractChanges.id, changeId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'contract_change.reassessment_linked',
      entityType: 'engagement',
      entityId: e.id,
      companyId: e.companyId,
      after: { contractChangeId: changeId, reassessmentId },
    });
  });
  return c.engagementId;
}
