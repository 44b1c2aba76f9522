import type { Readable } from 'node:stream';
import {
  CONTRACTOR_REPORT_CODE_ATTEMPTS,
  ERROR_KEYS,
  later,
  MINUTE_MS,
  type TContractorReportLink,
  type TDownloadContractorReportQuery,
  TIME_LIMITS,
} from '@statera/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { contractorReportDownloads, contractorReportRecipients } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { emitDomainEvent } from '../webhooks/domain-events.ts';
import { codeMatches, hashLinkKey } from './contractor-report.keys.ts';
import { findRecipientByKeyHash } from './contractor-report.repository.ts';

type Recipient = typeof contractorReportRecipients.$inferSelect;

/** An unknown, held (never sent) or expired link: one plain 404, whichever it is. */
const unknownLink = () => notFound('Link');

const isLive = (r: Recipient, now: Date) => r.linkMessageId !== null && r.expiresAt > now;
const lockOver = (r: Recipient, now: Date) => r.lockedUntil !== null && r.lockedUntil <= now;
/** Wrong codes that still count: a lock that has passed starts the count again. */
const failedSoFar = (r: Recipient, now: Date) => (lockOver(r, now) ? 0 : r.failedAttempts);

function locked(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError(
    429,
    ERROR_KEYS.individualCodeLocked,
    `Too many wrong codes. Try again in ${Math.ceil(seconds / 60)} minutes.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/**
 * GET contractor-reports/{key} (public): who issued which statement, until when the link works and
 * how many code attempts are left. The first call records when the link was first opened.
 */
export async function openContractorReportLink(db: Db, key: string, now = new Date()): Promise<TContractorReportLink> {
  const row = await findRecipientByKeyHash(db, hashLinkKey(key));
  if (!row || !isLive(row.recipient, now)) throw unknownLink();
  const r = row.recipient;
  if (!r.firstOpenedAt) {
    await db
      .update(contractorReportRecipients)
      .set({
        firstOpenedAt: sql`coalesce(${contractorReportRecipients.firstOpenedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(contractorReportRecipients.id, r.id));
  }
  const lockedNow = r.lockedUntil !== null && r.lockedUntil > now;
  return {
    clientName: row.clientName,
    engagedIndividualName: row.individualName,
    reportVersion: row.reportVersion,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    expiresAt: r.expiresAt.toISOString(),
    attemptsLeft: lockedNow ? 0 : CONTRACTOR_REPORT_CODE_ATTEMPTS - failedSoFar(r, now),
    lockedUntil: lockedNow ? r.lockedUntil!.toISOString() : null,
  };
}

export interface ContractorReportFile {
  fileName: string;
  mime: string;
  body: Readable;
}

/**
 * GET download-contractor-report (public): the statement's PDF for the link key and its 8-digit
 * code. A wrong code is 400 (spec §8 "invalid individual code") and counts; the 5th wrong code in
 * a row locks the link for 15 minutes (429, also for the right code meanwhile). A download is
 * recorded in the receipt ledger with the recipient's count and first download.
 */
export async function downloadContractorReport(
  db: Db,
  storage: FileStorage,
  secret: string,
  q: TDownloadContractorReportQuery,
  now = new Date(),
): Promise<ContractorReportFile> {
  const outcome = await db.transaction(async (tx) => {
    const row = await findRecipientByKeyHash(tx, hashLinkKey(q.linkKey), true);
    if (!row || !isLive(row.recipient, now)) throw unknownLink();
    const r = row.recipient;
    if (r.lockedUntil && r.lockedUntil > now) throw locked(r.lockedUntil, now);
    if (!codeMatches(secret, r.linkKeyHash, q.downloadKey, r.downloadCodeHash)) {
      const failed = failedSoFar(r, now) + 1;
      const lockedUntil =
        failed >= CONTRACTOR_REPORT_CODE_ATTEMPTS
          ? later(now, TIME_LIMITS.contractorReportLockMinutes, MINUTE_MS)
          : null;
      await tx
        .update(contractorReportRecipients)
        .set({ failedAttempts: failed, lockedUntil })
        .where(eq(contractorReportRecipients.id, r.id));
      // committed, then refused: the count must survive the refusal
      return { wrong: true as const, lockedUntil, attemptsLeft: CONTRACTOR_REPORT_CODE_ATTEMPTS - failed };
    }
    if (!row.fileKey) throw unknownLink();
    const body = await storage.get(row.fileKey);
    if (!body) throw notFound('Statement');
    await recordDownload(tx, r.id, row, now).catch((error: unknown) => {
      body.destroy();
      throw error;
    });
    return {
      wrong: false as const,
      file: {
        fileName: `status-determination-statement-v${row.reportVersion}.pdf`,
        mime: row.fileMime ?? 'application/pdf',
        body,
      },
    };
  });
  if (!outcome.wrong) return outcome.file;
  if (outcome.lockedUntil) throw locked(outcome.lockedUntil, now);
  throw new AppError(
    400,
    ERROR_KEYS.invalidIndividualCode,
    `Invalid individual code. ${outcome.attemptsLeft} attempts left.`,
    { downloadKey: [ERROR_KEYS.invalidIndividualCode] },
  );
}

/** A download in the receipt ledger, with the recipient's count and first download (the caller's transaction). */
async function recordDownload(
  tx: DbOrTx,
  recipientId: string,
  row: { reportId: string; assessmentId: string; engagementId: string; companyId: string },
  now: Date,
) {
  const { reportId } = row;
  await tx
    .update(contractorReportRecipients)
    .set({
      failedAttempts: 0,
      lockedUntil: null,
      downloadCount: sql`${contractorReportRecipients.downloadCount} + 1`,
      firstDownloadedAt: sql`coalesce(${contractorReportRecipients.firstDownloadedAt}, ${now.toISOString()}::timestamptz)`,
      firstOpenedAt: sql`coalesce(${contractorReportRecipients.firstOpenedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(contractorReportRecipients.id, recipientId));
  await tx.insert(contractorReportDownloads).values({ recipientId, assessmentReportId: reportId, downloadedAt: now });
  const data = { engagementId: row.engagementId, companyId: row.companyId, assessmentId: row.assessmentId, reportId };
  await emitDomainEvent(tx, { type: 'sds.downloaded', companyId: row.companyId, data });
}
