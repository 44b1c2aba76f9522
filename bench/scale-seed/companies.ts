/**
 * The client groups of the scale dataset: 1,000 clients (each managed by one of 20 provider
 * employees), their subsidiaries, holding settings, departments in every company, agencies per group,
 * feature subscriptions (default features; appeal_process active, ending, ended or never; test), and
 * 20 new clients still awaiting their invited admin.
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import { agenciesOf, appealFeatureOf, departmentsOf, pick, run, SCALE, subsOf, uid, userUid, v4 } from './sql.ts';

const { groups: G, providerUsers: P, prospects: N } = SCALE;

const DEPARTMENTS = `array['Finance','Technology','Operations','Marketing','Legal','People','Procurement','Data','Security','Facilities','Sales','Research']`;
const REGIONS = `array['North','South','East','West','Central']`;
const AGENCY_NAMES = `array['Hays','Reed','Harvey Nash','Robert Walters','Michael Page','Adecco','Randstad','Hudson','Spring','Computer Futures']`;
const AGENCY_LINES = `array['Technology','Finance','Engineering','Digital']`;
const DEFAULT_FEATURES = `array['archive_user','change_avatar','update_holding','update_user']`;

/** The end of group n's appeal_process subscription when it ended (n % 10 = 7): 1–120 days ago. */
export const featureEndedOn = (n: string) => `(current_date - 1 - ${pick('fe', n)} % 120)`;

export async function seedCompanies(database: Database) {
  const manager = (n: string) => userUid('provider', `(${n} - 1) % ${P} + 1`);
  await run(
    database,
    'provider staff, clients, subsidiaries',
    `
    insert into users (id, email, first_name, last_name, role, position, last_login_at)
      values (${v4(`md5('provider-admin')`)}, 'provider.admin@scale.test', 'Provider', 'Admin', 'provider_admin', 'Head of compliance', now() - interval '2 hours');
    insert into users (id, email, first_name, last_name, role, position, last_login_at)
      select ${userUid('provider', 'p')}, 'provider.' || p || '@scale.test', 'Provider', 'Employee ' || p, 'provider_user',
             'Client manager', now() - (p || ' hours')::interval
      from generate_series(1, ${P}) p;
    insert into companies (id, name, number, sector, status, manager_id, city, country, accounting_year_end, created_at)
      select ${uid('c', 'n')}, 'Scale Group ' || lpad(n::text, 4, '0') || ' plc', lpad((n * 7919)::text, 8, '0'),
             (array['Finance','Retail','Energy','Health','Public sector'])[1 + n % 5], 'active', ${manager('n')},
             (array['London','Manchester','Leeds','Bristol','Glasgow'])[1 + n % 5], 'United Kingdom', '31-03',
             now() - (n || ' hours')::interval
      from generate_series(1, ${G}) n;
    insert into companies (id, name, number, sector, status, manager_id, created_at)
      select ${uid('cp', 'm')}, 'Prospect ' || lpad(m::text, 3, '0') || ' Ltd', lpad((m * 104729)::text, 8, '0'), 'Retail',
             'awaiting', ${manager('m')}, now() - (m || ' days')::interval
      from generate_series(1, ${N}) m;
    insert into companies (id, name, number, sector, status, parent_id, created_at)
      select ${uid('cs', 'n * 10 + k')}, 'Scale Group ' || lpad(n::text, 4, '0') || ' ' || (${REGIONS})[k] || ' Ltd',
             lpad((n * 7919 + k)::text, 8, '0'), (array['Finance','Retail','Energy','Health','Public sector'])[1 + n % 5],
             'active', ${uid('c', 'n')}, now() - (n || ' hours')::interval + (k || ' days')::interval
      from generate_series(1, ${G}) n, generate_series(1, 5) k where k <= ${subsOf('n')};
    insert into holding_settings (company_id, contractor_notification_frequency)
      select ${uid('c', 'n')}, case when n % 9 = 0 then 7 else 0 end from generate_series(1, ${G}) n;
    insert into holding_settings (company_id) select ${uid('cp', 'm')} from generate_series(1, ${N}) m;
    `,
  );
  await run(
    database,
    'departments, agencies',
    `
    insert into departments (id, company_id, name, created_at)
      select ${uid('dp', '(n * 10 + k) * 100 + d')}, case when k = 0 then ${uid('c', 'n')} else ${uid('cs', 'n * 10 + k')} end,
             (${DEPARTMENTS})[d], now() - interval '700 days'
      from generate_series(1, ${G}) n, generate_series(0, 5) k, generate_series(1, 12) d
      where k <= ${subsOf('n')} and d <= ${departmentsOf('n')};
    insert into agencies (id, main_company_id, name, number, email, contact_name, created_at, updated_at)
      select ${uid('ag', 'n * 100 + a')}, ${uid('c', 'n')},
             (${AGENCY_NAMES})[1 + a % 10] || ' ' || (${AGENCY_LINES})[1 + (a / 10) % 4] || ' Ltd',
             lpad((n * 100 + a)::text, 8, '0'), 'placements@agency-' || n || '-' || a || '.test',
             (array['Sam Carter','Priya Shah','Tom Hughes','Lena Novak','Omar Aziz'])[1 + (n + a) % 5],
             now() - interval '650 days', now() - interval '650 days'
      from generate_series(1, ${G}) n, generate_series(1, 40) a where a <= ${agenciesOf('n')};
    `,
  );
  // Features: every client has the four default ones without end; appeal_process is active (0–5),
  // ending within 30 days without renewal (6), ended (7) or never bought (8–9) by n % 10; test on
  // every fourth client. Prospects have the defaults only.
  await run(
    database,
    'feature subscriptions',
    `
    insert into company_features (id, company_id, name, status, date_start, activated_by_id, created_at, updated_at)
      select ${uid('cf', 'n * 10 + f')}, ${uid('c', 'n')}, (${DEFAULT_FEATURES})[f], 'active',
             (now() - (n || ' hours')::interval)::date, ${v4(`md5('provider-admin')`)},
             now() - (n || ' hours')::interval, now() - (n || ' hours')::interval
      from generate_series(1, ${G}) n, generate_series(1, 4) f;
    insert into company_features (id, company_id, name, status, date_start, activated_by_id, created_at, updated_at)
      select ${uid('cfp', 'm * 10 + f')}, ${uid('cp', 'm')}, (${DEFAULT_FEATURES})[f], 'active', (now() - (m || ' days')::interval)::date,
             ${v4(`md5('provider-admin')`)}, now() - (m || ' days')::interval, now() - (m || ' days')::interval
      from generate_series(1, ${N}) m, generate_series(1, 4) f;
    insert into company_features (id, company_id, name, status, date_start, date_end, auto_renewal, activated_by_id, ended_at, created_at, updated_at)
      select ${uid('cf', 'n * 10 + 5')}, ${uid('c', 'n')}, 'appeal_process', case when s = 'ended' then 'ended' else 'active' end,
             (e - interval '12 months')::date, e, s = 'active' and n % 2 = 0, ${v4(`md5('provider-admin')`)},
             case when s = 'ended' then e::timestamptz end, e - interval '12 months', coalesce(case when s = 'ended' then e::timestamptz end, e - interval '12 months')
      from (select n, ${appealFeatureOf('n')} as s,
                   case ${appealFeatureOf('n')} when 'active' then current_date - ${pick('fs', 'n')} % 300 + interval '12 months'
                        when 'ending' then current_date + 1 + ${pick('fs', 'n')} % 28
                        else ${featureEndedOn('n')} end::date as e
            from generate_series(1, ${G}) n) f
      where s <> 'none';
    insert into company_features (id, company_id, name, status, date_start, date_end, auto_renewal, activated_by_id, created_at, updated_at)
      select ${uid('cf', 'n * 10 + 6')}, ${uid('c', 'n')}, 'test', 'active', current_date - 30 - n % 200,
             current_date - 30 - n % 200 + interval '12 months', true, ${v4(`md5('provider-admin')`)},
             now() - ((30 + n % 200) || ' days')::interval, now() - ((30 + n % 200) || ' days')::interval
      from generate_series(1, ${G}) n where n % 4 = 0;
    `,
  );
}
