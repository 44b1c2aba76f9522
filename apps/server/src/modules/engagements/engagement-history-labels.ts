import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, departments } from '../../db/schema/companies.ts';
import { agencies, engagedEntities, engagedIndividuals } from '../../db/schema/engagements.ts';

/** A change as the history shows it: a field and its value before and after. */
export type HistoryChange = { field: string; before: unknown; after: unknown };

/** Keys of audit payloads that only link records (ids of documents, comments, mails): never shown. */
const LINK_KEYS = new Set([
  'documentId',
  'attachmentId',
  'commentId',
  'contractChangeId',
  'mailGroupId',
  'assessmentReportId',
  'contractChangeIds',
  'emailMessageId',
  'emailMessageIds',
  'statementRecipientId',
  'reassessmentId',
]);

/** Fields whose values are ids of named records, and where each name is read. */
const NAMED = {
  departmentId: departments,
  agencyId: agencies,
  engagedEntityId: engagedEntities,
  engagedIndividualId: engagedIndividuals,
  companyId: companies,
} as const;
type NamedField = keyof typeof NAMED;
const isNamed = (field: string): field is NamedField => field in NAMED;

const asObject = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * The fields an audit event changed, readable: every key of `after` (and of `before` alone) that
 * differs, a contract change's requested values (`changes`) as fields of their own, documents as
 * their names, and no link ids.
 */
export function changesOf(before: unknown, after: unknown): HistoryChange[] {
  const b = { ...asObject(before) };
  const a = { ...asObject(after) };
  for (const side of [a, b]) {
    const nested = asObject(side.changes);
    if (side.changes !== undefined && Object.keys(nested).length > 0) {
      delete side.changes;
      Object.assign(side, nested);
    }
    if (Array.isArray(side.documents)) {
      side.documents = side.documents.map((d) => String(asObject(d).name ?? '')).join(', ');
    }
  }
  for (const key of ['documentId', 'attachmentId']) {
    // A deleted document's name says which one went; its ids say nothing to a reader.
    if (typeof b.name === 'string' && key in b) delete b[key];
  }
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !LINK_KEYS.has(k));
  return keys
    .filter((k) => JSON.stringify(b[k] ?? null) !== JSON.stringify(a[k] ?? null))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}

/** Names of the records the changes point at (department, agency, entity, individual, company), by id; one query per kind. */
export async function historyLabels(db: Db, changes: HistoryChange[]): Promise<Record<string, string>> {
  const ids = new Map<NamedField, Set<string>>();
  for (const c of changes) {
    if (!isNamed(c.field)) continue;
    for (const v of [c.before, c.after]) {
      if (typeof v !== 'string' || !/^[0-9a-f-]{36}$/i.test(v)) continue;
      const set = ids.get(c.field) ?? new Set<string>();
      set.add(v);
      ids.set(c.field, set);
    }
  }
  const found = await Promise.all(
    [...ids].map(([field, set]) => {
      const table = NAMED[field];
      return db
        .select({ id: table.id, name: sql<string>`${table.name}` })
        .from(table)
        .where(inArray(table.id, [...set]));
    }),
  );
  return Object.fromEntries(found.flat().map((r) => [r.id, r.name]));
}
