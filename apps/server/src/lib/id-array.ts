import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/**
 * Ids as one `uuid[]` parameter. `inArray` binds one parameter per id: for the 2,000 rows of a
 * whole list, building and binding those parameters cost more server CPU than the query itself.
 * The ids are read from the database (uuids), so the array literal needs no quoting.
 */
export const idArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** `column = any(ids)`, with the ids as one array parameter. */
export const inIds = (column: AnyColumn | SQL, ids: readonly string[]): SQL => sql`${column} = any(${idArray(ids)})`;
