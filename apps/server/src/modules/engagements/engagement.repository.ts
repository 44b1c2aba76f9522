import type { TEngagementListQuery } from '@statera/shared';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  agencies,
  assessments,
  companies,
  departments,
  engagedEntities,
  engagedIndividuals,
  engagements,
  users,
} from '../../db/schema/index.ts';
import { escapeLike } from '../companies/company.repository.ts';
import { engagementScope } from './engagement.policy.ts';

const answerer = alias(users, 'answerer');
const approver = alias(users, 'approver');

function baseSelect(db: DbOrTx) {
  return db
    .select({
      engagement: engagements,
      company: { id: companies.id, name: companies.name },
      department: { id: departments.id, name: departments.name },
      agency: { id: agencies.id, name: agencies.name },
      entity: {
        id: engagedEntities.id,
        name: engagedEntities.name,
        number: engagedEntities.number,
        type: engagedEntities.type,
      },
      individual: { id: engagedIndividuals.id, name: engagedIndividuals.name, email: engagedIndividuals.email },
      answerer: {
        id: answerer.id,
        firstName: answerer.firstName,
        lastName: answerer.lastName,
        email: answerer.email,
        position: answerer.position,
      },
      approver: {
        id: approver.id,
        firstName: approver.firstName,
        lastName: approver.lastName,
        email: approver.email,
        position: approver.position,
      },
    })
    .from(engagements)
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .innerJoin(answerer, eq(answerer.id, engagements.answererId))
    .innerJoin(approver, eq(approver.id, engagements.approverId))
    .leftJoin(departments, eq(departments.id, engagements.departmentId))
    .leftJoin(agencies, eq(agencies.id, engagements.agencyId));
}

export type EngagementRow = Awaited<ReturnType<ReturnType<typeof baseSelect>['execute']>>[number];

const SORTS = {
  dateCreated: engagements.createdAt,
  contractDateStart: engagements.contractStart,
  contractDateEnd: engagements.contractEnd,
  engagedIndividualName: engagedIndividuals.name,
  engagedEntityName: engagedEntities.name,
  companyName: companies.name,
} as const;

/** One page of the engagements the actor may see. */
export async function listEngagements(db: DbOrTx, actor: Actor, q: TEngagementListQuery) {
  const conds: SQL[] = [engagementScope(actor)];
  if (q.statuses?.length) conds.push(inArray(engagements.status, q.statuses));
  if (q.companyId) conds.push(eq(engagements.companyId, q.companyId));
  if (q.globalFilter) {
    const like = `%${escapeLike(q.globalFilter)}%`;
    conds.push(
      or(
        ilike(engagedIndividuals.name, like),
        ilike(engagedEntities.name, like),
        ilike(engagements.serviceProvided, like),
        ilike(companies.name, like),
      )!,
    );
  }
  const where = and(...conds);
  const [field, dir] = (q.sort ?? 'dateCreated|desc').split('|') as [string, 'asc' | 'desc'];
  const column = SORTS[field as keyof typeof SORTS] ?? engagements.createdAt;
  const order = dir === 'asc' ? asc(column) : desc(column);
  const rows = await baseSelect(db)
    .where(where)
    .orderBy(order, desc(engagements.id))
    .limit(q.rows)
    .offset((q.page - 1) * q.rows);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(engagements)
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findEngagement(db: DbOrTx, actor: Actor, id: string): Promise<EngagementRow | null> {
  const [row] = await baseSelect(db).where(and(eq(engagements.id, id), engagementScope(actor)));
  return row ?? null;
}

/** Assessments of the given engagements, newest first. */
export async function assessmentsOf(db: DbOrTx, engagementIds: string[]) {
  if (engagementIds.length === 0) return [];
  return db
    .select()
    .from(assessments)
    .where(inArray(assessments.engagementId, engagementIds))
    .orderBy(desc(assessments.createdAt), desc(assessments.id));
}
