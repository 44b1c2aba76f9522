import { PROVIDER_ROLES } from '@statera/shared';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import { type CompanyReach, countOf, inCompanies, topRows, totals } from '../../lib/aggregate.ts';

/**
 * The people figures of dashboards (lib/aggregate.ts), counted as the people lists count: users not
 * deleted, in the companies the list shows.
 */
const live = isNull(users.deletedAt);

/**
 * The provider dashboard's people (GET users, as provider staff list it): active client people,
 * active provider staff, and people waiting for their client's activation (awaiting invitation).
 */
export const providerPeopleFigures = (reach: CompanyReach) =>
  totals({
    from: users,
    scope: reach === 'all' ? sql`true` : inCompanies(users.companyId, reach),
    where: [live],
    measures: {
      clientUsers: countOf(and(isNotNull(users.companyId), eq(users.status, 'active'))),
      providerStaff: countOf(and(inArray(users.role, [...PROVIDER_ROLES]), eq(users.status, 'active'))),
      invitationRequests: countOf(and(isNotNull(users.companyId), eq(users.status, 'awaiting_invitation'))),
    },
  });

/** A company tree's people (GET companies/{id}/users): active people, approvers and specialists; invited. */
export const companyPeopleFigures = (companyIds: readonly string[]) =>
  totals({
    from: users,
    scope: inCompanies(users.companyId, companyIds),
    where: [live],
    measures: {
      users: countOf(eq(users.status, 'active')),
      approvers: countOf(and(eq(users.status, 'active'), eq(users.role, 'approver'))),
      specialists: countOf(and(eq(users.status, 'active'), eq(users.role, 'specialist'))),
      invited: countOf(eq(users.status, 'invited')),
    },
  });

/** The company tree's open invitations, newest first. */
export const pendingInvitations = (companyIds: readonly string[], limit: number) =>
  topRows({
    from: users,
    joins: [{ table: companies, on: eq(companies.id, users.companyId), left: true }],
    scope: inCompanies(users.companyId, companyIds),
    where: [live, eq(users.status, 'invited')],
    columns: {
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      status: users.status,
      companyId: companies.id,
      companyName: companies.name,
    },
    orderBy: [sql`${users.invitedAt} desc nulls last`, sql`${users.id}`],
    limit,
  });

/** The company's admin (who assigns work to a client user): its client or company admin, active. */
export const companyAdmin = (companyId: string) =>
  topRows({
    from: users,
    scope: eq(users.companyId, companyId),
    where: [live, eq(users.status, 'active'), inArray(users.role, ['client_admin', 'company_admin'])],
    columns: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    orderBy: [sql`${users.createdAt}`],
    limit: 1,
  });
