/**
 * Webhook endpoints and their delivery log (issue 27's records, which issue 30 item 12's lists show):
 * one endpoint per group with API users (n % 10 = 1), the big groups' with 5,000 events each and the
 * others' with 200, every delivery finished (succeeded, or failed after its retries) so a server
 * started on the dataset sends nothing. Idempotent: a dataset seeded before this phase existed gains
 * it on the next run (`seedScale` calls it when the endpoints are missing).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { API_KEY_SCOPES, run, SCALE, sha, uid, userUid } from './sql.ts';

const { groups: G, bigGroups: B } = SCALE;
const eventsOf = (n: string) => `(case when ${n} <= ${B} then 5000 else 200 end)`;

export async function hasIntegrations(database: Database): Promise<boolean> {
  const r = (await database.db.execute(sql`select exists(select 1 from webhook_endpoints) as x`)) as unknown as {
    rows: { x: boolean }[];
  };
  return r.rows[0]?.x === true;
}

export async function seedIntegrations(database: Database) {
  await run(
    database,
    'webhook endpoints, events, deliveries',
    `
    insert into webhook_endpoints (id, company_id, url, description, events, enabled, secret, created_by_id, created_at, updated_at)
      select ${uid('wh', 'n')}, ${uid('c', 'n')}, 'https://hooks.group' || n || '.scale.test/statera', 'HR system',
             array['engagement.created', 'engagement.updated', 'assessment.approved', 'sds.issued', 'appeal.decided'],
             n % 7 <> 0, md5('whsec' || n), ${userUid('admin', 'n')}, now() - interval '120 days', now() - interval '120 days'
      from generate_series(1, ${G}) n where n % 10 = 1;
    insert into webhook_events (id, group_id, type, body, occurred_at)
      select ${uid('whe', 'n * 10000 + k')}, ${uid('c', 'n')},
             (array['engagement.created', 'engagement.updated', 'assessment.approved', 'sds.issued', 'appeal.decided'])[1 + k % 5],
             json_build_object('id', ${uid('whe', 'n * 10000 + k')}, 'type',
               (array['engagement.created', 'engagement.updated', 'assessment.approved', 'sds.issued', 'appeal.decided'])[1 + k % 5],
               'occurredAt', now() - (k || ' minutes')::interval * 20, 'groupId', ${uid('c', 'n')},
               'data', json_build_object('engagementId', ${uid('en', 'n * 10000 + k')}))::text,
             now() - (k || ' minutes')::interval * 20
      from generate_series(1, ${G}) n, generate_series(1, 5000) k where n % 10 = 1 and k <= ${eventsOf('n')};
    insert into webhook_deliveries (id, endpoint_id, event_id, status, attempts, next_attempt_at, last_attempt_at,
                                    response_code, latency_ms, error, delivered_at, created_at)
      select ${uid('whd', 'n * 10000 + k')}, ${uid('wh', 'n')}, ${uid('whe', 'n * 10000 + k')},
             case when k % 50 = 0 then 'failed' else 'succeeded' end, case when k % 50 = 0 then 12 when k % 9 = 0 then 2 else 1 end,
             now() - (k || ' minutes')::interval * 20, now() - (k || ' minutes')::interval * 20 + interval '2 seconds',
             case when k % 50 = 0 then 503 else 200 end, 40 + k % 300, case when k % 50 = 0 then 'HTTP 503' end,
             case when k % 50 = 0 then null else now() - (k || ' minutes')::interval * 20 + interval '2 seconds' end,
             now() - (k || ' minutes')::interval * 20
      from generate_series(1, ${G}) n, generate_series(1, 5000) k where n % 10 = 1 and k <= ${eventsOf('n')};
    update api_keys set name = 'HR system sync', scopes = ${API_KEY_SCOPES}, expires_at = now() + interval '275 days'
      where expires_at is null and key_hash in (select ${sha(`'st_scale_' || n`)} from generate_series(1, ${G}) n);
    analyze webhook_endpoints; analyze webhook_events; analyze webhook_deliveries;
    `,
  );
}
