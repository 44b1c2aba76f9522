import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import {
  downloadContractorReport,
  openContractorReportLink,
} from '../../modules/contractor-reports/contractor-report-public.ts';
import { sendContractorReport } from '../../modules/contractor-reports/send-contractor-report.ts';
import { reportsOf } from '../../modules/reports/report.repository.ts';
import { generateReport } from '../../modules/reports/report-generation.ts';
import type { Db } from '../client.ts';
import { emailMessages } from '../schema/index.ts';

export interface DemoLinks {
  publicUrl: string;
  /** The server secret the download codes are keyed with (config.jwtSecret). */
  secret: string;
}

/**
 * The approved demo assessment's statement: its queued SDS is generated (as the report job would),
 * sent to the worker through the same service the API uses, and the worker then opens the link and
 * downloads it with the code from the separate email, so the receipt ledger has something to show.
 */
export async function seedDemoStatement(
  db: Db,
  storage: FileStorage,
  links: DemoLinks,
  admin: Actor,
  engagementId: string,
  assessmentId: string,
): Promise<void> {
  const now = new Date();
  for (const report of await reportsOf(db, [assessmentId])) {
    if (report.status !== 'generated') await generateReport(db, storage, report.id, now);
  }
  await sendContractorReport(db, links, admin, engagementId, {
    comment: 'Please find your status determination statement attached. Reply if you disagree with it.',
    emails: [],
  });
  // The worker's two messages wait in the outbox (no SMTP in the demo): read the key and the code.
  const latest = async (templateKey: string) =>
    (
      await db
        .select({ to: emailMessages.to, text: emailMessages.text })
        .from(emailMessages)
        .where(and(eq(emailMessages.templateKey, templateKey), eq(emailMessages.entityId, engagementId)))
        .orderBy(desc(emailMessages.createdAt))
        .limit(1)
    )[0];
  const linkMail = await latest('contractor_report.link');
  const codeMail = await latest('contractor_report.code');
  const key = linkMail?.text.match(/\/contractor-reports\/([A-Za-z0-9_-]+)/)?.[1];
  const code = codeMail?.text.match(/^\s*(\d{8})\s*$/m)?.[1];
  if (!key || !code) return;
  await openContractorReportLink(db, key, now);
  const file = await downloadContractorReport(db, storage, links.secret, { linkKey: key, downloadKey: code }, now);
  file.body.resume();
}
