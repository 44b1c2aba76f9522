import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { index } from 'drizzle-orm/pg-core';

/**
 * A trigram (pg_trgm) GIN index, so `ilike '%term%'` searches use an index instead of reading the
 * table. The extension is created by migration 0009 (PostgreSQL) and loaded into PGlite by db/client.ts.
 */
export const trigram = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));
