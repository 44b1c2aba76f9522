/**
 * Status Determination Statements and their deliveries. Every engagement's latest approved
 * assessment (the second) has a generated SDS (a row and its stored file's row; no file bytes are
 * written). One engagement in 40 (i % 40 = 3) had it sent down the chain — to the worker, its agency
 * when it came through one, and the engaged entity's accounts for a third — and a tenth of those a
 * newer statement later (version 2, sent 30 days after the first). `scale_seed_plan` fixes, per such
 * engagement, when it was sent and what became of its appeal (appeals.ts reads it).
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import { featureEndedOn } from './companies.ts';
import { appealFeatureOf, pick, pick2, run, sha, uid, userUid } from './sql.ts';

/**
 * The appeal of the latest sending, by q = (i / 40) % 20: 0–6 and 17–19 created (the worker has not
 * disagreed; disabled where the feature ended), 7 started, 8–9 am_processing, 10 contractor_processing,
 * 11 reassessment_in_progress (closed, accepted, when the reassessment is already approved), 12
 * reopened, 13–16 closed. Running clocks are spread from 32 days overdue to 44 days left.
 */
export async function createStatementPlan(database: Database) {
  await run(
    database,
    'statement plan',
    `
    drop table if exists scale_seed_plan;
    create unlogged table scale_seed_plan as
    with base as (
      select m.i, m.n, m.k, m.a, (m.i / 40) % 20 as q, case when (m.i / 40) % 10 = 0 then 2 else 1 end as sends,
             ${appealFeatureOf('m.n')} as feature
      from scale_seed_map m where m.i % 40 = 3
    ), status as (
      select b.*, case
          when b.feature = 'none' then null
          when b.q = 7 then 'started'
          when b.q in (8, 9) then 'am_processing'
          when b.q = 10 then 'contractor_processing'
          when b.q = 11 then case when b.i % 7 = 5 then 'closed' else 'reassessment_in_progress' end
          when b.q = 12 then 'reopened'
          when b.q between 13 and 16 then 'closed'
          when b.feature = 'ended' then 'disabled'
          else 'created' end as status
      from base b
    ), clock as (
      select s.*, case
          when s.status in ('started', 'am_processing', 'contractor_processing') then current_date - 1 - ${pick('rcv', 's.i')} % 76
          when s.status in ('reassessment_in_progress', 'reopened') then current_date - 16 - ${pick('rcv', 's.i')} % 60
          when s.status = 'closed' then current_date - 60 - ${pick2('rcv', 's.i')} % 300
        end as received_on
      from status s
    )
    select c.*,
           case
             when c.received_on is not null then c.received_on - (2 + ${pick('snt', 'c.i')} % 20) + interval '9 hours'
             when c.status = 'created' then now() - ((${pick('snt', 'c.i')} % 120) || ' days')::interval - interval '1 hour'
             when c.status = 'disabled' then ${featureEndedOn('c.n')} - (10 + ${pick('snt', 'c.i')} % 60) + interval '9 hours'
             else now() - ((${pick2('snt', 'c.i')} % 400) || ' days')::interval - interval '1 hour'
           end as sent_at,
           case
             when c.status = 'closed' then c.received_on + (5 + ${pick('end', 'c.i')} % 41 + case when ${pick('late', 'c.i')} < 20 then 10 else 0 end) + interval '15 hours'
             when c.status = 'disabled' then ${featureEndedOn('c.n')} + interval '2 hours'
           end as date_ended,
           case
             when c.status = 'closed' and c.i % 7 = 5 and c.q in (11, 13) then 'accepted'
             when c.status = 'reassessment_in_progress' then 'accepted'
             when c.status in ('closed', 'reopened') then 'rejected'
           end as decision
    from clock c;
    alter table scale_seed_plan add primary key (i);
    `,
  );
}

export async function seedReports(database: Database) {
  await run(
    database,
    'statements (SDS) and their files',
    `
    insert into stored_files (id, key, mime, size, name, created_at)
      select ${uid('rf', 'i * 10 + 1')}, 'reports/' || ${uid('rf', 'i * 10 + 1')} || '.pdf', 'application/pdf', 48000 + i % 20000,
             'SDS-' || lpad(i::text, 7, '0') || '-1.pdf', timestamptz '2024-01-04' + (i || ' minutes')::interval + interval '2 minutes'
      from scale_seed_map;
    insert into assessment_reports (id, assessment_id, version, assessment_version, status, file_id, page_count, sha256,
                                    created_at, generated_at)
      select ${uid('rp', 'i * 10 + 1')}, ${uid('a', '(i - 1) * 3 + 2')}, 1, 1, 'generated', ${uid('rf', 'i * 10 + 1')}, 4 + i % 3,
             ${sha(`'sds-' || i`)}, timestamptz '2024-01-04' + (i || ' minutes')::interval,
             timestamptz '2024-01-04' + (i || ' minutes')::interval + interval '2 minutes'
      from scale_seed_map;
    insert into stored_files (id, key, mime, size, name, created_at)
      select ${uid('rf', 'i * 10 + 2')}, 'reports/' || ${uid('rf', 'i * 10 + 2')} || '.pdf', 'application/pdf', 49000 + i % 20000,
             'SDS-' || lpad(i::text, 7, '0') || '-2.pdf', sent_at - interval '1 day'
      from scale_seed_plan where sends = 2;
    insert into assessment_reports (id, assessment_id, version, assessment_version, status, file_id, page_count, sha256,
                                    requested_by_id, created_at, generated_at)
      select ${uid('rp', 'i * 10 + 2')}, ${uid('a', '(i - 1) * 3 + 2')}, 2, 1, 'generated', ${uid('rf', 'i * 10 + 2')}, 4 + i % 3,
             ${sha(`'sds2-' || i`)}, ${userUid('admin', 'n')}, sent_at - interval '1 day 2 minutes', sent_at - interval '1 day'
      from scale_seed_plan where sends = 2;
    `,
  );
}

export async function seedDeliveries(database: Database) {
  // Sending s of engagement i (s = 2 is the newer statement), recipients p: 1 worker, 2 agency, 3 entity.
  await run(
    database,
    'statement deliveries',
    `
    drop table if exists scale_seed_sendings;
    create unlogged table scale_seed_sendings as
      select p.i, p.n, s, p.i * 10 + s as key,
             case when s = p.sends then p.sent_at else p.sent_at - interval '30 days' end as at
      from scale_seed_plan p, generate_series(1, 2) s where s <= p.sends;
    insert into contractor_report_mail_groups (id, engagement_id, assessment_report_id, comment, sent_by_id, created_at)
      select ${uid('sg', 's.key')}, ${uid('en', 's.i')}, ${uid('rp', 's.key')},
             case when ${pick('cmt', 's.key')} < 100 then 'Please find your status determination statement. Reply if you disagree with it.' end,
             ${userUid('admin', 's.n')}, s.at
      from scale_seed_sendings s;
    drop table if exists scale_seed_recipients;
    create unlogged table scale_seed_recipients as
      select s.*, r.party, r.p, s.key * 10 + r.p as rkey, r.email
      from scale_seed_sendings s join scale_seed_plan p on p.i = s.i
      cross join lateral (values
        (1, 'worker', 'worker' || s.i || '@contractor.test', true),
        (2, 'agency', 'placements@agency-' || p.n || '-' || p.a || '.test', p.a is not null),
        (3, 'engaged_entity', 'accounts.' || s.i || '@contractor.test', ${pick('ent', 's.i')} < 90)
      ) r(p, party, email, keep)
      where r.keep;
    insert into scale_seed_mail (id, "to", template_key, entity_type, entity_id, at, can_open, n)
      select ${uid('eml', 'r.rkey')}, r.email, 'contractor_report.link', 'engagement', ${uid('en', 'r.i')}, r.at, true, r.n
      from scale_seed_recipients r
      union all
      select ${uid('emc', 'r.rkey')}, r.email, 'contractor_report.code', 'engagement', ${uid('en', 'r.i')}, r.at + interval '5 seconds', false, r.n
      from scale_seed_recipients r;
    `,
  );
}

/** The recipients name their link and code emails, so they follow the outbox (mail.ts). */
export async function seedRecipients(database: Database) {
  await run(
    database,
    'statement recipients, downloads',
    `
    insert into contractor_report_recipients (id, group_id, email, party, link_key_hash, download_code_hash, expires_at,
                                              link_message_id, code_message_id, first_opened_at, first_downloaded_at,
                                              download_count, created_at)
      select ${uid('rc', 'r.rkey')}, ${uid('sg', 'r.key')}, r.email, r.party, ${sha(`'link-' || r.rkey`)}, ${sha(`'code-' || r.rkey`)},
             r.at + interval '30 days', ${uid('eml', 'r.rkey')}, ${uid('emc', 'r.rkey')},
             case when o.opened then least(r.at + interval '3 hours', now()) end,
             case when o.downloaded then least(r.at + interval '3 hours 5 minutes', now()) end,
             case when o.downloaded then 1 + r.rkey % 3 else 0 end, r.at
      from scale_seed_recipients r
      cross join lateral (select ${pick('opn', 'r.rkey')} < case when r.p = 1 then 200 else 120 end as opened,
                                 ${pick('opn', 'r.rkey')} < case when r.p = 1 then 150 else 80 end as downloaded) o;
    insert into contractor_report_downloads (id, recipient_id, assessment_report_id, downloaded_at)
      select ${uid('rcd', 'r.rkey * 10 + d')}, ${uid('rc', 'r.rkey')}, ${uid('rp', 'r.key')},
             least(r.at + interval '3 hours 5 minutes' + ((d - 1) || ' days')::interval, now())
      from scale_seed_recipients r, generate_series(1, 3) d
      where ${pick('opn', 'r.rkey')} < case when r.p = 1 then 150 else 80 end and d <= 1 + r.rkey % 3;
    `,
  );
}
