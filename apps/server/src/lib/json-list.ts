import { type SQL, sql } from 'drizzle-orm';

/**
 * A list of strings as one bound parameter (a JSON array), for `column in (…)` over lists of any
 * length: PostgreSQL takes at most 65,535 parameters a statement, an import names up to 50,000 values.
 */
export const jsonTextList = (values: readonly string[]): SQL =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
