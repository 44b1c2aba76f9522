import { addCalendarMonths, daysBetween, FEATURE_TERM_MONTHS, londonDay } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyFeatures } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/define.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { featureEndedEmail, featureExpiringEmail } from '../mail/templates/feature.ts';
import { clientAdmins, dueFeatures, featuresToWarn } from './feature.repository.ts';

const display = (isoDay: string) => isoDay.split('-').reverse().join('.');

export interface FeatureExpiryResult {
  renewed: number;
  ended: number;
  warned: number;
}

/**
 * The daily subscription run at `now` (spec §9): an active feature whose end has passed is extended by
 * 12 months (as often as needed to reach past today) when it renews automatically, otherwise it ends
 * (status ended, ended_at) and the client admins get an email; a subscription ending within 30 days
 * without auto renewal warns them once per end date. One transaction per feature; idempotent.
 */
export async function runFeatureExpiry(db: Db, now: Date): Promise<FeatureExpiryResult> {
  const today = londonDay(now);
  const result: FeatureExpiryResult = { renewed: 0, ended: 0, warned: 0 };
  for (const due of await dueFeatures(db, today)) {
    await db.transaction(async (tx) => {
      const [f] = await tx
        .select()
        .from(companyFeatures)
        .where(and(eq(companyFeatures.id, due.feature.id), eq(companyFeatures.status, 'active')))
        .for('update');
      if (!f?.dateEnd || f.dateEnd >= today) return;
      const audit = { actorId: null, entityType: 'company_feature', entityId: f.id, companyId: f.companyId } as const;
      if (f.autoRenewal) {
        let dateEnd = f.dateEnd;
        while (dateEnd < today) dateEnd = addCalendarMonths(dateEnd, FEATURE_TERM_MONTHS);
        await tx.update(companyFeatures).set({ dateEnd, updatedAt: now }).where(eq(companyFeatures.id, f.id));
        await recordAudit(tx, {
          ...audit,
          action: 'feature.renewed',
          before: { dateEnd: f.dateEnd },
          after: { name: f.name, dateEnd },
        });
        result.renewed++;
        return;
      }
      await tx
        .update(companyFeatures)
        .set({ status: 'ended', endedAt: now, updatedAt: now })
        .where(eq(companyFeatures.id, f.id));
      await recordAudit(tx, {
        ...audit,
        action: 'feature.ended',
        before: { status: 'active', dateEnd: f.dateEnd },
        after: { name: f.name, status: 'ended' },
      });
      for (const admin of await clientAdmins(tx, f.companyId)) {
        await enqueueEmail(tx, {
          to: admin.email,
          entityType: 'company',
          entityId: f.companyId,
          content: featureEndedEmail({
            firstName: admin.firstName,
            companyName: due.companyName,
            feature: f.name,
            dateEnd: display(f.dateEnd),
          }),
        });
      }
      result.ended++;
    });
  }
  for (const w of await featuresToWarn(db, today)) {
    await db.transaction(async (tx) => {
      const f = w.feature;
      await recordAudit(tx, {
        actorId: null,
        action: 'feature.expiry_warned',
        entityType: 'company_feature',
        entityId: f.id,
        companyId: f.companyId,
        after: { name: f.name, dateEnd: f.dateEnd, daysLeft: daysBetween(today, f.dateEnd!) },
      });
      for (const admin of await clientAdmins(tx, f.companyId)) {
        await enqueueEmail(tx, {
          to: admin.email,
          entityType: 'company',
          entityId: f.companyId,
          content: featureExpiringEmail({
            firstName: admin.firstName,
            companyName: w.companyName,
            feature: f.name,
            dateEnd: display(f.dateEnd!),
          }),
        });
      }
      result.warned++;
    });
  }
  return result;
}

/** Daily, once across processes, just after midnight UTC: renews, ends and warns about subscriptions. */
export const featureExpiryJob = defineJob<Record<string, never>>({
  name: 'features.expire',
  schedule: '5 0 * * *',
  queue: { retryLimit: 2 },
  async handle(_data, ctx) {
    const result = await runFeatureExpiry(ctx.db, ctx.now);
    if (result.renewed + result.ended + result.warned > 0) ctx.log.info(result, 'feature subscriptions checked');
  },
});
