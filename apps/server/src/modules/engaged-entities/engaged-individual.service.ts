import type {
  TEngagedIndividualDetail,
  TEngagedIndividualInput,
  TUpdateEmail,
  TUpdateEmailResult,
} from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { engagedIndividuals } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { updateAddressAndResend } from '../mail/resend-latest.ts';
import { presentEngagedIndividual } from './engaged-entity.presenter.ts';
import { engagementIdsOfIndividual, findEngagedIndividual, lockEngagedEntity } from './engaged-entity.repository.ts';

/** GET engaged-individuals/{id}: the individual, its entity and engagement count (404 outside the groups). */
export async function getEngagedIndividual(db: DbOrTx, actor: Actor, id: string): Promise<TEngagedIndividualDetail> {
  const row = await findEngagedIndividual(db, actor, id);
  if (!row) throw notFound('Engaged individual');
  return presentEngagedIndividual(row, actor);
}

/** POST engaged-entities/{id}/engaged-individuals: another individual (name, optional email) of an active entity. */
export async function addEngagedIndividual(
  db: Db,
  actor: Actor,
  entityId: string,
  input: TEngagedIndividualInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const entity = await lockEngagedEntity(tx, actor, entityId);
    if (!entity) throw notFound('Engaged entity');
    authorize(actor, 'engagedEntity.addIndividual', entity);
    const [row] = await tx
      .insert(engagedIndividuals)
      .values({
        engagedEntityId: entityId,
        mainCompanyId: entity.mainCompanyId,
        name: input.name,
        email: input.email ?? null,
      })
      .returning({ id: engagedIndividuals.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'engaged_entity.individual_added',
      entityType: 'engaged_entity',
      entityId,
      companyId: entity.mainCompanyId,
      after: { id: row!.id, name: input.name, email: input.email ?? null },
    });
    return row!.id;
  });
}

/** The individual and its (locked) entity for a change; 404 outside the groups, 403 when refused. */
async function individualFor(tx: DbOrTx, actor: Actor, id: string) {
  const found = await findEngagedIndividual(tx, actor, id);
  if (!found) throw notFound('Engaged individual');
  const entity = await lockEngagedEntity(tx, actor, found.entity.id);
  if (!entity) throw notFound('Engaged individual');
  authorize(actor, 'engagedEntity.editIndividual', entity);
  return { individual: found.individual, entity };
}

/** PUT engaged-individual/{id}: name and email (no email is sent). */
export async function updateEngagedIndividual(db: Db, actor: Actor, id: string, input: TEngagedIndividualInput) {
  await db.transaction(async (tx) => {
    const { individual, entity } = await individualFor(tx, actor, id);
    const after = { name: input.name, email: input.email ?? null };
    await tx.update(engagedIndividuals).set(after).where(eq(engagedIndividuals.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'engaged_entity.individual_updated',
      entityType: 'engaged_entity',
      entityId: entity.id,
      companyId: entity.mainCompanyId,
      before: { id, name: individual.name, email: individual.email },
      after: { id, ...after },
    });
  });
}

/**
 * PUT engaged-individuals/{id}/update-email: the new address; with `resend`, the newest email sent to
 * the old address about the individual's engagements (or only `engagementId`'s, which must be one of
 * them: else 422) and their assessments is queued again to the new address.
 */
export async function updateEngagedIndividualEmail(
  db: Db,
  actor: Actor,
  id: string,
  input: TUpdateEmail,
): Promise<TUpdateEmailResult> {
  return db.transaction(async (tx) => {
    const { individual, entity } = await individualFor(tx, actor, id);
    const resentEmailId = await updateAddressAndResend(tx, {
      oldEmail: individual.email,
      newEmail: input.email,
      resend: input.resend,
      engagementIds: await engagementIdsOfIndividual(tx, id),
      engagementId: input.engagementId,
      notRelated: 'The engagement is not one of this individual’s.',
      changedById: actor.id,
      save: () => tx.update(engagedIndividuals).set({ email: input.email }).where(eq(engagedIndividuals.id, id)),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'engaged_entity.individual_email_changed',
      entityType: 'engaged_entity',
      entityId: entity.id,
      companyId: entity.mainCompanyId,
      before: { id, email: individual.email },
      after: { id, email: input.email, resentEmailId },
    });
    return { email: input.email, resentEmailId };
  });
}
