import { sql } from 'drizzle-orm';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { index } from 'drizzle-orm/pg-core';

/**
 * A trigram (pg_trgm) GIN index, so `ilike '%term%'` searches use an index instead of reading the
 * table. The extension is created by migration 0009 (PostgreSQL) and loaded into PGlite by db/client.ts.
 */
export const trigram = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));

/**
 * A trigram index keyed by company first (btree_gin, migration 0024), on live rows: a search within
 * a few companies reads only their matches (GIN intersects the company's entry with the trigrams'),
 * and a search across all companies reads the trigrams alone, as the plain index would.
 */
export const companyTrigram = (
  name: string,
  company: ExtraConfigColumn,
  column: ExtraConfigColumn,
  deletedAt: ExtraConfigColumn,
) => index(name).using('gin', company, column.op('gin_trgm_ops')).where(sql`${deletedAt} is null`);
