import { ENGAGEMENT_DATE_FILTERS, type TEngagementListQuery } from '@statera/shared';
import { eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { engagedEntities, engagements } from '../../db/schema/index.ts';
import { dateWindow, onDateColumn, onTimestampColumn } from '../../lib/calendar-sql.ts';

const DATE_COLUMNS = {
  created: { column: engagements.createdAt, kind: 'timestamp' },
  modified: { column: engagements.updatedAt, kind: 'timestamp' },
  start: { column: engagements.contractStart, kind: 'date' },
  end: { column: engagements.contractEnd, kind: 'date' },
} as const;

/** The statuses a list is filtered by (`status` and `statuses` together); none: every status. */
export const filteredStatuses = (q: Partial<TEngagementListQuery>) => [
  ...(q.statuses ?? []),
  ...(q.status ? [q.status] : []),
];

/**
 * The list filters of spec §7 (status, statuses, types, department, entity type, agency and the four
 * date periods), and those the dashboards link to (companies, no department, latest risk and outcome) as conditions on the engagements table alone, so the list keeps its index-ordered
 * plan: the entity type becomes an id set found through engaged_entities (a few rows per group).
 * Deleted engagements are never listed.
 */
export function engagementFilterConditions(db: DbOrTx, q: Partial<TEngagementListQuery>, now = new Date()): SQL[] {
  const conds: SQL[] = [isNull(engagements.deletedAt)];
  const statuses = filteredStatuses(q);
  if (statuses.length) conds.push(inArray(engagements.status, statuses));
  if (q.types?.length) conds.push(inArray(engagements.type, q.types));
  if (q.departmentId) conds.push(eq(engagements.departmentId, q.departmentId));
  if (q.withoutDepartment) conds.push(isNull(engagements.departmentId));
  if (q.companyIds?.length) conds.push(inArray(engagements.companyId, q.companyIds));
  // The latest determination (copied onto engagements by a trigger): the heatmap's and figures' filters.
  if (q.riskLevels?.length) {
    const levels = q.riskLevels.filter((r) => r !== 'none');
    const parts = [
      ...(levels.length ? [inArray(engagements.latestRiskLevel, levels)] : []),
      ...(q.riskLevels.includes('none') ? [isNull(engagements.latestRiskLevel)] : []),
    ];
    conds.push(parts.length === 1 ? parts[0]! : or(...parts)!);
  }
  if (q.latestOutcome) {
    conds.push(
      q.latestOutcome === 'none' ? isNull(engagements.latestOutcome) : eq(engagements.latestOutcome, q.latestOutcome),
    );
  }
  if (q.agencyId) conds.push(eq(engagements.agencyId, q.agencyId));
  if (q.importId) conds.push(eq(engagements.importId, q.importId));
  if (q.engagedEntityType?.length) {
    conds.push(
      inArray(
        engagements.engagedEntityId,
        db
          .select({ id: engagedEntities.id })
          .from(engagedEntities)
          .where(inArray(engagedEntities.type, q.engagedEntityType)),
      ),
    );
  }
  for (const f of ENGAGEMENT_DATE_FILTERS) {
    // UK days (the one calendar): a date column by its days, a timestamp by the UK midnights.
    const window = dateWindow(q[f.period], q[f.from], q[f.to], now);
    const { column, kind } = DATE_COLUMNS[f.key];
    const cond = kind === 'date' ? onDateColumn(column, window) : onTimestampColumn(column, window);
    if (cond) conds.push(cond);
  }
  return conds;
}
