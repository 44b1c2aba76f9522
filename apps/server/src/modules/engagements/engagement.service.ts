import type { TEngagement, TEngagementListQuery, TEngagementPage } from '@statera/shared';
import type { SQL } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { ScopePart } from '../../authz/scopes.ts';
import { managedCompany } from '../../authz/tenancy.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { cursorAfterRow, decodeCursor } from '../../lib/cursor.ts';
import { type AppealGroupSubject, appealGroupPolicy } from '../appeals/appeal.policy.ts';
import { contractChangesOfEngagement } from '../contract-changes/contract-change.service.ts';
import { isFeatureEnabled } from '../features/feature-access.ts';
import { presentEngagement, presentEngagementListItem, presentEngagementSummary } from './engagement.presenter.ts';
import {
  engagementRowsByIds,
  engagementsAfter,
  findEngagementDetail,
  listEngagements,
} from './engagement.repository.ts';
import { engagementVersion } from './engagement-version.ts';

/** The engagements of a list query, each with its current assessment (currentAssessmentOf), and the count. */
export async function loadEngagementList(
  db: DbOrTx,
  actor: Actor,
  q: TEngagementListQuery,
  extra: SQL[] = [],
  within?: ScopePart[],
) {
  const { rows, current, total, totalCapped } = await listEngagements(db, actor, q, extra, within);
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
  return engagementView(db, actor, found);
}

type Detail = NonNullable<Awaited<ReturnType<typeof findEngagementDetail>>>;

async function engagementView(db: DbOrTx, actor: Actor, found: Detail): Promise<TEngagement> {
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

/**
 * GET /api/v1/engagements: a page of the engagements in the actor's scope after the cursor, oldest
 * first, with the cursor of the next page (null at the end). A key needs `engagements:read` (403).
 */
export async function walkEngagements(db: DbOrTx, actor: Actor, q: { cursor?: string; limit: number }) {
  authorize(actor, 'engagement.read');
  const { rows, current, page: ids } = await engagementsAfter(db, actor, decodeCursor(q.cursor), q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => presentEngagementSummary(row, current.get(row.engagement.id))),
    nextCursor: rows.length > q.limit && last ? cursorAfterRow(ids, last.engagement.id) : null,
  };
}

/**
 * The engagement page's view and the stored version (the public API's ETag); 404 out of scope.
 * `reading`: a read of its own (a key needs `engagements:read`: 403), not the step of a change.
 */
export async function getEngagementVersioned(db: DbOrTx, actor: Actor, id: string, opts: { reading?: boolean } = {}) {
  if (opts.reading) authorize(actor, 'engagement.read');
  const found = await findEngagementDetail(db, actor, id, { withTimeline: true });
  if (!found) throw notFound('Engagement');
  return { view: await engagementView(db, actor, found), version: engagementVersion(found.row.engagement) };
}

/**
 * A page's engagements by id, in that order, with their named relations and current assessment, as
 * the engagement lists read them: for another module's list of engagements (an entity's, an agency's).
 */
export const engagementListRowsByIds = (db: DbOrTx, ids: string[]) => engagementRowsByIds(db, ids);
