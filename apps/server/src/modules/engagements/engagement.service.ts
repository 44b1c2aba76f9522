import type { TEngagement, TEngagementListQuery, TEngagementPage } from '@statera/shared';
import type { SQL } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { managedCompany } from '../../authz/tenancy.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type AppealGroupSubject, appealGroupPolicy } from '../appeals/appeal.policy.ts';
import { contractChangesOfEngagement } from '../contract-changes/contract-change.service.ts';
import { isFeatureEnabled } from '../features/feature-access.ts';
import { presentEngagement, presentEngagementListItem } from './engagement.presenter.ts';
import { findEngagementDetail, listEngagements } from './engagement.repository.ts';

/** The engagements of a list query, each with its current assessment (currentAssessmentOf), and the count. */
export async function loadEngagementList(db: DbOrTx, actor: Actor, q: TEngagementListQuery, extra: SQL[] = []) {
  const { rows, current, total, totalCapped } = await listEngagements(db, actor, q, extra);
  return { rows: rows.map((row) => ({ row, current: current.get(row.engagement.id) })), total, totalCapped };
}

/** A page of an engagement list: its items presented, its total (capped or not) and its paging. */
export function engagementPage(
  list: Awaited<ReturnType<typeof loadEngagementList>>,
  q: { page: number; rows: number },
): TEngagementPage {
  return {
    data: list.rows.map((r) => presentEngagementListItem(r.row, r.current)),
    total: list.total,
    totalCapped: list.totalCapped,
    page: q.page,
    rows: q.rows,
  };
}

/** A page of the engagements the actor may see, each with its current assessment. */
export async function listMyEngagements(db: DbOrTx, actor: Actor, q: TEngagementListQuery): Promise<TEngagementPage> {
  return engagementPage(await loadEngagementList(db, actor, q), q);
}

/**
 * One engagement with its assessment timeline; 404 outside the actor's scope. The engagement, its
 * relations, the appeal under way and the timeline are one statement; the contract changes one more
 * (beside the feature check for those who may record an appeal).
 */
export async function getEngagement(db: DbOrTx, actor: Actor, id: string): Promise<TEngagement> {
  const found = await findEngagementDetail(db, actor, id, { withTimeline: true });
  if (!found) throw notFound('Engagement');
  const { row, rootCompanyId, activeAppealId, timeline } = found;
  const e = row.engagement;
  const [changes, recordAppeal] = await Promise.all([
    contractChangesOfEngagement(db, actor, { ...e, rootCompanyId }, found.changes),
    activeAppealId === null && mayRecordAppeal(db, actor, { companyId: e.companyId, rootCompanyId }),
  ]);
  const view = presentEngagement(row, timeline, actor, { activeAppealId });
  return { ...view, abilities: { ...view.abilities, recordAppeal }, ...changes };
}

/** GET companies/{id}/engagements: the engagements of one company the actor manages, with every list filter. */
export async function listCompanyEngagements(
  db: DbOrTx,
  actor: Actor,
  companyId: string,
  q: TEngagementListQuery,
): Promise<TEngagementPage> {
  const company = await managedCompany(db, actor, companyId);
  return listMyEngagements(db, actor, { ...q, companyId: company.id });
}

/**
 * Whether the actor may record representations received by letter, phone or email on an engagement
 * of this company (POST /api/appeals): the appeal rule for the group, with the appeal feature on.
 */
async function mayRecordAppeal(db: DbOrTx, actor: Actor, group: AppealGroupSubject): Promise<boolean> {
  if (!appealGroupPolicy.record(actor, group)) return false;
  return isFeatureEnabled(db, group.companyId, 'appeal_process');
}
