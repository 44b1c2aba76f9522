import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contractorReportRecipients } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/define.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { contractorReportDigestEmail } from '../mail/templates/contractor-report.ts';
import { newLinkSecrets } from './contractor-report.keys.ts';
import { dueHeldRecipients } from './contractor-report.repository.ts';
import { appealLinkFor } from './contractor-report-hooks.ts';
import { enqueueCodeEmail, type LinkConfig, linkExpiry, mailItem } from './contractor-report-mail.ts';

/** Recipients one run takes at most; the job loops until none is due. */
const BATCH = 500;

/**
 * Sends what the contractor-notification frequency held and is due at `now`: one digest email per
 * address listing every held statement's link, and each statement's code in its own email. Each
 * link gets its key and code now (only their hashes are kept, so none existed in plain before) and
 * works for 90 days from now. Answers how many recipients were sent.
 */
export async function sendDueContractorDigests(db: Db, config: LinkConfig, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const due = await dueHeldRecipients(tx, now, BATCH);
      const byAddress = new Map<string, typeof due>();
      for (const d of due) byAddress.set(d.recipient.email, [...(byAddress.get(d.recipient.email) ?? []), d]);
      for (const [address, items] of byAddress) {
        const expiresAt = linkExpiry(now);
        const issued = items.map((d) => ({ d, secrets: newLinkSecrets(config.secret) }));
        const facts = (d: (typeof due)[number]) => ({
          engagementId: d.engagementId,
          clientName: d.clientName,
          individualName: d.individualName,
          reportVersion: d.reportVersion,
        });
        const items_ = [];
        for (const { d, secrets } of issued) {
          const appealLink =
            d.recipient.party === 'worker'
              ? await appealLinkFor(tx, {
                  engagementId: d.engagementId,
                  assessmentReportId: d.reportId,
                  email: address,
                  now,
                })
              : null;
          items_.push({ ...mailItem(config, facts(d), secrets.key, expiresAt), comment: d.comment, appealLink });
        }
        const linkMessageId = await enqueueEmail(tx, {
          to: address,
          content: contractorReportDigestEmail(items_),
          entityType: 'engagement',
          entityId: items[0]!.engagementId,
        });
        for (const { d, secrets } of issued) {
          const codeMessageId = await enqueueCodeEmail(tx, address, facts(d), secrets.code);
          await tx
            .update(contractorReportRecipients)
            .set({
              linkKeyHash: secrets.keyHash,
              downloadCodeHash: secrets.codeHash,
              expiresAt,
              linkMessageId,
              codeMessageId,
            })
            .where(eq(contractorReportRecipients.id, d.recipient.id));
        }
      }
      return due.length;
    });
    total += sent;
    if (sent < BATCH) return total;
  }
}

/** Hourly, once across processes: the contractor-notification digest (holding setting 1, 7 or 30 days). */
export const contractorReportDigestJob = defineJob<Record<string, never>>({
  name: 'contractor-reports.digest',
  schedule: '5 * * * *',
  queue: { retryLimit: 2, retryDelay: 300 },
  enabled: (deps) => deps.links !== undefined,
  async handle(_data, ctx) {
    if (!ctx.links) throw new Error('the contractor digest needs PUBLIC_URL and the server secret');
    const sent = await sendDueContractorDigests(ctx.db, ctx.links, ctx.now);
    if (sent > 0) ctx.log.info({ sent }, 'contractor report digest');
  },
});
