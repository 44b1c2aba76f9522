import { ERROR_KEYS, londonToday, type TRecordAppeal } from '@statera/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { can, managesCompany } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  appealComments,
  appealContractorEmails,
  appeals,
  assessmentReports,
  assessments,
  companies,
  engagements,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { WorkerStatement } from '../contractor-reports/contractor-report-hooks.ts';
import { authorizeFeature, isFeatureEnabled } from '../features/feature-access.ts';
import { appealAssignedEmail, appealRecordedEmail } from '../mail/templates/appeal.ts';
import { activeAppealId, assertNoActiveAppeal } from './active-appeal.ts';
import { findAppealUnscoped, leadOfGroup, peopleByIds } from './appeal.repository.ts';
import { tellClientAdminsOfAppeal } from './appeal-arrival.ts';
import { startAppealClock } from './appeal-clock.service.ts';
import { newAppealKey } from './appeal-key.ts';
import { displayDay, enqueueAppealEmail, factsOf, managerAppealLink, workerAppealLink } from './appeal-mails.ts';
import { transitionAppeal } from './appeal-transition.ts';

/** Appeals waiting for the worker (created) on an engagement become outdated: a newer SDS replaces theirs. */
async function outdateWaiting(tx: DbOrTx, engagementId: string, actorId: string | null) {
  const waiting = await tx
    .select({ id: appeals.id, status: appeals.status, companyId: appeals.companyId })
    .from(appeals)
    .where(and(eq(appeals.engagementId, engagementId), eq(appeals.status, 'created')))
    .for('update');
  for (const a of waiting) await transitionAppeal(tx, actorId, a, 'outdate');
}

async function insertAppeal(
  tx: DbOrTx,
  v: Omit<typeof appeals.$inferInsert, 'keyHash'>,
  changedById: string | null,
): Promise<{ id: string; key: string }> {
  const { key, keyHash } = newAppealKey();
  const [row] = await tx
    .insert(appeals)
    .values({ ...v, keyHash })
    .returning({ id: appeals.id });
  await tx.insert(appealContractorEmails).values({ appealId: row!.id, email: v.contractorEmail, changedById });
  return { id: row!.id, key };
}

/**
 * The appeal link of a statement emailed to the worker (the contractor-report sending asks, in its
 * transaction): when the group has the appeal process, a new appeal in `created` (key hashed, the
 * worker's address, the group's lead appeal manager), and the link to put in the email; earlier
 * appeals still waiting on the engagement become outdated. No link (null) without the feature, or
 * while an appeal is under way on the engagement (the worker already has its link).
 */
export async function appealLinkForStatement(tx: DbOrTx, s: WorkerStatement): Promise<string | null> {
  const [e] = await tx
    .select({
      companyId: engagements.companyId,
      rootCompanyId: companies.parentId,
      assessmentId: assessmentReports.assessmentId,
    })
    .from(assessmentReports)
    .innerJoin(assessments, eq(assessments.id, assessmentReports.assessmentId))
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .where(and(eq(assessmentReports.id, s.assessmentReportId), eq(engagements.id, s.engagementId)));
  if (!e) return null;
  if (!(await isFeatureEnabled(tx, e.companyId, 'appeal_process', s.now))) return null;
  if (await activeAppealId(tx, s.engagementId)) return null;
  await outdateWaiting(tx, s.engagementId, null);
  const { id, key } = await insertAppeal(
    tx,
    {
      companyId: e.companyId,
      engagementId: s.engagementId,
      assessmentId: e.assessmentId,
      assessmentReportId: s.assessmentReportId,
      status: 'created',
      channel: 'link',
      contractorEmail: s.email,
      appealManagerId: await leadOfGroup(tx, e.rootCompanyId ?? e.companyId),
      createdAt: s.now,
    },
    null,
  );
  await recordAudit(tx, {
    actorId: null,
    action: 'appeal.created',
    entityType: 'appeal',
    entityId: id,
    companyId: e.companyId,
    after: { status: 'created', engagementId: s.engagementId, assessmentReportId: s.assessmentReportId },
  });
  return workerAppealLink(key);
}

/** The approved assessment an appeal is recorded on, with its newest generated SDS. */
async function disputedAssessment(tx: DbOrTx, assessmentId: string) {
  const [a] = await tx
    .select({
      id: assessments.id,
      status: assessments.status,
      engagementId: engagements.id,
      companyId: engagements.companyId,
      rootCompanyId: companies.parentId,
    })
    .from(assessments)
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .where(eq(assessments.id, assessmentId));
  if (!a) return null;
  const [report] = await tx
    .select({ id: assessmentReports.id })
    .from(assessmentReports)
    .where(and(eq(assessmentReports.assessmentId, a.id), eq(assessmentReports.status, 'generated')))
    .orderBy(desc(assessmentReports.version))
    .limit(1);
  return { ...a, rootCompanyId: a.rootCompanyId ?? a.companyId, reportId: report?.id ?? null };
}

/**
 * `POST /api/appeals` (non-spec): a manager records representations the worker gave by letter, phone
 * or email on an approved assessment with an SDS. The appeal starts at once on `receivedOn` (the
 * same 45-day clock), assigned to the recorder (or the lead), with the summary as its first comment;
 * the worker gets a link to add to it. Answers the new id.
 */
export async function recordAppeal(db: Db, actor: Actor, input: TRecordAppeal, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const a = await disputedAssessment(tx, input.assessmentId);
    const group = a ? { companyId: a.companyId, rootCompanyId: a.rootCompanyId } : null;
    const sees = (g: typeof group) =>
      g !== null && (managesCompany(actor, g.companyId) || actor.rootCompanyId === g.rootCompanyId);
    if (!a || !sees(group)) throw notFound('Assessment');
    authorize(actor, 'appealGroup.record', group!);
    if (input.receivedOn > londonToday(now)) {
      throw new AppError(400, ERROR_KEYS.validation, 'The representations cannot be received in the future.', {
        receivedOn: [ERROR_KEYS.validation],
      });
    }
    if (a.status !== 'approved' || !a.reportId) {
      throw conflict(ERROR_KEYS.noContractorReport, 'An appeal is about an approved assessment with an issued SDS.');
    }
    await authorizeFeature(tx, actor, a.companyId, 'appeal_process', now);
    await assertNoActiveAppeal(tx, a.engagementId);
    await outdateWaiting(tx, a.engagementId, actor.id);
    const managerId = can(actor, 'appeals.work') ? actor.id : await leadOfGroup(tx, a.rootCompanyId);
    const { id, key } = await insertAppeal(
      tx,
      {
        companyId: a.companyId,
        engagementId: a.engagementId,
        assessmentId: a.id,
        assessmentReportId: a.reportId,
        status: 'created',
        channel: input.channel,
        contractorEmail: input.contractorEmail,
        appealManagerId: managerId,
      },
      actor.id,
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'appeal.recorded',
      entityType: 'appeal',
      entityId: id,
      companyId: a.companyId,
      after: { channel: input.channel, receivedOn: input.receivedOn, assessmentId: a.id },
    });
    const row = (await findAppealUnscoped(tx, id))!;
    await transitionAppeal(tx, actor.id, row.appeal, 'start', { dateStarted: now });
    await startAppealClock(tx, id, input.receivedOn);
    await tx.insert(appealComments).values({
      appealId: id,
      threadType: 'appeal',
      authorUserId: actor.id,
      body: input.summary,
      status: 'submitted',
      submittedAt: now,
    });
    const deadline = displayDay((await findAppealUnscoped(tx, id))!.appeal.statutoryDeadline!);
    await enqueueAppealEmail(
      tx,
      id,
      input.contractorEmail,
      appealRecordedEmail({
        ...factsOf(row),
        link: workerAppealLink(key),
        channel: input.channel,
        receivedOn: displayDay(input.receivedOn),
        deadline,
      }),
    );
    if (managerId && managerId !== actor.id) {
      const [m] = await peopleByIds(tx, [managerId]);
      if (m) {
        await enqueueAppealEmail(
          tx,
          id,
          m.email,
          appealAssignedEmail({ ...factsOf(row), firstName: m.firstName, link: managerAppealLink(id), deadline }),
        );
      }
    }
    await tellClientAdminsOfAppeal(tx, id, actor.id);
    return id;
  });
}
