import {
  ERROR_KEYS,
  isMaterialChange,
  RULE_MESSAGES,
  type TActiveAssessmentCount,
  type TContractChange,
  type TContractChangeList,
  type TContractChangeValues,
  type TRequestContractChange,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { contractChanges } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { contractChangeListAbilities } from './contract-change.policy.ts';
import { presentContractChange } from './contract-change.presenter.ts';
import {
  answeredQuestions,
  type ChangeEngagement,
  type ChangeRow,
  changesByIds,
  countActiveAssessments,
  currentApprovedAssessment,
  findChangeEngagement,
  listChanges,
  partyNames,
  referencesValid,
} from './contract-change.repository.ts';
import { emailChangeRequested } from './contract-change-emails.ts';

/** The engagement in the actor's scope, else 404 (another tenant's included). */
export async function changeEngagement(db: DbOrTx, actor: Actor, id: string, opts: { lock?: boolean } = {}) {
  const e = await findChangeEngagement(db, actor, id, opts);
  if (!e) throw notFound('Engagement');
  return e;
}

/**
 * Refuses changes whose references are outside the engagement's group (an entity, individual,
 * agency or department of another client) or whose dates end before they start, once merged with
 * the engagement as it is (400, per field).
 */
export async function checkChanges(db: DbOrTx, e: ChangeEngagement, changes: TContractChangeValues): Promise<void> {
  const errors: Record<string, string[]> = {};
  const start = changes.contractStart ?? e.contractStart;
  const end = changes.contractEnd ?? e.contractEnd;
  if (end < start)
    errors[changes.contractEnd ? 'changes.contractEnd' : 'changes.contractStart'] = [RULE_MESSAGES.after];
  const touched = (['engagedEntityId', 'engagedIndividualId', 'agencyId', 'departmentId'] as const).filter(
    (f) => changes[f] !== undefined,
  );
  if (touched.length > 0) {
    const valid = await referencesValid(db, e, {
      engagedEntityId: changes.engagedEntityId ?? e.engagedEntityId,
      engagedIndividualId: changes.engagedIndividualId ?? e.engagedIndividualId,
      agencyId: changes.agencyId === undefined ? e.agencyId : changes.agencyId,
      departmentId: changes.departmentId === undefined ? e.departmentId : changes.departmentId,
    });
    // a new entity needs an individual of its own
    const fields = changes.engagedEntityId ? [...new Set([...touched, 'engagedIndividualId' as const])] : touched;
    for (const f of fields) if (!valid[f]) errors[`changes.${f}`] = ['errors.invalid'];
  }
  if (Object.keys(errors).length > 0)
    throw new AppError(400, ERROR_KEYS.validation, 'Some changes are not valid.', errors);
}

/**
 * `POST /api/engagements/{id}/request-report-change`: asks the engagement's managers to change the
 * contract or its report (a comment, and the new values when known). Recorded against the newest
 * approved assessment, whose answers the change may put in doubt; the company's admins get an email.
 */
export async function requestContractChange(
  db: Db,
  actor: Actor,
  engagementId: string,
  input: TRequestContractChange,
  publicUrl: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const e = await changeEngagement(tx, actor, engagementId);
    authorize(actor, 'contractChange.request', e);
    await checkChanges(tx, e, input.changes);
    const current = await currentApprovedAssessment(tx, engagementId);
    const [row] = await tx
      .insert(contractChanges)
      .values({
        engagementId,
        assessmentId: current?.id ?? null,
        changes: input.changes,
        comment: input.comment,
        material: isMaterialChange(input.changes),
        requestedById: actor.id,
      })
      .returning({ id: contractChanges.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'contract_change.requested',
      entityType: 'engagement',
      entityId: engagementId,
      companyId: e.companyId,
      after: { contractChangeId: row!.id, changes: input.changes, comment: input.comment },
    });
    await emailChangeRequested(tx, actor, engagementId, { id: row!.id, ...input }, publicUrl);
    return row!.id;
  });
}

/** Presents changes of one engagement with their drift (one query for the answers of all of them). */
export async function presentChanges(
  db: DbOrTx,
  actor: Actor,
  e: ChangeEngagement,
  rows: ChangeRow[],
): Promise<TContractChange[]> {
  const assessmentIds = [...new Set(rows.flatMap((r) => (r.change.assessmentId ? [r.change.assessmentId] : [])))];
  const answered = await answeredQuestions(db, assessmentIds);
  const names = await partyNames(
    db,
    rows.map((r) => r.change.changes),
  );
  return rows.map((r) => presentContractChange(actor, e, r, answered, names));
}

/** `GET /api/engagements/{id}/contract-changes`: every change, newest first, with the answers to review. */
export async function getContractChanges(db: Db, actor: Actor, engagementId: string): Promise<TContractChangeList> {
  const e = await changeEngagement(db, actor, engagementId);
  authorize(actor, 'contractChange.view', e);
  const rows = await listChanges(db, engagementId);
  return { data: await presentChanges(db, actor, e, rows), abilities: contractChangeListAbilities(actor, e) };
}

/** `GET /api/engagements/{id}/count-active-assessments`: assessments still under way (a change may affect them). */
export async function getActiveAssessmentCount(
  db: Db,
  actor: Actor,
  engagementId: string,
): Promise<TActiveAssessmentCount> {
  const e = await changeEngagement(db, actor, engagementId);
  authorize(actor, 'contractChange.view', e);
  return { count: await countActiveAssessments(db, engagementId) };
}

/**
 * The engagement's contract-change fields (spec §3): changes still requested, and fulfilled ones the
 * actor asked for and has not marked seen, as the engagement page's statement read them
 * (`engagementPageChangesJson`). The caller has found the engagement in the actor's scope.
 */
export async function contractChangesOfEngagement(db: DbOrTx, actor: Actor, e: ChangeEngagement, rows: ChangeRow[]) {
  const requested = rows.filter((r) => r.change.status === 'requested');
  const unseen = rows.filter((r) => r.change.status === 'fulfilled');
  const [requestedViews, unseenViews] = await Promise.all([
    presentChanges(db, actor, e, requested),
    presentChanges(db, actor, e, unseen),
  ]);
  return { requestedContractChanges: requestedViews, unseenFullFilledContractChanges: unseenViews };
}

/** One change as its engagement's readers see it (404 otherwise). */
export async function getContractChange(db: Db, actor: Actor, changeId: string): Promise<TContractChange> {
  const [row] = await changesByIds(db, [changeId]);
  if (!row) throw notFound('Contract change');
  const e = await changeEngagement(db, actor, row.change.engagementId);
  authorize(actor, 'contractChange.view', e);
  const [view] = await presentChanges(db, actor, e, [row]);
  return view!;
}
