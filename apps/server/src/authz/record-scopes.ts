import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { apiKeys, assessments, companies, engagements, users } from '../db/schema/index.ts';
import { type Actor, can } from './actor.ts';
import { groupScope } from './group-scope.ts';
import { assessmentReadScope, engagementScope } from './scopes.ts';

/**
 * The policies' `visible` rules as SQL, for the finders that load a record by id: a finder puts the
 * actor's scope in its WHERE, so it cannot return another tenant's row, whatever its caller forgets
 * (docs/decisions/authorization-path.md, "Finders take the actor"). Each function names the rule it
 * mirrors; `test/record-scopes.test.ts` holds each pair equal on real rows.
 */

/** `managesCompany(actor, column)`: provider admins every company, others the companies they manage. */
export function managedCompanyScope(actor: Actor, column: PgColumn): SQL {
  const managed = actor.managedCompanyIds;
  if (managed === 'all') return sql`true`;
  return managed.length ? inArray(column, managed) : sql`false`;
}

/**
 * `companyPolicy.visible` (= `featurePolicy.visible`, `appealManagementPolicy.visible`): those who
 * manage the company and its own people; never an API user.
 */
export function companySeenScope(actor: Actor, column: PgColumn = companies.id): SQL {
  if (actor.role === 'api_user') return sql`false`;
  const managed = managedCompanyScope(actor, column);
  return actor.companyId ? or(managed, eq(column, actor.companyId))! : managed;
}

/** `userPolicy.visible` (`canViewUser`): oneself, everyone for provider admins, the people of managed companies. */
export function userSeenScope(actor: Actor): SQL {
  if (actor.managedCompanyIds === 'all') return sql`true`;
  return or(eq(users.id, actor.id), managedCompanyScope(actor, users.companyId))!;
}

/** `invitationPolicy.visible` (`reachesInvitee`): everyone for provider admins, else people of managed companies. */
export function inviteeScope(actor: Actor): SQL {
  return managedCompanyScope(actor, users.companyId);
}

/** `assessmentListPolicy.visible`: one's own list, or a person's of a company one manages. */
export function listOwnerScope(actor: Actor): SQL {
  // Provider staff (no company) are nobody's list owner but their own, even for a provider admin.
  return or(eq(users.id, actor.id), and(isNotNull(users.companyId), managedCompanyScope(actor, users.companyId)))!;
}

/**
 * A group the actor belongs to or manages (no permission asked): their own group's top company, or one
 * they manage. The appeals of an engaged entity are listed for it.
 */
export function ownOrManagedGroupScope(actor: Actor, column: PgColumn): SQL {
  const managed = managedCompanyScope(actor, column);
  return actor.rootCompanyId ? or(managed, eq(column, actor.rootCompanyId))! : managed;
}

/** `webhookPolicy.visible` (`canSeeWebhooksOf`) on a group's top company. */
export function webhookGroupScope(actor: Actor, column: PgColumn = companies.id): SQL {
  if (actor.apiKey) return actor.rootCompanyId ? eq(column, actor.rootCompanyId) : sql`false`;
  if (actor.role === 'api_user') return sql`false`;
  const managed = managedCompanyScope(actor, column);
  return actor.rootCompanyId ? or(managed, eq(column, actor.rootCompanyId))! : managed;
}

/** `offPayrollPolicy.visible` on a group's top company: the group in reach, or managed (not by an API user). */
export function offPayrollGroupScope(actor: Actor, column: PgColumn): SQL {
  const reached = groupScope(actor, column);
  return actor.role === 'api_user' ? reached : or(reached, managedCompanyScope(actor, column))!;
}

/** `csvImportPolicy.visible`: its starter, those who manage its company, provider admins for a client import. */
export function csvImportScope(actor: Actor, createdBy: PgColumn, companyColumn: PgColumn): SQL {
  return or(
    eq(createdBy, actor.id),
    sql`(${companyColumn} is not null and ${managedCompanyScope(actor, companyColumn)})`,
    can(actor, 'clients.manage') ? sql`${companyColumn} is null` : sql`false`,
  )!;
}

/**
 * A row that belongs to an engagement the actor sees (`engagementScope`): for the records reached
 * through an engagement (documents, sendings), so their finder holds the engagement's scope itself.
 */
export function inEngagementScope(actor: Actor, engagementColumn: PgColumn): SQL {
  return sql`${engagementColumn} in (select ${engagements.id} from ${engagements} where ${engagementScope(actor)})`;
}

/** A row that belongs to an assessment the actor may open (`assessmentReadScope`): threads, interviews. */
export function inAssessmentScope(actor: Actor, assessmentColumn: PgColumn): SQL {
  return sql`${assessmentColumn} in (select ${assessments.id} from ${assessments} inner join ${engagements} on ${engagements.id} = ${assessments.engagementId} where ${assessmentReadScope(actor)})`;
}

/** `apiKeyPolicy.visible`: an API user's own keys, to the person signed in (a key sees no keys). */
export function ownApiKeyScope(actor: Actor): SQL {
  return actor.apiKey ? sql`false` : eq(apiKeys.userId, actor.id);
}
