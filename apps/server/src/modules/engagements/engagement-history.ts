import type { TEngagementHistory, TEngagementHistoryQuery } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { auditTrail } from '../audit/audit-trail.ts';
import { findEngagement } from './engagement.repository.ts';

type Json = Record<string, unknown> | null;
const asObject = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The fields an event changed: every key of `after` (and of `before` alone), with both values. */
export function changesOf(before: Json | unknown, after: Json | unknown) {
  const b = asObject(before);
  const a = asObject(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys
    .filter((k) => JSON.stringify(b[k] ?? null) !== JSON.stringify(a[k] ?? null))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}

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
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor: r.actorId ? { id: r.actorId, name: r.actorName ?? '' } : null,
      dateCreated: r.createdAt.toISOString(),
      changes: changesOf(r.before, r.after),
    })),
  };
}
