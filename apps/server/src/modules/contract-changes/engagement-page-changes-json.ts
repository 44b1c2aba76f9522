import { type SQLWrapper, sql } from 'drizzle-orm';
import { contractChanges, users } from '../../db/schema/index.ts';
import { jsonObjectOf, jsonRowOf } from '../../lib/json-row.ts';
import type { ChangeRow } from './contract-change.repository.ts';

/**
 * The engagement page's changes as one json array (null: none) for its select list, newest first:
 * those still requested, and the fulfilled ones the user requested and has not marked seen, each
 * with its requester's and fulfiller's names. The engagement page folds it into its own statement
 * (`findEngagementDetail`); `changeRowsOf` reads it back into the rows `selectChanges` gives.
 */
export function engagementPageChangesJson(engagementId: SQLWrapper, userId: SQLWrapper) {
  return sql<ChangeJson[] | null>`(select json_agg(json_build_object('change', ${jsonObjectOf(contractChanges, 'cc')},
      'requesterFirstName', rq.first_name, 'requesterLastName', rq.last_name,
      'fulfillerFirstName', ff.first_name, 'fulfillerLastName', ff.last_name) order by cc.created_at desc, cc.id desc)
    from ${contractChanges} as cc
    left join ${users} as rq on rq.id = cc.requested_by_id
    left join ${users} as ff on ff.id = cc.fulfilled_by_id
    where cc.engagement_id = ${engagementId} and (cc.status = 'requested'
      or (cc.status = 'fulfilled' and cc.requested_by_id = ${userId} and cc.seen_at is null)))`;
}
type ChangeJson = Omit<ChangeRow, 'change'> & { change: Record<string, unknown> };
export const changeRowsOf = (json: ChangeJson[] | null): ChangeRow[] =>
  (json ?? []).map(({ change, ...names }) => ({ ...names, change: jsonRowOf(contractChanges, change) }));
