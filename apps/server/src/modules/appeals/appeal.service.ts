import type { TAppeal, TAppealListQuery, TAppealMail, TAppealPage } from '@statera/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { ownOrManagedGroupScope } from '../../authz/record-scopes.ts';
import { engagementScope } from '../../authz/scopes.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { appeals, engagedEntities, engagements } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { cursorAfterRow, decodeCursor } from '../../lib/cursor.ts';
import { presentAppeal, presentAppealSummary, subjectOf } from './appeal.presenter.ts';
import {
  appealAssessment,
  appealsAfter,
  commentsOf,
  contractorEmailsOf,
  decisionsOf,
  findAppeal,
  lastSeenBy,
  listAppeals,
  markSeen,
} from './appeal.repository.ts';
import { appealMailHistory } from './appeal-mails.ts';
import { deskPosition } from './dispute-desk.ts';

/** An appeal within the actor's reach (404 otherwise) and allowed to be viewed. */
export async function loadAppeal(db: DbOrTx, actor: Actor, id: string, opts: { lock?: boolean } = {}) {
  const row = await findAppeal(db, actor, id, opts);
  if (!row) throw notFound('Appeal');
  authorize(actor, 'appeal.view', subjectOf(row));
  return row;
}

/**
 * `GET /api/appeals/{id}`: the manager's view. Opening it marks the worker's comments seen by this
 * reader (their new-comment count); the answer still shows which were new.
 */
export async function getAppeal(
  db: Db,
  actor: Actor,
  id: string,
  now = new Date(),
  /** Spec §7 `companyId`: the appeal as seen from that company's group; an appeal of another group is not found. */
  companyId?: string,
): Promise<TAppeal> {
  const row = await loadAppeal(db, actor, id);
  if (companyId && companyId !== row.appeal.companyId && companyId !== row.rootCompanyId) throw notFound('Appeal');
  const a = row.appeal;
  const [{ assessment, reportVersion }, decisions, emails, comments, lastSeen, desk] = await Promise.all([
    appealAssessment(db, a.assessmentId, a.assessmentReportId),
    decisionsOf(db, a.id),
    contractorEmailsOf(db, a.id),
    commentsOf(db, a.id),
    lastSeenBy(db, a.id, actor.id),
    deskPosition(db, actor, a, row.rootCompanyId),
  ]);
  await markSeen(db, a.id, actor.id, now);
  const view = presentAppeal(actor, row, {
    assessment: {
      id: assessment.id,
      type: assessment.type,
      employed: assessment.employed,
      selfEmployed: assessment.selfEmployed,
      riskLevel: assessment.riskLevel,
      dateApproved: assessment.dateApproved?.toISOString() ?? null,
    },
    reportVersion,
    decisions,
    emails,
    comments,
    lastSeen,
  });
  // The dispute desk (issue 29): who approved the statement decides only when nobody else can, with a reason.
  const close = view.abilities.close === true;
  return {
    ...view,
    abilities: {
      ...view.abilities,
      close: close && !(desk.approvedStatement && desk.othersEligible),
      closeNeedsConflictReason: close && desk.approvedStatement && !desk.othersEligible,
    },
  };
}

const page = (q: TAppealListQuery, r: Awaited<ReturnType<typeof listAppeals>>): TAppealPage => ({
  data: r.rows.map((row) => presentAppealSummary(row)),
  total: r.total,
  page: q.page,
  rows: q.rows,
});

/** `GET /api/users/{userId}/appeals`: the appeals the user runs or oversees (only their own list). */
export async function listUserAppeals(db: Db, actor: Actor, userId: string, q: TAppealListQuery): Promise<TAppealPage> {
  if (userId !== actor.id) throw notFound('User');
  authorize(actor, 'appeal.list');
  return page(q, await listAppeals(db, actor, sql`true`, q));
}

/** The engagement, if the actor sees it (404 otherwise). */
async function engagementInReach(db: Db, actor: Actor, id: string) {
  const [e] = await db
    .select({ id: engagements.id })
    .from(engagements)
    .where(sql`${engagements.id} = ${id} and ${engagementScope(actor)}`);
  return e ?? null;
}

/** `GET /api/engagements/{id}/appeals`: the engagement's appeals the actor may see. */
export async function listEngagementAppeals(
  db: Db,
  actor: Actor,
  id: string,
  q: TAppealListQuery,
): Promise<TAppealPage> {
  if (!(await engagementInReach(db, actor, id))) throw notFound('Engagement');
  authorize(actor, 'appeal.list');
  return page(q, await listAppeals(db, actor, eq(appeals.engagementId, id), q));
}

/** `GET /api/engaged-entities/{id}/appeals`: the appeals on the engaged entity's engagements the actor may see. */
export async function listEntityAppeals(db: Db, actor: Actor, id: string, q: TAppealListQuery): Promise<TAppealPage> {
  // The entity of a group the actor belongs to or manages (in the query), else 404.
  const [entity] = await db
    .select({ id: engagedEntities.id })
    .from(engagedEntities)
    .where(and(eq(engagedEntities.id, id), ownOrManagedGroupScope(actor, engagedEntities.mainCompanyId)));
  if (!entity) throw notFound('Engaged entity');
  authorize(actor, 'appeal.list');
  return page(
    q,
    await listAppeals(
      db,
      actor,
      sql`${appeals.engagementId} in (select ${engagements.id} from ${engagements} where ${engagements.engagedEntityId} = ${id})`,
      q,
    ),
  );
}

/** `GET /api/appeal/{id}/history-mails`. */
export async function getAppealMails(db: Db, actor: Actor, id: string): Promise<TAppealMail[]> {
  const row = await loadAppeal(db, actor, id);
  return appealMailHistory(db, row.appeal);
}

/**
 * GET /api/v1/appeals: a page of the appeals the actor sees after the cursor, oldest first, each with
 * its assessment, and the next page's cursor (null at the end). A key needs an appeals scope (403).
 */
export async function walkAppeals(db: Db, actor: Actor, q: { cursor?: string; limit: number }) {
  authorize(actor, 'appeal.list');
  const { rows, page: ids } = await appealsAfter(db, actor, decodeCursor(q.cursor), q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({ summary: presentAppealSummary(row), assessmentId: row.appeal.assessmentId })),
    nextCursor: rows.length > q.limit && last ? cursorAfterRow(ids, last.appeal.id) : null,
  };
}
