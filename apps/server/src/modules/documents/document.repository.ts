import type { TDocumentListQuery } from '@statera/shared';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { inEngagementScope } from '../../authz/record-scopes.ts';
import { engagementScope } from '../../authz/scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  companyReports,
  documentComments,
  engagementDocuments,
  engagements,
  storedFiles,
  userGuidances,
  users,
} from '../../db/schema/index.ts';

/** The engagement as the document rules need it, within the actor's scope (else null: 404). */
export async function findDocumentEngagement(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await db
    .select({
      id: engagements.id,
      companyId: engagements.companyId,
      answererId: engagements.answererId,
      approverId: engagements.approverId,
      status: engagements.status,
      yourReference: engagements.yourReference,
    })
    .from(engagements)
    .where(and(eq(engagements.id, id), isNull(engagements.deletedAt), engagementScope(actor)));
  return row ?? null;
}
export type DocumentEngagement = NonNullable<Awaited<ReturnType<typeof findDocumentEngagement>>>;

const documentColumns = {
  id: engagementDocuments.id,
  engagementId: engagementDocuments.engagementId,
  fileId: engagementDocuments.fileId,
  name: engagementDocuments.name,
  type: engagementDocuments.type,
  category: engagementDocuments.category,
  creatorId: engagementDocuments.creatorId,
  createdAt: engagementDocuments.createdAt,
  updatedAt: engagementDocuments.updatedAt,
  mime: storedFiles.mime,
  size: storedFiles.size,
  key: storedFiles.key,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
  creatorRole: users.role,
  commentsCount: sql<number>`(select count(*)::int from "document_comments" dc where dc."document_id" = "engagement_documents"."id")`,
};

const selectDocuments = (db: DbOrTx) =>
  db
    .select(documentColumns)
    .from(engagementDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, engagementDocuments.fileId))
    .leftJoin(users, eq(users.id, engagementDocuments.creatorId))
    .$dynamic();

export type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>['execute']>>[number];

const SORTS = {
  dateCreated: [engagementDocuments.createdAt],
  dateModified: [engagementDocuments.updatedAt],
  name: [sql`lower(${engagementDocuments.name})`],
  extension: [sql`lower(substring(${engagementDocuments.name} from '\.([^.]+)$'))`],
  creator: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  type: [engagementDocuments.type],
  category: [engagementDocuments.category],
} as const;

/** One page of an engagement's documents: filter, order and page in SQL. */
export async function listDocuments(db: DbOrTx, engagementId: string, q: TDocumentListQuery) {
  const conds: SQL[] = [eq(engagementDocuments.engagementId, engagementId)];
  if (q.creatorRole?.length) conds.push(inArray(users.role, q.creatorRole));
  if (q.type?.length) conds.push(inArray(engagementDocuments.type, q.type));
  if (q.category?.length) conds.push(inArray(engagementDocuments.category, q.category));
  const [field, dir] = q.sort.split('|') as [keyof typeof SORTS, 'asc' | 'desc'];
  const by = (c: (typeof SORTS)[keyof typeof SORTS][number]) => (dir === 'asc' ? asc(c) : desc(c));
  const order = [...SORTS[field].map(by), desc(engagementDocuments.createdAt), desc(engagementDocuments.id)];
  const [rows, [total]] = await Promise.all([
    selectDocuments(db)
      .where(and(...conds))
      .orderBy(...order)
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db
      .select({ n: count() })
      .from(engagementDocuments)
      .leftJoin(users, eq(users.id, engagementDocuments.creatorId))
      .where(and(...conds)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every document of an engagement in upload order (for the zip). */
export function allDocuments(db: DbOrTx, engagementId: string) {
  return selectDocuments(db)
    .where(eq(engagementDocuments.engagementId, engagementId))
    .orderBy(asc(engagementDocuments.createdAt), asc(engagementDocuments.id));
}

export async function documentsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return selectDocuments(db)
    .where(inArray(engagementDocuments.id, ids))
    .orderBy(asc(engagementDocuments.createdAt), asc(engagementDocuments.id));
}

/** A document of an engagement the actor sees (the scope in the query), with its engagement id; else null. */
export async function findDocument(db: DbOrTx, actor: Actor, id: string): Promise<DocumentRow | null> {
  const [row] = await selectDocuments(db).where(
    and(eq(engagementDocuments.id, id), inEngagementScope(actor, engagementDocuments.engagementId)),
  );
  return row ?? null;
}

/** The document of an engagement that keeps the given file. */
export async function findDocumentByFile(db: DbOrTx, engagementId: string, fileId: string) {
  const [row] = await selectDocuments(db).where(
    and(eq(engagementDocuments.engagementId, engagementId), eq(engagementDocuments.fileId, fileId)),
  );
  return row ?? null;
}

export function commentsOf(db: DbOrTx, documentId: string) {
  return db
    .select({
      id: documentComments.id,
      body: documentComments.body,
      createdAt: documentComments.createdAt,
      userId: documentComments.userId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(documentComments)
    .leftJoin(users, eq(users.id, documentComments.userId))
    .where(eq(documentComments.documentId, documentId))
    .orderBy(asc(documentComments.createdAt), asc(documentComments.id));
}

/** Stored files by id with whether a document already keeps them (locked for the attach step). */
export async function lockFiles(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: storedFiles.id,
      key: storedFiles.key,
      name: storedFiles.name,
      mime: storedFiles.mime,
      size: storedFiles.size,
      createdBy: storedFiles.createdBy,
      // spelled out: drizzle leaves columns unqualified in a one-table select
      used: sql<boolean>`(exists (select 1 from "engagement_documents" ed where ed."file_id" = "stored_files"."id")
        or exists (select 1 from "user_guidances" ug where ug."file_id" = "stored_files"."id"))`,
    })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids))
    .for('update');
}

export async function findFile(db: DbOrTx, id: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row ?? null;
}

/** The engagements (live) keeping the file as a document. */
export function engagementsKeepingFile(db: DbOrTx, fileId: string) {
  return db
    .select({
      id: engagements.id,
      companyId: engagements.companyId,
      answererId: engagements.answererId,
      approverId: engagements.approverId,
      status: engagements.status,
    })
    .from(engagementDocuments)
    .innerJoin(engagements, eq(engagements.id, engagementDocuments.engagementId))
    .where(and(eq(engagementDocuments.fileId, fileId), isNull(engagements.deletedAt)));
}

/**
 * What else keeps a file that the signed links serve: a user guidance document, or a company's
 * report (its company, for the report rule).
 */
export async function otherFileKeepers(db: DbOrTx, fileId: string) {
  const [guidance] = await db
    .select({ id: userGuidances.id })
    .from(userGuidances)
    .where(eq(userGuidances.fileId, fileId));
  const [report] = guidance
    ? []
    : await db
        .select({ id: companies.id, parentId: companies.parentId, status: companies.status })
        .from(companyReports)
        .innerJoin(companies, eq(companies.id, companyReports.companyId))
        .where(
          and(eq(companyReports.fileId, fileId), eq(companyReports.status, 'created'), isNull(companies.deletedAt)),
        );
  return { guidance: guidance !== undefined, reportCompany: report ?? null };
}
