import type { TEngagementHistory, TEngagementHistoryQuery } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { auditTrail } from '../audit/audit-trail.ts';
import { findEngagement } from './engagement.repository.ts';
import { changesOf, historyLabels } from './engagement-history-labels.ts';

/**
 * GET engagements/{id}/history: the engagement's history of changes (spec §3), read from the audit
 * events recorded against it (created, edited, archived, restored, dates, transform, seats, the
 * daily job's end and archive, statements sent), newest first; whoever sees the engagement sees it.
 */
export async function engagementHistory(
  db: Db,
  actor: Actor,
  id: string,
  q: TEngagementHistoryQuery,
): Promise<TEngagementHistory> {
  if (!(await findEngagement(db, actor, id))) throw notFound('Engagement');
  const { rows, total } = await auditTrail(db, 'engagement', id, { offset: (q.page - 1) * q.rows, limit: q.rows });
  const data = rows.map((r) => ({
    id: r.id,
    action: r.action,
    actor: r.actorId ? { id: r.actorId, name: r.actorName ?? '' } : null,
    dateCreated: r.createdAt.toISOString(),
    changes: changesOf(r.before, r.after),
  }));
  return {
    total,
    data,
    labels: await historyLabels(
      db,
      data.flatMap((d) => d.changes),
    ),
  };
}
