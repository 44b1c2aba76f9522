import { addDays, TIME_LIMITS } from '@statera/shared';
import { eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  contractorReportMailGroups,
  contractorReportRecipients,
  engagedEntities,
  engagedIndividuals,
  engagements,
} from '../../db/schema/index.ts';
import { topRows } from '../../lib/aggregate.ts';
import { londonDaySql } from '../../lib/calendar-sql.ts';
import { engagedNameJoins } from '../../lib/engagement-name-joins.ts';

/**
 * Statements sent to the worker that the worker has not opened (the link never followed) at least
 * `statementUnopenedDays` UK days after they went out, their link still valid: the "needs attention"
 * entries, oldest first. `scope` is the engagement scope of the viewer; the deadline is the day a
 * week after sending.
 */
export function unopenedStatements(scope: SQL, now: Date, today: string, limit: number) {
  const sentAt = sql`coalesce(${contractorReportRecipients.delayedUntil}, ${contractorReportRecipients.createdAt})`;
  const sentOn = londonDaySql(sentAt);
  return topRows({
    from: contractorReportRecipients,
    joins: [
      { table: contractorReportMailGroups, on: eq(contractorReportMailGroups.id, contractorReportRecipients.groupId) },
      { table: engagements, on: eq(engagements.id, contractorReportMailGroups.engagementId) },
    ],
    lookups: {
      key: contractorReportRecipients.id,
      joins: engagedNameJoins(),
    },
    scope,
    where: [
      isNull(engagements.deletedAt),
      eq(contractorReportRecipients.party, 'worker'),
      isNull(contractorReportRecipients.firstOpenedAt),
      gt(contractorReportRecipients.expiresAt, now),
      or(isNull(contractorReportRecipients.delayedUntil), lt(contractorReportRecipients.delayedUntil, now)),
      sql`${sentOn} <= ${addDays(today, -TIME_LIMITS.statementUnopenedDays)}::date`,
    ].filter((c): c is SQL => c !== undefined) as SQL[],
    columns: {
      id: engagements.id,
      sentOn,
      individual: engagedIndividuals.name,
      entity: engagedEntities.name,
      company: engagements.companyName,
    },
    orderBy: [sql`${sentAt}`, sql`${contractorReportRecipients.id}`],
    limit,
  });
}
