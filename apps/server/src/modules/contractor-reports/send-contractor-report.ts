import { ERROR_KEYS, type TSendContractorReport, ZSendContractorReport } from '@statera/shared';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { assessmentReports, contractorReportMailGroups, contractorReportRecipients } from '../../db/schema/index.ts';
import { emailKey, LIMITS } from '../../lib/abuse-limits.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { takeAttempts } from '../../lib/attempt-limiter.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { chainRecipients } from '../off-payroll/chain-recipients.ts';
import { emitDomainEvent } from '../webhooks/domain-events.ts';
import {
  findEngagementFor,
  findEngagementUnscoped,
  findMailGroup,
  latestGeneratedReport,
  mailGroupsOf,
  notificationFrequency,
  type ReportEngagement,
  recipientsOfGroup,
  reportVersion,
} from './contractor-report.repository.ts';
import { issueRecipient, type LinkConfig, type NewRecipient } from './contractor-report-mail.ts';
import { nextDigestAt } from './digest-schedule.ts';

/**
 * The worker (the engaged individual), the fee-payer chain (the agency, when the engagement has
 * one, and every party of its recorded supply chain with an address) and the extra addresses, each
 * address once (case-insensitive; the first party named wins).
 */
export function recipientsOf(
  e: ReportEngagement,
  extra: readonly string[],
  chain: readonly { id: string; email: string }[] = [],
): NewRecipient[] {
  const out = new Map<string, NewRecipient>();
  const add = (email: string | null, party: NewRecipient['party'], chainPartyId: string | null = null) => {
    const normal = email?.trim().toLowerCase();
    if (normal && !out.has(normal)) out.set(normal, { email: normal, party, chainPartyId });
  };
  add(e.individualEmail, 'worker');
  add(e.agencyEmail, 'agency');
  for (const p of chain) add(p.email, 'chain', p.id);
  for (const email of extra) add(email, 'other');
  return [...out.values()];
}

/**
 * Counts one statement sending to each recipient (issue 30 item 4): at most 3 a day to one address
 * for one engagement, 50 a day to one address in all, each counted and decided in one statement
 * (lib/attempt-limiter.ts) inside the sending's transaction, so a refused or failed sending counts
 * nowhere. A refusal names the address: 429 errors.recipientEmailLimit with Retry-After.
 */
async function countStatementSendings(tx: DbOrTx, engagementId: string, recipients: NewRecipient[], now: Date) {
  for (const r of recipients) {
    const refusal = (seconds: number) =>
      new AppError(
        429,
        ERROR_KEYS.recipientEmailLimit,
        `${r.email} was sent a statement as often as allowed within 24 hours. Try again later.`,
        { emails: [ERROR_KEYS.recipientEmailLimit] },
        { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) },
      );
    const address = emailKey(r.email);
    await takeAttempts(
      tx,
      [
        { key: `statement:recipient:${engagementId}:${address}`, limit: LIMITS.statementPerRecipient, refusal },
        { key: `statement:address:${address}`, limit: LIMITS.statementPerAddress, refusal },
      ],
      now,
    );
  }
}

async function loadEngagement(tx: DbOrTx, actor: Actor, engagementId: string) {
  const e = await findEngagementFor(tx, actor, engagementId);
  if (!e) throw notFound('Engagement');
  return e;
}

async function createSending(
  tx: DbOrTx,
  config: LinkConfig,
  sentById: string | null,
  e: ReportEngagement,
  report: { id: string; version: number },
  comment: string | null,
  recipients: NewRecipient[],
  at: { now: Date; delayedUntil: Date | null },
): Promise<string> {
  const [group] = await tx
    .insert(contractorReportMailGroups)
    .values({ engagementId: e.id, assessmentReportId: report.id, comment, sentById, createdAt: at.now })
    .returning({ id: contractorReportMailGroups.id });
  const facts = {
    groupId: group!.id,
    comment,
    engagementId: e.id,
    clientName: e.clientName,
    individualName: e.individualName,
    reportVersion: report.version,
    reportId: report.id,
  };
  for (const r of recipients) await issueRecipient(tx, config, facts, r, at);
  const [source] = await tx
    .select({ assessmentId: assessmentReports.assessmentId })
    .from(assessmentReports)
    .where(eq(assessmentReports.id, report.id));
  if (source) {
    const ref = { engagementId: e.id, companyId: e.companyId, assessmentId: source.assessmentId, reportId: report.id };
    await emitDomainEvent(tx, {
      type: 'sds.delivered',
      companyId: e.companyId,
      data: { ...ref, recipients: recipients.length },
    });
  }
  return group!.id;
}

/**
 * POST engagements/{id}/send-contractor-report: sends the newest generated statement of the
 * engagement's newest approved assessment to the worker, the agency and the extra addresses; each
 * gets a link email and a separate code email, or is held for the group's digest when the group's
 * contractor-notification frequency is set. Answers the new sending's id.
 */
export async function sendContractorReport(
  db: Db,
  config: LinkConfig,
  actor: Actor,
  engagementId: string,
  input: TSendContractorReport,
  now = new Date(),
): Promise<string> {
  const body = ZSendContractorReport.parse(input);
  return db.transaction(async (tx) => {
    const e = await loadEngagement(tx, actor, engagementId);
    authorize(actor, 'contractorReport.send', e);
    if (e.type === 'test') {
      throw conflict(
        ERROR_KEYS.testEngagementNoContractorReport,
        'A test engagement never sends a status determination statement to the worker.',
      );
    }
    const report = await latestGeneratedReport(tx, e.id);
    if (!report) {
      throw conflict(
        ERROR_KEYS.noContractorReport,
        'The engagement has no approved assessment with a generated status determination statement yet.',
      );
    }
    const recipients = recipientsOf(e, body.emails, await chainRecipients(tx, e.id));
    if (recipients.length === 0) {
      throw new AppError(
        400,
        ERROR_KEYS.noContractorReportRecipients,
        'Add at least one email address: the worker and the agency have none.',
        { emails: [ERROR_KEYS.noContractorReportRecipients] },
      );
    }
    await countStatementSendings(tx, e.id, recipients, now);
    const delayedUntil = nextDigestAt(now, await notificationFrequency(tx, e.rootCompanyId));
    const groupId = await createSending(tx, config, actor.id, e, report, body.comment, recipients, {
      now,
      delayedUntil,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'contractor_report.sent',
      entityType: 'engagement',
      entityId: e.id,
      companyId: e.companyId,
      after: {
        mailGroupId: groupId,
        assessmentReportId: report.id,
        recipients: recipients.map((r) => ({ email: r.email, party: r.party })),
        delayedUntil: delayedUntil?.toISOString() ?? null,
      },
    });
    return groupId;
  });
}

/**
 * PUT resend-contractor-report: the same statement to the same recipients as a new sending, sent
 * at once with NEW link keys and codes. The sending's earlier links stop working (their expiry is
 * brought to now): a resend usually means a message was lost or went astray, and one live link per
 * recipient keeps the receipts unambiguous. Answers the engagement id (the history is answered).
 */
export async function resendContractorReport(
  db: Db,
  config: LinkConfig,
  actor: Actor,
  mailGroupId: string,
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const group = await findMailGroup(tx, actor, mailGroupId);
    if (!group) throw notFound('Sending');
    const e = await findEngagementFor(tx, actor, group.engagementId);
    if (!e) throw notFound('Sending');
    authorize(actor, 'contractorReport.resend', e);
    const previous = await recipientsOfGroup(tx, group.id);
    const recipients = previous.map((r) => ({ email: r.email, party: r.party, chainPartyId: r.chainPartyId }));
    await countStatementSendings(tx, e.id, recipients, now);
    await tx
      .update(contractorReportRecipients)
      .set({ expiresAt: sql`least(${contractorReportRecipients.expiresAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(contractorReportRecipients.groupId, group.id));
    const report = { id: group.assessmentReportId, version: await reportVersion(tx, group.assessmentReportId) };
    const groupId = await createSending(tx, config, actor.id, e, report, group.comment, recipients, {
      now,
      delayedUntil: null,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'contractor_report.resent',
      entityType: 'engagement',
      entityId: e.id,
      companyId: e.companyId,
      after: { resentMailGroupId: group.id, mailGroupId: groupId, recipients },
    });
    return e.id;
  });
}

/**
 * Sends a generated statement to the given recipients at once, for the system rather than a user
 * (the appeals module, when the reassessment an accepted appeal started is approved: the new
 * statement goes to the recipients of the disputed one). The caller has decided who may; this
 * writes the sending, the emails and the audit event in the caller's transaction. Answers the
 * sending's id, or null when the engagement is gone.
 */
export async function sendStatementTo(
  tx: DbOrTx,
  config: LinkConfig,
  v: {
    engagementId: string;
    report: { id: string; version: number };
    recipients: NewRecipient[];
    sentById: string | null;
    comment: string | null;
    now: Date;
  },
): Promise<string | null> {
  const e = await findEngagementUnscoped(tx, v.engagementId);
  if (!e || v.recipients.length === 0) return null;
  const groupId = await createSending(tx, config, v.sentById, e, v.report, v.comment, v.recipients, {
    now: v.now,
    delayedUntil: null,
  });
  await recordAudit(tx, {
    actorId: v.sentById,
    action: 'contractor_report.sent',
    entityType: 'engagement',
    entityId: e.id,
    companyId: e.companyId,
    after: { mailGroupId: groupId, assessmentReportId: v.report.id, recipients: v.recipients, delayedUntil: null },
  });
  return groupId;
}

/** The recipients of the newest sending of a statement (who got the disputed SDS). */
export async function recipientsOfStatement(
  tx: DbOrTx,
  engagementId: string,
  reportId: string,
): Promise<NewRecipient[]> {
  const groups = await mailGroupsOf(tx, engagementId);
  const group = groups.find((g) => g.group.assessmentReportId === reportId);
  return (group?.recipients ?? []).map((r) => ({
    email: r.recipient.email,
    party: r.recipient.party,
    chainPartyId: r.recipient.chainPartyId,
  }));
}
