import {
  notStartedVariant,
  type TAssessmentStatus,
  type TEngagedEntityType,
  type TEngagementListQuery,
  type TNotStartedVariant,
  type TRiskLevel,
} from '@statera/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { engagementScope, engagementScopeParts } from '../../authz/scopes.ts';
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
import { EXPORT_BATCH, EXPORT_ROW_CAP, type ExportRows } from '../exports/list-export.ts';
import { listOrder, type SORTS, searchCondition } from './engagement.repository.ts';
import { engagementFilterConditions } from './engagement-filters.ts';

/**
 * The engagements export reads the list (same filters, sort, tenant scope as `listEngagements`) in
 * keyset batches of EXPORT_BATCH rows with only the columns the sheet shows: no full engagement or
 * assessment rows (the assessments' answers and determination JSON stay in the database).
 */

/** The SQL type each sort key is compared as (keys travel as text so timestamps keep their microseconds). */
const KEY_TYPES: Record<keyof typeof SORTS, string> = {
  dateCreated: 'timestamptz',
  contractDateStart: 'date',
  contractDateEnd: 'date',
  engagedIndividualName: 'text',
  engagedEntityName: 'text',
  companyName: 'text',
};

const ENGAGEMENT_COLUMNS = {
  id: engagements.id,
  companyId: engagements.companyId,
  departmentId: engagements.departmentId,
  agencyId: engagements.agencyId,
  engagedEntityId: engagements.engagedEntityId,
  engagedIndividualId: engagements.engagedIndividualId,
  answererId: engagements.answererId,
  approverId: engagements.approverId,
  serviceProvided: engagements.serviceProvided,
  yourReference: engagements.yourReference,
  contractStart: engagements.contractStart,
  contractEnd: engagements.contractEnd,
  contractValuePence: engagements.contractValuePence,
  status: engagements.status,
  type: engagements.type,
  createdAt: engagements.createdAt,
};

type Name = { id: string; name: string };
type Person = { id: string; firstName: string; lastName: string; email: string };

/** One row of the engagements sheet. */
export interface EngagementExportRow {
  engagement: Pick<
    typeof engagements.$inferSelect,
    | 'id'
    | 'serviceProvided'
    | 'yourReference'
    | 'contractStart'
    | 'contractEnd'
    | 'contractValuePence'
    | 'status'
    | 'type'
    | 'createdAt'
  >;
  company: Name | undefined;
  department: Name | undefined;
  agency: Name | undefined;
  entity: { name: string; number: string | null; type: TEngagedEntityType } | undefined;
  individual: { name: string; email: string | null } | undefined;
  specialist: Person | undefined;
  approver: Person | undefined;
  /** The current assessment; `notStarted` as the list shows a created one (Not due, Ready, Overdue). */
  assessment:
    | {
        status: TAssessmentStatus;
        notStarted: TNotStartedVariant | null;
        dueDate: string;
        riskLevel: TRiskLevel | null;
      }
    | undefined;
}

const NONE = ['00000000-0000-0000-0000-000000000000'];
const unique = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => x !== null))];

/**
 * Looks up names by id, remembering them across batches: a group's companies, departments, agencies
 * and people repeat on every batch, so each is read once an export.
 */
function cached<T extends { id: string }>(load: (ids: string[]) => Promise<T[]>) {
  const known = new Map<string, T>();
  return async (ids: (string | null)[]) => {
    const missing = unique(ids).filter((id) => !known.has(id));
    if (missing.length) for (const row of await load(missing)) known.set(row.id, row);
    return known;
  };
}

/**
 * The engagements export's rows: the count (capped at EXPORT_ROW_CAP) and the first batch now, so
 * anything that fails answers an error; the later batches while the workbook is written.
 */
export async function engagementExportRows(
  db: DbOrTx,
  actor: Actor,
  q: TEngagementListQuery,
): Promise<{ rows: ExportRows<EngagementExportRow>; truncated: boolean }> {
  const conds: SQL[] = [...engagementFilterConditions(db, q)];
  if (q.companyId) conds.push(eq(engagements.companyId, q.companyId));
  if (q.globalFilter) conds.push(searchCondition(db, q.globalFilter));
  const { key: sortField, column, dir, order } = listOrder(q.sort);
  const keyType = sql.raw(KEY_TYPES[sortField]);
  /** Rows after (key, id) in the list's order: (column, id) both the same way. The sort columns are all NOT NULL. */
  const after = (key: string, id: string): SQL => {
    const k = sql`${key}::${keyType}`;
    return dir === 'asc'
      ? sql`(${column}, ${engagements.id}) > (${k}, ${id}::uuid)`
      : sql`(${column}, ${engagements.id}) < (${k}, ${id}::uuid)`;
  };
  const parts = engagementScopeParts(actor);

  async function batch(cursor: { key: string; id: string } | null, limit: number) {
    const keyset = cursor ? [after(cursor.key, cursor.id)] : [];
    // As the list: each part of the tenant scope in index order up to the batch's end, then merged.
    const where =
      parts.length === 1
        ? and(parts[0], ...conds, ...keyset)
        : inArray(
            engagements.id,
            sql`(${sql.join(
              parts.map(
                (part, i) =>
                  sql`select id from (${db
                    .select({ id: engagements.id })
                    .from(engagements)
                    .where(and(part, ...conds, ...keyset))
                    .orderBy(...order)
                    .limit(limit)}) as ${sql.raw(`part${i}`)}`,
              ),
              sql` union `,
            )})`,
          );
    return db
      .select({ ...ENGAGEMENT_COLUMNS, sortKey: sql<string>`${column}::text` })
      .from(engagements)
      .where(where)
      .orderBy(...order)
      .limit(limit);
  }

  const companyNames = cached((ids) =>
    db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids)),
  );
  const departmentNames = cached((ids) =>
    db.select({ id: departments.id, name: departments.name }).from(departments).where(inArray(departments.id, ids)),
  );
  const agencyNames = cached((ids) =>
    db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(inArray(agencies.id, ids)),
  );
  const people = cached((ids) =>
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(inArray(users.id, ids)),
  );

  const now = new Date();
  const withNotStarted = <A extends { status: TAssessmentStatus; dueDate: string }>(a: A | undefined) =>
    a && {
      ...a,
      notStarted: a.status === 'created' ? notStartedVariant(a.dueDate, now) : null,
    };

  async function present(rows: Awaited<ReturnType<typeof batch>>): Promise<EngagementExportRow[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [cs, ds, as, us, es, is, assessed] = await Promise.all([
      companyNames(rows.map((r) => r.companyId)),
      departmentNames(rows.map((r) => r.departmentId)),
      agencyNames(rows.map((r) => r.agencyId)),
      people(rows.flatMap((r) => [r.answererId, r.approverId])),
      db
        .select({
          id: engagedEntities.id,
          name: engagedEntities.name,
          number: engagedEntities.number,
          type: engagedEntities.type,
        })
        .from(engagedEntities)
        .where(inArray(engagedEntities.id, unique(rows.map((r) => r.engagedEntityId)))),
      db
        .select({ id: engagedIndividuals.id, name: engagedIndividuals.name, email: engagedIndividuals.email })
        .from(engagedIndividuals)
        .where(inArray(engagedIndividuals.id, unique(rows.map((r) => r.engagedIndividualId)))),
      db
        .select({
          engagementId: assessments.engagementId,
          status: assessments.status,
          dueDate: assessments.dueDate,
          riskLevel: assessments.riskLevel,
        })
        .from(assessments)
        .where(inArray(assessments.engagementId, ids.length ? ids : NONE))
        .orderBy(desc(assessments.createdAt), desc(assessments.id)),
    ]);
    // The current assessment as the list has it (loadEngagementList): the newest, unless it is a
    // closed (archived) reassessment, which gives way to the result before it.
    const current = new Map<string, (typeof assessed)[number]>();
    for (const a of assessed) {
      const seen = current.get(a.engagementId);
      if (!seen || (seen.status === 'archived' && a.status !== 'archived')) current.set(a.engagementId, a);
    }
    const entities = new Map(es.map((e) => [e.id, e]));
    const individuals = new Map(is.map((i) => [i.id, i]));
    return rows.map((r) => ({
      engagement: r,
      company: cs.get(r.companyId),
      department: r.departmentId ? ds.get(r.departmentId) : undefined,
      agency: r.agencyId ? as.get(r.agencyId) : undefined,
      entity: entities.get(r.engagedEntityId),
      individual: individuals.get(r.engagedIndividualId),
      specialist: us.get(r.answererId),
      approver: us.get(r.approverId),
      assessment: withNotStarted(current.get(r.id)),
    }));
  }

  const [[counted], firstRows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(engagements)
      .where(and(engagementScope(actor), ...conds)),
    batch(null, EXPORT_BATCH),
  ]);
  const total = counted?.n ?? 0;
  const count = Math.min(total, EXPORT_ROW_CAP);
  const first = await present(firstRows.slice(0, count));
  /**
   * The later batches. Each next batch is asked for as soon as the one before is read, so the
   * database reads it while this process presents and writes the previous one (two batches at most).
   */
  async function* rest() {
    let written = first.length;
    const after = (rows: Awaited<ReturnType<typeof batch>>, asked: number) => {
      const last = rows.at(-1);
      if (!last || rows.length < asked || written >= count) return null;
      const limit = Math.min(EXPORT_BATCH, count - written);
      const next = batch({ key: last.sortKey, id: last.id }, limit).then((r) => ({ rows: r, asked: limit }));
      next.catch(() => {}); // awaited below; handled here too should the writer stop first
      return next;
    };
    let next = after(firstRows, EXPORT_BATCH);
    while (next) {
      const { rows, asked } = await next;
      written += rows.length;
      next = after(rows, asked);
      if (rows.length) yield await present(rows);
    }
  }
  return { rows: { first, rest: rest(), count }, truncated: total > count };
}
