import {
  APPEAL_SHARED_THREADS,
  ERROR_KEYS,
  londonToday,
  type TChangeAppealContractor,
  type TChangeAppealManager,
  type TCloseAppeal,
  type TReopenAppeal,
  type TSubmitToContractor,
} from '@statera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, Tx } from '../../db/client.ts';
import { appealComments, appealContractorEmails, appealDecisions, appeals } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { authorizeFeature } from '../features/feature-access.ts';
import {
  appealAddressChangedEmail,
  appealAssignedEmail,
  appealMoreInformationEmail,
  appealOutcomeEmail,
  appealReopenedEmail,
} from '../mail/templates/appeal.ts';
import { subjectOf } from './appeal.presenter.ts';
import { appealManagerOfGroup } from './appeal.repository.ts';
import { loadAppeal } from './appeal.service.ts';
import { restartAppealClock } from './appeal-clock.service.ts';
import {
  appealMail,
  displayDay,
  enqueueAppealEmail,
  factsOf,
  issueWorkerLink,
  lastWorkerMail,
  managerAppealLink,
  resendContent,
} from './appeal-mails.ts';
import { startReassessmentFor } from './appeal-reassessment.ts';
import { transitionAppeal } from './appeal-transition.ts';
import { assertMayDecide } from './dispute-desk.ts';

type Rule = 'work' | 'manage';

/**
 * Locks the appeal (404 outside the actor's reach), checks the rule (403) and that the group still
 * has the appeal process (403 errors.featureNotActive): every manager step runs through here.
 */
export async function lockForStep(tx: Tx, actor: Actor, id: string, rule: Rule, now = new Date()) {
  const row = await loadAppeal(tx, actor, id, { lock: true });
  authorize(actor, `appeal.${rule}`, subjectOf(row));
  await authorizeFeature(tx, actor, row.appeal.companyId, 'appeal_process', now);
  return row;
}

type Row = Awaited<ReturnType<typeof lockForStep>>;

/** The manager's drafts in the shared threads go to the worker with the step that hands over to them. */
async function submitDrafts(tx: Tx, actor: Actor, appealId: string, now: Date) {
  await tx
    .update(appealComments)
    .set({ status: 'submitted', submittedAt: now, updatedAt: now })
    .where(
      and(
        eq(appealComments.appealId, appealId),
        eq(appealComments.authorUserId, actor.id),
        eq(appealComments.status, 'created'),
        inArray(appealComments.threadType, [...APPEAL_SHARED_THREADS]),
      ),
    );
}

/** A manager's message to the worker, kept in the additional thread. */
async function managerMessage(tx: Tx, actor: Actor, appealId: string, body: string, now: Date) {
  await tx.insert(appealComments).values({
    appealId,
    threadType: 'additional',
    authorUserId: actor.id,
    body,
    status: 'submitted',
    submittedAt: now,
  });
}

const deadlineOf = (row: Row) => (row.appeal.statutoryDeadline ? displayDay(row.appeal.statutoryDeadline) : null);

/**
 * `PUT appeals/{id}/close`: the decision. Rejected (no change) closes the appeal; accepted
 * (reassessment needed) moves it to reassessment_in_progress and starts the reassessment (reason
 * appeal). The decision is kept with its comment, mail comment and categories; the worker is told.
 */
export async function closeAppeal(db: Db, actor: Actor, id: string, input: TCloseAppeal, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await lockForStep(tx, actor, id, 'work', now);
    const a = row.appeal;
    const conflictReason = await assertMayDecide(tx, actor, a, row.rootCompanyId, input.conflictReason);
    const mailComment = input.additionalMailComment?.trim() || null;
    if (input.decision === 'accepted') {
      await transitionAppeal(tx, actor.id, a, 'close_accepted', {}, { decision: 'accepted', conflictReason });
      const reassessmentId = await startReassessmentFor(tx, actor.id, a.assessmentId, a.statutoryDeadline);
      await tx.update(appeals).set({ reassessmentId }).where(eq(appeals.id, a.id));
    } else {
      await transitionAppeal(
        tx,
        actor.id,
        a,
        'close_rejected',
        { dateEnded: now },
        { decision: 'rejected', conflictReason },
      );
    }
    await tx.insert(appealDecisions).values({
      appealId: a.id,
      decision: input.decision,
      comment: input.decisionComment,
      additionalMailComment: mailComment,
      // catalogue categories first, then reasons typed beside them, each once
      categories: [...new Set([...input.appealCategoryIds, ...input.categories])],
      makerId: actor.id,
      conflictReason,
      createdAt: now,
    });
    await submitDrafts(tx, actor, a.id, now);
    await enqueueAppealEmail(
      tx,
      a.id,
      a.contractorEmail,
      appealOutcomeEmail({
        ...factsOf(row),
        decision: input.decision,
        comment: input.decisionComment,
        additionalMailComment: mailComment,
      }),
    );
  });
}

/** `PUT appeals/{id}/reopen`: the lead opens a closed appeal again; it gets a new 45-day clock from today. */
export async function reopenAppeal(db: Db, actor: Actor, id: string, input: TReopenAppeal, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await lockForStep(tx, actor, id, 'manage', now);
    const a = row.appeal;
    await transitionAppeal(tx, actor.id, a, 'reopen', { dateEnded: null }, { comment: input.comment });
    const today = londonToday(now);
    await restartAppealClock(tx, a.id, today);
    await managerMessage(tx, actor, a.id, input.comment, now);
    const [fresh] = await tx.select({ deadline: appeals.statutoryDeadline }).from(appeals).where(eq(appeals.id, a.id));
    await enqueueAppealEmail(
      tx,
      a.id,
      a.contractorEmail,
      appealReopenedEmail({
        ...factsOf(row),
        link: await issueWorkerLink(tx, a.id),
        comment: input.comment,
        deadline: displayDay(fresh!.deadline!),
      }),
    );
  });
}

/**
 * `PUT appeals/{id}/submit-to-contractor`: the manager asks the worker for more. Their drafts and the
 * message go to the worker, who gets an email with a fresh link (the key is stored only hashed).
 */
export async function submitToContractor(
  db: Db,
  actor: Actor,
  id: string,
  input: TSubmitToContractor,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await lockForStep(tx, actor, id, 'work', now);
    const a = row.appeal;
    await transitionAppeal(tx, actor.id, a, 'submit_to_contractor');
    const message = input.message?.trim() || null;
    if (message) await managerMessage(tx, actor, a.id, message, now);
    await submitDrafts(tx, actor, a.id, now);
    await enqueueAppealEmail(
      tx,
      a.id,
      a.contractorEmail,
      appealMoreInformationEmail({
        ...factsOf(row),
        link: await issueWorkerLink(tx, a.id),
        message,
        deadline: deadlineOf(row),
      }),
    );
  });
}

const ended = (status: string) => ['closed', 'outdated', 'disabled'].includes(status);

/** `PUT appeals/{id}/manager`: the lead gives the appeal to another appeal manager of the group, who is told. */
export async function changeAppealManager(
  db: Db,
  actor: Actor,
  id: string,
  input: TChangeAppealManager,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await lockForStep(tx, actor, id, 'manage', now);
    const a = row.appeal;
    if (ended(a.status)) throw conflict(ERROR_KEYS.invalidTransition, 'A closed appeal keeps its manager.');
    const byEmail = input.newManagerEmail !== undefined;
    const next = await appealManagerOfGroup(
      tx,
      byEmail ? { email: input.newManagerEmail } : { id: input.appealManagerId },
      row.rootCompanyId,
    );
    if (!next) {
      throw new AppError(400, ERROR_KEYS.validation, "Choose an appeal manager of the appeal's group.", {
        [byEmail ? 'newManagerEmail' : 'appealManagerId']: [ERROR_KEYS.validation],
      });
    }
    if (next.id === a.appealManagerId) return;
    await tx.update(appeals).set({ appealManagerId: next.id, updatedAt: now }).where(eq(appeals.id, a.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'appeal.manager_changed',
      entityType: 'appeal',
      entityId: a.id,
      companyId: a.companyId,
      before: { appealManagerId: a.appealManagerId },
      after: { appealManagerId: next.id },
    });
    await enqueueAppealEmail(
      tx,
      a.id,
      next.email,
      appealAssignedEmail({
        ...factsOf(row),
        firstName: next.firstName,
        link: managerAppealLink(a.id),
        deadline: deadlineOf(row),
      }),
    );
  });
}

/**
 * `PUT appeals/{id}/contractor`: the worker's address changes (kept in the history); the new address
 * gets a fresh link, and with `resendLastEmail` the last email the worker was sent about the appeal
 * goes again to the new address (a worker who never got the question can answer it).
 */
export async function changeAppealContractor(
  db: Db,
  actor: Actor,
  id: string,
  input: TChangeAppealContractor,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await lockForStep(tx, actor, id, 'work', now);
    const a = row.appeal;
    if (ended(a.status)) throw conflict(ERROR_KEYS.invalidTransition, "A closed appeal keeps the worker's address.");
    const email = input.newContractorEmail.trim().toLowerCase();
    if (email === a.contractorEmail.toLowerCase()) return;
    await tx.update(appeals).set({ contractorEmail: email, updatedAt: now }).where(eq(appeals.id, a.id));
    await tx.insert(appealContractorEmails).values({ appealId: a.id, email, changedById: actor.id, createdAt: now });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'appeal.contractor_email_changed',
      entityType: 'appeal',
      entityId: a.id,
      companyId: a.companyId,
      before: { contractorEmail: a.contractorEmail },
      after: { contractorEmail: email },
    });
    const last = input.resendLastEmail ? await lastWorkerMail(tx, a.id, a.contractorEmail) : null;
    await enqueueAppealEmail(
      tx,
      a.id,
      email,
      appealAddressChangedEmail({ ...factsOf(row), link: await issueWorkerLink(tx, a.id) }),
    );
    // Sent after the address email, so its fresh link is the one that works.
    if (last) await enqueueAppealEmail(tx, a.id, email, await resendContent(tx, a.id, last), last.id);
  });
}

/**
 * `POST appeal/{id}/mail/{mailId}/resend`: the same message again as a new outbox message
 * (resend_of_id); a worker email's link gets a fresh key. Answers the new message id.
 */
export async function resendAppealMail(db: Db, actor: Actor, id: string, mailId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await lockForStep(tx, actor, id, 'work', now);
    const m = await appealMail(tx, row.appeal.id, mailId);
    if (!m) throw notFound('Email');
    const content = await resendContent(tx, row.appeal.id, m);
    const newId = await enqueueAppealEmail(tx, row.appeal.id, m.to, content, m.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'appeal.mail_resent',
      entityType: 'appeal',
      entityId: row.appeal.id,
      companyId: row.appeal.companyId,
      after: { resendOfId: m.id, emailMessageId: newId, to: m.to },
    });
    return newId;
  });
}
