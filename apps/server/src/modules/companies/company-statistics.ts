import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import { type CompanyReach, countOf, grouped, inCompanies, topRows, totals } from '../../lib/aggregate.ts';

/**
 * The provider dashboard's client figures (lib/aggregate.ts), counted as the clients list counts:
 * live top companies in the viewer's reach.
 */
const liveClients = [isNull(companies.parentId), isNull(companies.deletedAt)];

/** Active clients and every client, in reach. */
export const clientFigures = (reach: CompanyReach) =>
  totals({
    from: companies,
    scope: inCompanies(companies.id, reach),
    where: liveClients,
    measures: { active: countOf(eq(companies.status, 'active')), all: countOf() },
  });

/** The newest clients in reach. */
export const latestClients = (reach: CompanyReach, limit: number) =>
  topRows({
    from: companies,
    scope: inCompanies(companies.id, reach),
    where: liveClients,
    columns: { id: companies.id, name: companies.name, status: companies.status, createdAt: companies.createdAt },
    orderBy: [desc(companies.createdAt), desc(companies.id)],
    limit,
  });

/** Provider staff by the number of clients they manage (every client: the provider admin's view). */
export const managersByClientCount = (limit: number) =>
  grouped({
    from: companies,
    joins: [{ table: users, on: eq(users.id, companies.managerId) }],
    scope: sql`true`,
    where: [...liveClients, isNotNull(companies.managerId)],
    groupBy: { id: companies.managerId },
    measures: { value: countOf(), name: sql<string>`min(${users.firstName} || ' ' || ${users.lastName})` },
    orderBy: [sql`2 desc`, sql`3`],
    limit,
  });
