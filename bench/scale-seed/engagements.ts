/**
 * The engagements of the scale dataset (issue 13's first version, now spread over the groups'
 * subsidiaries, departments and agencies): `scale_seed_map` gives each engagement number i its
 * group n, company k (0 = the top company), department and agency, and the later phases read it;
 * it is dropped at the end. Engaged entities of every type with their individuals (a tenth with
 * three), 600,000 assessments, 1% of the engagements deleted.
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import { agenciesOf, companyUid, departmentsOf, groupOf, pick, run, SCALE, subsOf, uid, userUid } from './sql.ts';

const { engagements: E } = SCALE;

export async function seedEngagements(database: Database) {
  // k: 30% of the engagements of a group with subsidiaries (24% of all) are in one of them;
  // d: 70% name a department of their company; a: 35% came through one of the group's agencies.
  await run(
    database,
    'engagement map',
    `
    drop table if exists scale_seed_map;
    create unlogged table scale_seed_map as
      select i, n,
             case when ${subsOf('n')} > 0 and ${pick('sub', 'i')} < 77 then 1 + ${pick('subk', 'i')} % ${subsOf('n')} else 0 end as k,
             case when ${pick('dep', 'i')} < 180 then 1 + ${pick('depn', 'i')} % ${departmentsOf('n')} end as d,
             case when ${pick('agc', 'i')} < 90 then 1 + ${pick('agn', 'i')} % ${agenciesOf('n')} end as a
      from (select i, ${groupOf('i')} as n from generate_series(1, ${E}) i) g;
    alter table scale_seed_map add primary key (i);
    `,
  );
  await run(
    database,
    'engaged entities and individuals',
    `
    insert into engaged_entities (id, main_company_id, name, number, type, status, archived_at)
      select ${uid('ee', 'i')}, ${uid('c', 'n')}, 'Contractor ' || i || ' Ltd', lpad(i::text, 8, '0'),
             (array['company','limited_liability_partnership','sole_trader'])[1 + i % 3]::engaged_entity_type,
             case when i % 100 = 51 then 'archived' else 'active' end, case when i % 100 = 51 then timestamptz '2025-03-01' end
      from scale_seed_map;
    insert into engaged_individuals (id, engaged_entity_id, name, email)
      select ${uid('ei', 'i')}, ${uid('ee', 'i')},
             (array['Alice','Ben','Chloe','Dev','Emma','Finn','Grace','Hari','Isla','Jack'])[1 + i % 10] || ' ' ||
             (array['Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Patel','Wright'])[1 + (i / 10) % 10]
             || ' ' || i,
             'worker' || i || '@contractor.test'
      from generate_series(1, ${E}) i;
    insert into engaged_individuals (id, engaged_entity_id, name, email)
      select ${uid('eip', 'i * 10 + j')}, ${uid('ee', 'i')},
             (array['Kai','Lily','Max','Nora','Oscar','Pia'])[1 + (i + j) % 6] || ' ' ||
             (array['Green','Hall','King','Lee','Moore','Scott'])[1 + (i / 7 + j) % 6] || ' ' || i || '-' || j,
             'partner' || i || '-' || j || '@contractor.test'
      from generate_series(1, ${E}) i, generate_series(1, 2) j where ${pick('ind', 'i')} < 26;
    `,
  );
  await run(
    database,
    'engagements',
    `
    insert into engagements (id, company_id, department_id, agency_id, engaged_entity_id, engaged_individual_id, answerer_id,
                             approver_id, status, contract_start, contract_end, contract_value_pence, service_provided,
                             your_reference, created_by_id, created_at, updated_at)
      select ${uid('en', 'i')}, ${companyUid('n', 'k')},
             case when d is not null then ${uid('dp', '(n * 10 + k) * 100 + d')} end,
             case when a is not null then ${uid('ag', 'n * 100 + a')} end,
             ${uid('ee', 'i')}, ${uid('ei', 'i')}, ${userUid('specialist', 'n')}, ${userUid('approver', 'n')},
             (case when i % 20 = 0 then 'ended' when i % 50 = 1 then 'archived' else 'active' end)::engagement_status,
             date '2024-01-01' + (i % 700), date '2025-01-01' + (i % 700), 1000000 + (i % 9000) * 100,
             (array['Software development','Data engineering','Project management','Consulting','Design'])[1 + i % 5]
             || ' ' || (i % 997),
             case when ${pick('ref', 'i')} < 100 then 'PO-' || lpad(i::text, 7, '0') end, ${userUid('admin', 'n')},
             timestamptz '2024-01-01' + (i || ' minutes')::interval, timestamptz '2024-01-01' + (i || ' minutes')::interval
      from scale_seed_map;
    `,
  );
  await run(
    database,
    'assessments',
    `
    insert into assessments (id, engagement_id, type, status, due_date, answerer_id, approver_id, employed, self_employed,
                             risk_level, last_version, date_started, date_submitted, date_approved, created_at, updated_at)
      select ${uid('a', '(i - 1) * 3 + v')}, ${uid('en', 'i')},
             (case when v = 1 then 'assessment' else 'reassessment' end)::assessment_type,
             (case when v < 3 then 'approved'
                   else (array['created','created','in_progress','review','returned','approved','to_verify'])[1 + i % 7] end)::assessment_status,
             date '2024-02-01' + (i % 700) + v * 120,
             ${userUid('specialist', 'n')}, ${userUid('approver', 'n')},
             case when v < 3 then 40 + i % 30 end, case when v < 3 then 60 - i % 30 end,
             (case when v < 3 then (array['low','medium','high'])[1 + i % 3] end)::risk_level,
             case when v < 3 then 1 else 0 end,
             case when v < 3 then timestamptz '2024-01-02' + (i || ' minutes')::interval end,
             case when v < 3 then timestamptz '2024-01-03' + (i || ' minutes')::interval end,
             case when v < 3 then timestamptz '2024-01-04' + (i || ' minutes')::interval end,
             timestamptz '2024-01-01' + (i || ' minutes')::interval + (v || ' days')::interval,
             timestamptz '2024-01-01' + (i || ' minutes')::interval + (v || ' days')::interval
      from scale_seed_map, generate_series(1, ${SCALE.assessmentsPerEngagement}) v;
    `,
  );
  // 1% of the engagements deleted (soft), as on a database that has lived a while: the lists and
  // their counts must leave them out without reading them.
  await run(
    database,
    'deleted engagements (1%)',
    `update engagements set deleted_at = timestamptz '2025-06-01' where id in (select ${uid('en', 'i')} from generate_series(1, ${E}, 100) i)`,
  );
}
