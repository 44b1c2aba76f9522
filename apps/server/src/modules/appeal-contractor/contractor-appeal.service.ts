import {
  APPEAL_TRANSITIONS,
  appealDeadline,
  appealEvidenceDue,
  ERROR_KEYS,
  londonToday,
  type TAppealStatus,
  type TAppealThreadSeen,
  type TChangeContractorEmail,
  type TStartAppeal,
} from '@statera/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { appealComments, appealContractorEmails, appeals } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { tellClientAdminsOfAppeal } from '../appeals/appeal-arrival.ts';
import { startAppealClock } from '../appeals/appeal-clock.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import {
  appealEmailChangedEmail,
  appealStartedReceiptEmail,
  appealSubmittedReceiptEmail,
  appealSubmittedToManagerEmail,
} from '../mail/templates/appeal-contractor.ts';
import {
  type AppealRow,
  appealContext,
  attachmentsOf,
  contractorDrafts,
  findAppealById,
  submissionRecipient,
} from './appeal-contractor.repository.ts';
import { contractorAppealRules } from './contractor-appeal.rules.ts';

/** The appeal, locked for the transaction (it may have gone since the key was resolved). */
export async function lockAppeal(tx: DbOrTx, id: string): Promise<AppealRow> {
  const appeal = await findAppealById(tx, id, true);
  if (!appeal) throw notFound('Appeal');
  return appeal;
}

const notNow = (message: string) => new AppError(409, ERROR_KEYS.invalidTransition, message);

async function recordEmailChange(tx: DbOrTx, appeal: AppealRow, email: string, now: Date) {
  if (email.toLowerCase() === appeal.contractorEmail.toLowerCase()) return false;
  await tx.update(appeals).set({ contractorEmail: email, updatedAt: now }).where(eq(appeals.id, appeal.id));
  await tx.insert(appealContractorEmails).values({ appealId: appeal.id, email, changedById: null, createdAt: now });
  await recordAudit(tx, {
    actorId: null,
    action: 'appeal.contractor_email_changed',
    entityType: 'appeal',
    entityId: appeal.id,
    companyId: appeal.companyId,
    before: { contractorEmail: appeal.contractorEmail },
    after: { contractorEmail: email, by: 'contractor' },
  });
  const { companyName } = await appealContext(tx, appeal);
  await enqueueEmail(tx, {
    to: appeal.contractorEmail,
    entityType: 'appeal',
    entityId: appeal.id,
    content: appealEmailChangedEmail({ companyName, newEmail: email }),
  });
  return true;
}

/**
 * PUT appeals/{key}/start: the worker gives the address replies go to (and consents to the
 * processing of their data); created → started, and the 45-day clock starts today.
 */
export async function startAppeal(db: Db, appealId: string, input: TStartAppeal, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const appeal = await lockAppeal(tx, appealId);
    assertTransition(APPEAL_TRANSITIONS, 'appeal', appeal.status, 'start', 'started');
    await recordEmailChange(tx, appeal, input.contractorEmail, now);
    await tx
      .update(appeals)
      .set({ status: 'started', dateStarted: now, updatedAt: now })
      .where(eq(appeals.id, appeal.id));
    // Representations received today (UK): the 45 calendar days start here.
    await startAppealClock(tx, appeal.id, londonToday(now));
    await recordAudit(tx, {
      actorId: null,
      action: 'appeal.start',
      entityType: 'appeal',
      entityId: appeal.id,
      companyId: appeal.companyId,
      before: { status: appeal.status },
      after: { status: 'started', representationsReceivedOn: londonToday(now), dataProcessingConsent: true },
    });
    const receivedOn = londonToday(now);
    const { companyName } = await appealContext(tx, appeal);
    await enqueueEmail(tx, {
      to: input.contractorEmail,
      entityType: 'appeal',
      entityId: appeal.id,
      content: appealStartedReceiptEmail({
        companyName,
        receivedOn,
        statutoryDeadline: appealDeadline(receivedOn),
        evidenceDueOn: appealEvidenceDue(receivedOn),
      }),
    });
    await tellClientAdminsOfAppeal(tx, appeal.id);
  });
}

/**
 * PUT appeals/{key}/submit-to-manager: the worker's drafts are submitted and the appeal goes to the
 * manager's turn (started, contractor_processing or reopened → am_processing). The appeal manager —
 * or, with none assigned, the lead appeal manager — is emailed in the same transaction.
 */
export async function submitToManager(
  db: Db,
  appealId: string,
  opts: { publicUrl: string },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const appeal = await lockAppeal(tx, appealId);
    const to: TAppealStatus = 'am_processing';
    assertTransition(APPEAL_TRANSITIONS, 'appeal', appeal.status, 'submit_to_manager', to);
    const drafts = await contractorDrafts(tx, appeal.id);
    if (drafts.length === 0) {
      throw new AppError(422, ERROR_KEYS.appealNothingToSubmit, 'Write your reasons or your answer first.');
    }
    const first = appeal.status === 'started';
    await tx
      .update(appealComments)
      .set({ status: 'submitted', submittedAt: now, updatedAt: now })
      .where(
        inArray(
          appealComments.id,
          drafts.map((d) => d.id),
        ),
      );
    await tx.update(appeals).set({ status: to, updatedAt: now }).where(eq(appeals.id, appeal.id));
    await recordAudit(tx, {
      actorId: null,
      action: 'appeal.submit_to_manager',
      entityType: 'appeal',
      entityId: appeal.id,
      companyId: appeal.companyId,
      before: { status: appeal.status },
      after: { status: to, submittedComments: drafts.map((d) => d.id) },
    });
    const context = await appealContext(tx, appeal);
    const files = await attachmentsOf(
      tx,
      drafts.map((d) => d.id),
    );
    await enqueueEmail(tx, {
      to: appeal.contractorEmail,
      entityType: 'appeal',
      entityId: appeal.id,
      content: appealSubmittedReceiptEmail({
        companyName: context.companyName,
        commentCount: drafts.length,
        fileCount: files.length,
        sentOn: londonToday(now),
        statutoryDeadline: appeal.statutoryDeadline,
      }),
    });
    const recipient = await submissionRecipient(tx, appeal);
    if (!recipient) return;
    await enqueueEmail(tx, {
      to: recipient.email,
      entityType: 'appeal',
      entityId: appeal.id,
      content: appealSubmittedToManagerEmail({
        managerName: recipient.name,
        engagedIndividualName: context.engagedIndividualName,
        companyName: context.companyName,
        commentCount: drafts.length,
        statutoryDeadline: appeal.statutoryDeadline,
        first,
        assignedToYou: recipient.id === appeal.appealManagerId,
        link: `${opts.publicUrl.replace(/\/+$/, '')}/appeals/${appeal.id}`,
      }),
    });
  });
}

/** PUT appeals/key/{key}/contractor: the worker changes the address replies go to (history + audit). */
export async function changeContractorEmail(
  db: Db,
  appealId: string,
  input: TChangeContractorEmail,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const appeal = await lockAppeal(tx, appealId);
    if (!contractorAppealRules.changeEmail(appeal)) throw notNow('A closed appeal keeps its address.');
    await recordEmailChange(tx, appeal, input.newContractorEmail, now);
  });
}

/** PUT appeals/{key}/thread-seen: the worker has read the threads up to `lastSeen` (never later than now). */
export async function markThreadsSeen(db: Db, appealId: string, input: TAppealThreadSeen, now = new Date()) {
  const asked = input.lastSeen ? new Date(input.lastSeen) : now;
  const seen = asked > now ? now : asked;
  await db
    .update(appeals)
    .set({ contractorSeenAt: sql`greatest(coalesce(${appeals.contractorSeenAt}, ${seen}), ${seen})` })
    .where(and(eq(appeals.id, appealId)));
}
