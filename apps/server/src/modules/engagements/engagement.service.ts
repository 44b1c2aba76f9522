import type { TEngagement, TEngagementListQuery, TEngagementPage } from '@statera/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { managedCompany } from '../../authz/tenancy.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { activeAppealId } from '../appeals/active-appeal.ts';
import { appealGroupPolicy } from '../appeals/appeal.policy.ts';
import { engagementContractChanges } from '../contract-changes/contract-change.service.ts';
import { isFeatureEnabled } from '../features/feature-access.ts';
import { presentEngagement, presentEngagementListItem } from './engagement.presenter.ts';
import { assessmentsOf, findEngagement, listEngagements } from './engagement.repository.ts';

/** The engagements of a list query, each with its current (newest) assessment, and the count. */
export async function loadEngagementList(db: DbOrTx, actor: Actor, q: TEngagementListQuery, extra: SQL[] = []) {
  const { rows, assessments: all, total } = await listEngagements(db, actor, q, extra);
  const current = new Map<string, (typeof all)[number]>();
  // newest first; a closed (archived) reassessment gives way to the result before it (currentAssessmentOf)
  for (const a of all) {
    const seen = current.get(a.engagementId);
    if (!seen || (seen.status === 'archived' && a.status !== 'archived')) current.set(a.engagementId, a);
  }
  return { rows: rows.map((row) => ({ row, current: current.get(row.engagement.id) })), total };
}

/** A page of the engagements the actor may see, each with its current assessment. */
export async function listMyEngagements(db: DbOrTx, actor: Actor, q: TEngagementListQuery): Promise<TEngagementPage> {
  const { rows, total } = await loadEngagementList(db, actor, q);
  return {
    data: rows.map((r) => presentEngagementListItem(r.row, r.current)),
    total,
    page: q.page,
    rows: q.rows,
  };
}

/** One engagement with its assessment timeline; 404 outside the actor's scope. */
export async function getEngagement(db: DbOrTx, actor: Actor, id: string): Promise<TEngagement> {
  const row = await findEngagement(db, actor, id);
  if (!row) throw notFound('Engagement');
  const underAppeal = await activeAppealId(db, id);
  const view = presentEngagement(row, await assessmentsOf(db, [id]), actor, { activeAppealId: underAppeal });
  const recordAppeal = underAppeal === null && (await mayRecordAppeal(db, actor, row.engagement.companyId));
  return {
    ...view,
    abilities: { ...view.abilities, recordAppeal },
    ...(await engagementContractChanges(db, actor, id)),
  };
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
async function mayRecordAppeal(db: DbOrTx, actor: Actor, companyId: string): Promise<boolean> {
  const [company] = await db
    .select({ rootId: sql<string>`coalesce(${companies.parentId}, ${companies.id})` })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company || !appealGroupPolicy.record(actor, { companyId, rootCompanyId: company.rootId })) return false;
  return isFeatureEnabled(db, companyId, 'appeal_process');
}
