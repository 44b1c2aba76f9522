import type { TContractorReportEmailStatus, TContractorReportHistory } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { TEmailStatus } from '../../db/schema/mail.ts';
import { notFound } from '../../lib/app-error.ts';
import { chainRecipients } from '../off-payroll/chain-recipients.ts';
import { contractorReportAbilities } from './contractor-report.policy.ts';
import { findEngagementFor, latestGeneratedReport, mailGroupsOf } from './contractor-report.repository.ts';
import { recipientsOf } from './send-contractor-report.ts';

const WORST_FIRST: TEmailStatus[] = ['failed', 'deferred', 'queued', 'sent'];

/** The link and code emails as one status: held until the digest sends them, else the worse of the two. */
export function emailStatusOf(
  linkStatus: TEmailStatus | null,
  codeStatus: TEmailStatus | null,
): TContractorReportEmailStatus {
  if (!linkStatus) return 'held';
  for (const s of WORST_FIRST) if (linkStatus === s || codeStatus === s) return s;
  return 'queued';
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * GET engagements/{id}/contractor-report-history-mails: every sending of the engagement newest
 * first with its receipts (delivery, first opened, first downloaded, download count), the statement
 * a new sending would carry, the suggested recipients and the actor's abilities.
 */
export async function getContractorReportHistory(
  db: DbOrTx,
  actor: Actor,
  engagementId: string,
): Promise<TContractorReportHistory> {
  const e = await findEngagementFor(db, actor, engagementId);
  if (!e) throw notFound('Engagement');
  authorize(actor, 'contractorReport.viewHistory', e);
  const [report, groups, chain] = await Promise.all([
    latestGeneratedReport(db, e.id),
    mailGroupsOf(db, e.id),
    chainRecipients(db, e.id),
  ]);
  return {
    report: report ? { id: report.id, version: report.version, generatedAt: iso(report.generatedAt) } : null,
    defaultRecipients: recipientsOf(e, [], chain).map((r) => ({ email: r.email, party: r.party })),
    abilities: contractorReportAbilities(actor, e),
    data: groups.map((g) => ({
      id: g.group.id,
      assessmentReportId: g.group.assessmentReportId,
      reportVersion: g.version,
      sentBy:
        g.group.sentById && g.senderFirst !== null
          ? { id: g.group.sentById, name: `${g.senderFirst} ${g.senderLast ?? ''}`.trim() }
          : null,
      comment: g.group.comment,
      dateCreated: g.group.createdAt.toISOString(),
      recipients: g.recipients.map(({ recipient: r, linkStatus, codeStatus }) => ({
        id: r.id,
        email: r.email,
        party: r.party,
        emailStatus: emailStatusOf(linkStatus, codeStatus),
        delayedUntil: iso(r.delayedUntil),
        expiresAt: r.expiresAt.toISOString(),
        firstOpenedAt: iso(r.firstOpenedAt),
        firstDownloadedAt: iso(r.firstDownloadedAt),
        downloadCount: r.downloadCount,
      })),
    })),
  };
}
