/**
 * After seeding: the counters the triggers keep must equal fresh counts of the rows (the property
 * tests' comparison, on the whole dataset), and the new records must hold the app's invariants.
 * Each check is a query counting the rows that break it; the seed fails when any is not zero.
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import { rowsOf } from './sql.ts';

/** Rows in one set and not the other, both ways. */
const differ = (fresh: string, kept: string) =>
  `select count(*)::int as n from ((${fresh} except ${kept}) union all (${kept} except ${fresh})) d`;

const CHECKS: Record<string, string> = {
  company_counters: differ(
    `select company_id, count(*)::int, (count(*) filter (where status = 'active'))::int from engagements
      where type = 'normal' and deleted_at is null group by company_id`,
    `select company_id, engagement_count, active_engagement_count from company_counters
      where engagement_count <> 0 or active_engagement_count <> 0`,
  ),
  engagement_status_counters: differ(
    `select company_id, status, type, count(*)::int from engagements where deleted_at is null group by 1, 2, 3`,
    `select company_id, status, type, listed_count from engagement_status_counters where listed_count <> 0`,
  ),
  assessment_status_counters: differ(
    `select company_id, status, type, count(*)::int from assessments where listed and company_id is not null group by 1, 2, 3`,
    `select company_id, status, type, listed_count from assessment_status_counters where listed_count <> 0`,
  ),
  user_assessment_counters: differ(
    `select user_id, company_id, status, type, sum(a)::int, sum(p)::int from (
       select answerer_id as user_id, company_id, status, type, 1 as a, 0 as p from assessments where listed and company_id is not null
       union all
       select approver_id, company_id, status, type, 0, 1 from assessments where listed and company_id is not null and approver_id <> answerer_id
     ) x group by 1, 2, 3, 4`,
    `select user_id, company_id, status, type, answerer_count, approver_only_count from user_assessment_counters
      where answerer_count <> 0 or approver_only_count <> 0`,
  ),
  // Issue 25: the heatmap's counters and the latest determination copied onto engagements.
  engagement_risk_counters: differ(
    `select company_id, coalesce(department_id, '00000000-0000-0000-0000-000000000000'), coalesce(latest_risk_level::text, 'none'),
       coalesce(latest_outcome, 'none'), count(*)::int, sum(contract_value_pence)::bigint
      from engagements where status = 'active' and deleted_at is null group by 1, 2, 3, 4`,
    `select company_id, department_key, risk_key, outcome_key, engagements, contract_value_pence from engagement_risk_counters
      where engagements <> 0 or contract_value_pence <> 0`,
  ),
  engagement_latest_determination: differ(
    `select e.id, l.risk_level::text, case when l.employed is null or l.self_employed is null then null
       when l.self_employed > l.employed then 'self_employed' else 'employed' end
      from engagements e left join lateral (select a.risk_level, a.employed, a.self_employed
        from (select * from assessments where engagement_id = e.id offset 0) a
        where a.status in ('approved', 'approved_pre_assessment')
        order by a.date_approved desc nulls last, a.created_at desc, a.id desc limit 1) l on true`,
    `select id, latest_risk_level::text, latest_outcome from engagements`,
  ),
  assessment_seat_gaps: differ(
    `select s.user_id, a.id from assessments a join engagements e on e.id = a.engagement_id
       cross join lateral (values (e.answerer_id), (e.approver_id)) s(user_id)
      where s.user_id <> a.answerer_id and s.user_id <> a.approver_id`,
    `select user_id, assessment_id from assessment_seat_gaps`,
  ),
  'assessments: company and listed copied from the engagement': `select count(*)::int as n from assessments a join engagements e on e.id = a.engagement_id
    where a.company_id is distinct from e.company_id or a.listed <> (e.deleted_at is null)`,
  'engagements: sort names and group key copied': `select count(*)::int as n from engagements e join engaged_individuals i on i.id = e.engaged_individual_id
    join engaged_entities t on t.id = e.engaged_entity_id join companies c on c.id = e.company_id
    where e.engaged_individual_name is distinct from i.name or e.engaged_entity_name is distinct from t.name or e.company_name is distinct from c.name
       or e.root_company_id is distinct from coalesce(c.parent_id, c.id)`,
  'engagements: department of their company, agency and entity of their group': `select count(*)::int as n from engagements e
    join companies c on c.id = e.company_id left join departments d on d.id = e.department_id left join agencies g on g.id = e.agency_id
    join engaged_entities t on t.id = e.engaged_entity_id
    where (e.department_id is not null and d.company_id <> e.company_id)
       or (e.agency_id is not null and g.main_company_id <> coalesce(c.parent_id, c.id))
       or t.main_company_id <> coalesce(c.parent_id, c.id)`,
  'appeals: company, assessment and statement of their engagement': `select count(*)::int as n from appeals p
    join engagements e on e.id = p.engagement_id join assessments a on a.id = p.assessment_id
    left join assessment_reports r on r.id = p.assessment_report_id
    where p.company_id <> e.company_id or a.engagement_id <> e.id or a.status <> 'approved' or r.assessment_id <> a.id`,
  'appeals: the 45-day clock': `select count(*)::int as n from appeals where
    (status in ('created', 'outdated', 'disabled') and representations_received_on is not null)
    or (status not in ('created', 'outdated', 'disabled') and (representations_received_on is null or date_started is null))
    or statutory_deadline is distinct from representations_received_on + 45
    or (status = 'closed' and date_ended is null)
    or (status in ('created', 'started', 'am_processing', 'contractor_processing', 'reassessment_in_progress', 'reopened') and date_ended is not null)`,
  'appeals: a decision where one was taken, a manager where one works': `select count(*)::int as n from appeals p
    where (p.status in ('closed', 'reassessment_in_progress', 'reopened')) <> exists (select 1 from appeal_decisions d where d.appeal_id = p.id)
       or (p.status not in ('created', 'outdated', 'disabled') and p.appeal_manager_id is null)`,
  'appeals: only where the group has the appeal process': `select count(*)::int as n from appeals p join companies c on c.id = p.company_id
    where not exists (select 1 from company_features f where f.company_id = coalesce(c.parent_id, c.id) and f.name = 'appeal_process')`,
  'appeal managers: people of the group with the feature': `select count(*)::int as n from users u
    where u.am_role <> 'none' and not exists (select 1 from company_features f where f.company_id = u.company_id and f.name = 'appeal_process')`,
  'statement recipients: their emails in the outbox': `select count(*)::int as n from contractor_report_recipients r
    left join email_messages l on l.id = r.link_message_id left join email_messages c on c.id = r.code_message_id
    where l.id is null or c.id is null or l."to" <> r.email`,
  'email events: after their message': `select count(*)::int as n from email_events v join email_messages m on m.id = v.email_message_id
    where v.occurred_at < m.created_at`,
  'emails: nothing left to send': `select count(*)::int as n from email_messages where status in ('queued', 'deferred')`,
  'features: one row per company and name, dates in order': `select count(*)::int as n from company_features where date_end < date_start`,
  'pending invitations: invited with a registration token': `select count(*)::int as n from users u where u.status = 'invited'
    and not exists (select 1 from password_tokens t where t.user_id = u.id and t.type = 'registration')`,
};

export async function checkScale(database: Database) {
  const t0 = performance.now();
  const failed: string[] = [];
  for (const [name, query] of Object.entries(CHECKS)) {
    const [row] = await rowsOf<{ n: number }>(database, query);
    if (row?.n !== 0) failed.push(`${name}: ${row?.n} rows`);
  }
  console.log(
    `  ${'checks (counters, invariants)'.padEnd(38)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s`,
  );
  if (failed.length) throw new Error(`the scale dataset breaks ${failed.length} checks:\n  ${failed.join('\n  ')}`);
  console.log(`  all ${Object.keys(CHECKS).length} checks hold`);
}
