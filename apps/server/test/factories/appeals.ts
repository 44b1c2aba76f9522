import type { TAppealChannel, TAppealStatus } from '@statera/shared';
import { LIMITS } from '@statera/shared';
import type { Db } from '../../src/db/client.ts';
import { appealContractorEmails, appeals, companyFeatures } from '../../src/db/schema/index.ts';
import type { FileStorage } from '../../src/lib/storage/storage.ts';
import { newAppealKey } from '../../src/modules/appeals/appeal-key.ts';
import { buildContractorReport } from './contractor-report.ts';
import { buildEngagement } from './engagement.ts';
import { buildUser, type Tenant } from './tenant.ts';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Turns a client group's feature on (appeal_process, test, …) for 12 months from today. */
export async function activateFeature(db: Db, companyId: string, name: 'appeal_process' | 'test' = 'appeal_process') {
  const today = new Date();
  await db
    .insert(companyFeatures)
    .values({
      companyId,
      name,
      status: 'active',
      dateStart: isoDay(today),
      dateEnd: isoDay(new Date(today.getTime() + 365 * DAY_MS)),
    })
    .onConflictDoUpdate({
      target: [companyFeatures.companyId, companyFeatures.name],
      set: { status: 'active', dateEnd: isoDay(new Date(today.getTime() + 365 * DAY_MS)) },
    });
}

/** A lead appeal manager and an appeal manager of the tenant's client group (approver seats). */
export async function buildAppealManagers(db: Db, t: Tenant) {
  const [lead, manager] = await Promise.all([
    buildUser(db, { role: 'approver', companyId: t.company.id, amRole: 'lead_appeal_manager' }),
    buildUser(db, { role: 'approver', companyId: t.company.id, amRole: 'appeal_manager' }),
  ]);
  return { lead, manager };
}

/**
 * An approved assessment with a generated SDS and an appeal on it, in `status`, with the feature
 * on. Started statuses get the representations date (default today) and the 45-day deadline.
 * Returns the plain link key (only its hash is stored).
 */
export async function buildAppeal(
  db: Db,
  storage: FileStorage,
  t: Tenant,
  v: {
    status?: TAppealStatus;
    appealManagerId?: string | null;
    contractorEmail?: string;
    receivedOn?: string;
    channel?: TAppealChannel;
  } = {},
) {
  await activateFeature(db, t.company.id);
  const engagement = await buildEngagement(db, t);
  const { report } = await buildContractorReport(db, storage, { assessmentId: engagement.assessmentId });
  const { key, keyHash } = newAppealKey();
  const status = v.status ?? 'created';
  const started = status !== 'created' && status !== 'outdated' && status !== 'disabled';
  const receivedOn = started ? (v.receivedOn ?? isoDay(new Date())) : null;
  const deadline = receivedOn ? isoDay(new Date(Date.parse(receivedOn) + LIMITS.appealOutcomeDays * DAY_MS)) : null;
  const contractorEmail = v.contractorEmail ?? `worker.${keyHash.slice(0, 8)}@example.test`;
  const [appeal] = await db
    .insert(appeals)
    .values({
      keyHash,
      companyId: t.company.id,
      engagementId: engagement.id,
      assessmentId: engagement.assessmentId,
      assessmentReportId: report.id,
      status,
      channel: v.channel ?? 'link',
      appealManagerId: v.appealManagerId ?? null,
      contractorEmail,
      representationsReceivedOn: receivedOn,
      statutoryDeadline: deadline,
      dateStarted: started ? new Date() : null,
      dateEnded: status === 'closed' ? new Date() : null,
    })
    .returning();
  await db.insert(appealContractorEmails).values({ appealId: appeal!.id, email: contractorEmail });
  return { appeal: appeal!, key, engagement, report };
}
