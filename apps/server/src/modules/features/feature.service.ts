import {
  addCalendarMonths,
  ERROR_KEYS,
  FEATURE_TERM_MONTHS,
  londonDay,
  type TActivateFeature,
  type TCompanyFeature,
  type TCompanyFeatureListQuery,
  type TCompanyFeaturePage,
  type TFeatureListQuery,
  type TFeatureName,
  type TFeatureStatistics,
  type TRecentFeatures,
  type TUpdateFeature,
} from '@statera/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { companySeenScope } from '../../authz/record-scopes.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, companyFeatures } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { isEnabledOn, presentFeature } from './feature.presenter.ts';
import {
  type FeatureRow,
  featureCounts,
  hasLeadAppealManager,
  listFeatureRows,
  lockFeature,
  recentFeatureRows,
} from './feature.repository.ts';

/** A live company, 404 when missing or not visible to the actor (`featurePolicy.visible`, in the query). */
async function visibleCompany(db: DbOrTx, actor: Actor, id: string) {
  const [c] = await db
    .select({ id: companies.id, name: companies.name, parentId: companies.parentId })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt), companySeenScope(actor)));
  if (!c) throw notFound('Company');
  return c;
}

/** `GET /api/features`: every feature of the client groups in reach (the /subscriptions page). */
export async function listFeatures(
  db: Db,
  actor: Actor,
  q: TFeatureListQuery,
  now = new Date(),
): Promise<TCompanyFeaturePage> {
  authorize(actor, 'feature.list');
  const today = londonDay(now);
  const { rows, total } = await listFeatureRows(db, actor, q, today);
  return { data: rows.map((r) => presentFeature(actor, r, today)), total, page: q.page, rows: q.rows };
}

/** `GET /api/companies/{id}/features`: the group's features (a subsidiary shows its client's). */
export async function listCompanyFeatures(
  db: Db,
  actor: Actor,
  companyId: string,
  q: TCompanyFeatureListQuery,
  now = new Date(),
): Promise<TCompanyFeaturePage> {
  const c = await visibleCompany(db, actor, companyId);
  const today = londonDay(now);
  // Scoped by the visible company itself: a company admin sees the features of their own group.
  const widened: Actor = { ...actor, managedCompanyIds: [c.parentId ?? c.id] };
  const { rows, total } = await listFeatureRows(db, widened, { ...q, companyId: c.id }, today);
  return { data: rows.map((r) => presentFeature(actor, r, today)), total, page: q.page, rows: q.rows };
}

/** One feature of a client as the actor sees it (the answer of the feature writes). */
export async function getCompanyFeature(
  db: Db,
  actor: Actor,
  companyId: string,
  name: TFeatureName,
  now = new Date(),
): Promise<TCompanyFeature> {
  const c = await visibleCompany(db, actor, companyId);
  const today = londonDay(now);
  const widened: Actor = { ...actor, managedCompanyIds: [c.parentId ?? c.id] };
  const { rows } = await listFeatureRows(
    db,
    widened,
    { companyId: c.id, names: [name], page: 1, rows: 1, format: 'datatable', sort: 'name|asc' },
    today,
  );
  if (!rows[0]) throw notFound('Feature');
  return presentFeature(actor, rows[0], today);
}

/** The client whose subscriptions the actor may change: 404 unseen, 403 not provider staff, 409 a subsidiary. */
async function managedClient(db: DbOrTx, actor: Actor, companyId: string) {
  const c = await visibleCompany(db, actor, companyId);
  authorize(actor, 'feature.manage', c);
  if (c.parentId !== null) {
    throw conflict(ERROR_KEYS.featureOfClientOnly, 'Features belong to the client; change them on the client.');
  }
  return c;
}

const snapshot = (f: FeatureRow) => ({
  status: f.status,
  dateStart: f.dateStart,
  dateEnd: f.dateEnd,
  autoRenewal: f.autoRenewal,
});

/**
 * `POST /api/companies/{id}/features/{name}`: provider staff activate a feature for 12 months from
 * today (spec §9), recording who. Switching appeals on for a client without a lead appeal manager
 * asks its admin to name one (`shouldSetAppealManagers`).
 */
export async function activateFeature(
  db: Db,
  actor: Actor,
  companyId: string,
  name: TFeatureName,
  input: TActivateFeature,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await managedClient(tx, actor, companyId);
    const today = londonDay(now);
    const before = await lockFeature(tx, c.id, name);
    if (before && isEnabledOn(before, today)) {
      throw conflict(ERROR_KEYS.featureAlreadyActive, 'This feature is already active; extend it instead.');
    }
    const values = {
      status: 'active' as const,
      dateStart: today,
      dateEnd: addCalendarMonths(today, FEATURE_TERM_MONTHS),
      autoRenewal: input.autoRenewal ?? false,
      activatedById: actor.id,
      endedAt: null,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(companyFeatures)
      .values({ companyId: c.id, name, ...values })
      .onConflictDoUpdate({ target: [companyFeatures.companyId, companyFeatures.name], set: values })
      .returning();
    if (name === 'appeal_process' && !(await hasLeadAppealManager(tx, c.id))) {
      await tx.update(companies).set({ shouldSetAppealManagers: true }).where(eq(companies.id, c.id));
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'feature.activated',
      entityType: 'company_feature',
      entityId: row!.id,
      companyId: c.id,
      before: before ? snapshot(before) : null,
      after: { name, ...snapshot(row!) },
    });
  });
}

/**
 * `PUT /api/companies/{id}/features/{name}`: extend an active subscription by 12 months from its
 * end, and/or turn its auto renewal on or off.
 */
export async function updateFeature(
  db: Db,
  actor: Actor,
  companyId: string,
  name: TFeatureName,
  input: TUpdateFeature,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await managedClient(tx, actor, companyId);
    const before = await lockFeature(tx, c.id, name);
    if (!before) throw notFound('Feature');
    if (!isEnabledOn(before, londonDay(now))) {
      throw conflict(ERROR_KEYS.featureEnded, 'This subscription has ended; activate it again.');
    }
    if (before.dateEnd === null) {
      throw conflict(ERROR_KEYS.featureWithoutEnd, 'This feature has no end date to extend or renew.');
    }
    const dateEnd = input.extend ? addCalendarMonths(before.dateEnd, FEATURE_TERM_MONTHS) : before.dateEnd;
    const autoRenewal = input.autoRenewal ?? before.autoRenewal;
    const [row] = await tx
      .update(companyFeatures)
      .set({ dateEnd, autoRenewal, updatedAt: now })
      .where(eq(companyFeatures.id, before.id))
      .returning();
    const audit = { entityType: 'company_feature', entityId: before.id, companyId: c.id } as const;
    if (input.extend) {
      await recordAudit(tx, {
        ...audit,
        actorId: actor.id,
        action: 'feature.extended',
        before: snapshot(before),
        after: { name, ...snapshot(row!) },
      });
    }
    if (autoRenewal !== before.autoRenewal) {
      await recordAudit(tx, {
        ...audit,
        actorId: actor.id,
        action: 'feature.auto_renewal_changed',
        before: { autoRenewal: before.autoRenewal },
        after: { name, autoRenewal },
      });
    }
  });
}

/** `PUT /api/companies/{id}/features/{name}/deactivate`: ends the subscription now; its actions refuse at once. */
export async function deactivateFeature(
  db: Db,
  actor: Actor,
  companyId: string,
  name: TFeatureName,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await managedClient(tx, actor, companyId);
    const before = await lockFeature(tx, c.id, name);
    if (!before) throw notFound('Feature');
    if (before.status !== 'active') throw conflict(ERROR_KEYS.featureEnded, 'This subscription has already ended.');
    const [row] = await tx
      .update(companyFeatures)
      .set({ status: 'ended', endedAt: now, autoRenewal: false, updatedAt: now })
      .where(eq(companyFeatures.id, before.id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'feature.deactivated',
      entityType: 'company_feature',
      entityId: before.id,
      companyId: c.id,
      before: snapshot(before),
      after: { name, ...snapshot(row!) },
    });
  });
}

/** Without `since`, what changed in the last poll interval and a little more. */
const DEFAULT_LOOKBACK_MS = 65_000;

/**
 * `GET /api/companies/{id}/recent-features`: the group's features changed after `since` and the
 * ones enabled now; the web polls it every 60 s and reloads abilities when something changed.
 */
export async function recentFeatures(
  db: Db,
  actor: Actor,
  companyId: string,
  since: string | undefined,
  now = new Date(),
): Promise<TRecentFeatures> {
  const c = await visibleCompany(db, actor, companyId);
  const from = since ? new Date(since) : new Date(now.getTime() - DEFAULT_LOOKBACK_MS);
  const { changed, enabled } = await recentFeatureRows(db, c.parentId ?? c.id, from, londonDay(now));
  return {
    serverTime: now.toISOString(),
    changed: changed.map((r) => ({
      name: r.name,
      status: r.status,
      enabled: r.enabled,
      dateModified: r.updatedAt.toISOString(),
    })),
    enabled,
  };
}

/** `GET /api/features/statistics`: active and expiring (30 days) feature counts for the provider dashboard. */
export async function featureStatistics(db: Db, actor: Actor, now = new Date()): Promise<TFeatureStatistics> {
  authorize(actor, 'feature.listSubscriptions');
  return featureCounts(db, actor, londonDay(now));
}
