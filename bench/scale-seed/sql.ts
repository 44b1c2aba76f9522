/**
 * SQL building blocks of the scale dataset (bench/seed-scale.ts): deterministic ids, the group and
 * subsidiary of engagement number i, and a timed runner. Every id is md5 of a label and a number,
 * shaped as a version-4 UUID (the API validates ids as RFC 9562 v4), so a bench can name any row
 * without a lookup (`scaleIds` computes the same ids in JavaScript).
 */
import { createHash } from 'node:crypto';
import { API_SCOPES } from '@statera/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

export const SCALE = {
  groups: 1000,
  engagements: 200_000,
  bigGroups: 4,
  bigGroupEngagements: 20_000,
  assessmentsPerEngagement: 3,
  /** Provider employees; each manages every 20th client (companies.manager_id). */
  providerUsers: 20,
  /** New clients whose admin is invited and has not registered yet (status awaiting). */
  prospects: 20,
} as const;

/** md5 of a hex expression shaped as a v4 UUID. */
export const v4 = (hex: string) => `overlay(overlay(${hex} placing '4' from 13) placing '8' from 17)::uuid`;
/** The id of row `expr` (a number or text) of kind `label`. */
export const uid = (label: string, expr: string) => v4(`md5('${label}' || (${expr})::text)`);
/** A user's id: md5('u-<role>-<suffix>'), as the first version of the seed made them. */
export const userUid = (role: string, suffix: string) => v4(`md5('u-${role}-' || (${suffix})::text)`);
/** A stable pseudo-random byte (0–255) of a label and an expression, to spread cases without correlation. */
export const pick = (label: string, expr: string) => `get_byte(decode(md5('${label}' || (${expr})::text), 'hex'), 0)`;
/** The same on two bytes (0–65535). */
export const pick2 = (label: string, expr: string) =>
  `(get_byte(decode(md5('${label}' || (${expr})::text), 'hex'), 1) * 256 + get_byte(decode(md5('${label}' || (${expr})::text), 'hex'), 2))`;
/** Every scope, as the seeded API keys hold them (a key without scopes reaches nothing). */
export const API_KEY_SCOPES = `array[${API_SCOPES.map((x) => `'${x}'`).join(', ')}]::text[]`;
/** A hex SHA-256 (how keys and tokens are stored). */
export const sha = (expr: string) => `encode(sha256(convert_to((${expr})::text, 'UTF8')), 'hex')`;

const { groups, bigGroups: B, bigGroupEngagements: BE } = SCALE;
/** The group (1-based) of engagement i: the first B×BE go to the big groups, the rest round-robin over the others. */
export const groupOf = (i: string) =>
  `(case when ${i} <= ${B * BE} then (${i} - 1) / ${BE} + 1 else ${B} + 1 + (${i} - ${B * BE + 1}) % ${groups - B} end)`;
/** Subsidiaries of group n: five in each big group, 0–2 in the others. */
export const subsOf = (n: string) => `(case when ${n} <= ${B} then 5 else ${n} % 3 end)`;
/** Departments of each company of group n (its top company and each subsidiary). */
export const departmentsOf = (n: string) => `(case when ${n} <= ${B} then 12 else 3 + ${n} % 4 end)`;
/** Agencies of group n. */
export const agenciesOf = (n: string) => `(case when ${n} <= ${B} then 40 else 1 + ${n} % 8 end)`;
/** Appeal managers (beside the lead) of group n. */
export const appealManagersOf = (n: string) => `(case when ${n} <= ${B} then 5 else 2 end)`;
/** Client users (plain, no appeal role) of group n. */
export const clientUsersOf = (n: string) => `(case when ${n} <= ${B} then 20 else 2 end)`;
/**
 * The appeal_process subscription of group n (n % 10): 0–5 active, 6 ending within 30 days, 7 ended,
 * 8–9 never subscribed. The big groups (1–4) are active.
 */
export const appealFeatureOf = (n: string) =>
  `(case when ${n} % 10 <= 5 then 'active' when ${n} % 10 = 6 then 'ending' when ${n} % 10 = 7 then 'ended' else 'none' end)`;
/** The company (top = k 0, or subsidiary k) of group n. */
export const companyUid = (n: string, k: string) =>
  `(case when ${k} = 0 then ${uid('c', n)} else ${uid('cs', `${n} * 10 + ${k}`)} end)`;

/** Runs one statement (or several separated by semicolons) and prints its time. */
export async function run(database: Database, label: string, query: string) {
  const t0 = performance.now();
  await database.db.execute(sql.raw(query));
  console.log(`  ${label.padEnd(38)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s`);
}

/** Rows of a query. */
export async function rowsOf<T>(database: Database, query: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** The JavaScript twin of `uid`: the UUID PostgreSQL makes of md5(label || key). */
export function scaleUuid(label: string, key: string | number): string {
  const h = createHash('md5').update(`${label}${key}`).digest('hex');
  const x = `${h.slice(0, 12)}4${h.slice(13, 16)}8${h.slice(17)}`;
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}
