import {
  type TEngagementLiability,
  type TReasonableCareInput,
  type TSdsReceiptInput,
  type TUpdateChain,
  ZUpdateChain,
} from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { engagementChainParties, engagementReasonableCare } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findEngagementFor } from './chain.repository.ts';
import { presentLiability } from './liability.presenter.ts';
import { liabilityContext } from './liability-context.ts';
import { liabilityAbilities } from './off-payroll.policy.ts';
import { writeChain } from './write-chain.ts';

async function engagementFor(db: DbOrTx, actor: Actor, id: string) {
  const e = await findEngagementFor(db, actor, id);
  if (!e) throw notFound('Engagement');
  return e;
}

/** GET engagements/{id}/liability: scope, chain, fee-payer, who is liable and why, and the money at stake. */
export async function getEngagementLiability(db: DbOrTx, actor: Actor, id: string): Promise<TEngagementLiability> {
  const e = await engagementFor(db, actor, id);
  authorize(actor, 'engagementLiability.view', e);
  const context = await liabilityContext(db, e);
  return presentLiability(e, context, liabilityAbilities(actor, e));
}

/**
 * PUT engagements/{id}/chain: every party between the client and the worker, in order. Parties sent
 * with their id keep it (and their SDS receipt); the others are new; parties left out are removed.
 * Refuses a wrong order (400 errors.chainOrder) and another group's agency (400 errors.chainAgencyUnknown).
 */
export async function replaceChain(db: Db, actor: Actor, id: string, input: TUpdateChain) {
  const { parties } = ZUpdateChain.parse(input);
  await db.transaction(async (tx) => {
    const e = await engagementFor(tx, actor, id);
    authorize(actor, 'engagementLiability.editChain', e);
    await writeChain(tx, actor, e, parties);
  });
}

/**
 * PUT engagements/{id}/chain/{partyId}/sds-receipt: records that the party confirmed receiving the
 * SDS (or clears it with `receivedOn: null`); who recorded it is kept.
 */
export async function recordSdsReceipt(db: Db, actor: Actor, id: string, partyId: string, input: TSdsReceiptInput) {
  await db.transaction(async (tx) => {
    const e = await engagementFor(tx, actor, id);
    authorize(actor, 'engagementLiability.editChain', e);
    const [party] = await tx
      .select()
      .from(engagementChainParties)
      .where(and(eq(engagementChainParties.id, partyId), eq(engagementChainParties.engagementId, e.id)))
      .for('update');
    if (!party) throw notFound('Chain party');
    const values = {
      sdsConfirmedOn: input.receivedOn,
      sdsConfirmedById: input.receivedOn ? actor.id : null,
      sdsConfirmationNote: input.receivedOn ? input.note || null : null,
      updatedAt: new Date(),
    };
    await tx.update(engagementChainParties).set(values).where(eq(engagementChainParties.id, partyId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'engagement.sds_receipt_recorded',
      entityType: 'engagement',
      entityId: e.id,
      companyId: e.companyId,
      before: { party: party.name, sdsReceivedOn: party.sdsConfirmedOn },
      after: { party: party.name, sdsReceivedOn: values.sdsConfirmedOn, note: values.sdsConfirmationNote },
    });
  });
}

/** PUT engagements/{id}/reasonable-care: a finding that reasonable care was not taken (the client is then liable), or its withdrawal. */
export async function recordReasonableCare(db: Db, actor: Actor, id: string, input: TReasonableCareInput) {
  await db.transaction(async (tx) => {
    const e = await engagementFor(tx, actor, id);
    authorize(actor, 'engagementLiability.editChain', e);
    const [before] = await tx
      .select()
      .from(engagementReasonableCare)
      .where(eq(engagementReasonableCare.engagementId, e.id))
      .for('update');
    const values = { notTaken: input.notTaken, note: input.note, recordedById: actor.id, recordedAt: new Date() };
    await tx
      .insert(engagementReasonableCare)
      .values({ engagementId: e.id, ...values })
      .onConflictDoUpdate({ target: engagementReasonableCare.engagementId, set: values });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'engagement.reasonable_care_recorded',
      entityType: 'engagement',
      entityId: e.id,
      companyId: e.companyId,
      before: before ? { reasonableCareNotTaken: before.notTaken, note: before.note } : null,
      after: { reasonableCareNotTaken: input.notTaken, note: input.note },
    });
  });
}
