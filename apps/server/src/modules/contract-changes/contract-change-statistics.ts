import { eq, isNull, type SQL, sql } from 'drizzle-orm';
import { contractChanges, engagedEntities, engagedIndividuals, engagements } from '../../db/schema/index.ts';
import { topRows } from '../../lib/aggregate.ts';
import { londonDaySql } from '../../lib/calendar-sql.ts';
import { engagedNameJoins } from '../../lib/engagement-name-joins.ts';

/**
 * Contract changes requested and not yet acted on (status requested), oldest first: the "needs
 * attention" entries (`scope`: the viewer's engagement scope). Their deadline is
 * `contractChangeActionDays` after the request, counted by the caller.
 */
export function awaitingContractChanges(scope: SQL, limit: number) {
  return topRows({
    from: contractChanges,
    joins: [{ table: engagements, on: eq(engagements.id, contractChanges.engagementId) }],
    lookups: {
      key: contractChanges.id,
      joins: engagedNameJoins(),
    },
    scope,
    where: [isNull(engagements.deletedAt), eq(contractChanges.status, 'requested')],
    columns: {
      id: engagements.id,
      requestedOn: londonDaySql(contractChanges.createdAt),
      individual: engagedIndividuals.name,
      entity: engagedEntities.name,
      company: engagements.companyName,
    },
    orderBy: [sql`${contractChanges.createdAt}`, sql`${contractChanges.id}`],
    limit,
  });
}
