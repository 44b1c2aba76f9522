/**
 * Appeals in every state, as the appeal process leaves them: each statement sent to the worker in a
 * group with the appeal process made an appeal (created, with the group's lead appeal manager); a
 * newer statement outdated the one still waiting; the latest appeal is in the state
 * `scale_seed_plan` gives it (statements.ts), with its decisions, the worker's addresses, comments in
 * every comment group (drafts too), files, the managers' reads and the emails it caused.
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import { appealManagersOf, companyUid, pick, run, sha, uid, userUid } from './sql.ts';

const cap = (x: string) => `least(${x}, now() - interval '5 minutes')`;

export async function seedAppeals(database: Database) {
  await run(
    database,
    'appeals',
    `
    drop table if exists scale_seed_appeals;
    create unlogged table scale_seed_appeals as
      select s.i, s.n, p.k, s.key, s.at, ${uid('ap', 's.key')} as id,
             case when s.s = p.sends then p.status else 'outdated' end as status,
             case when s.s = p.sends then p.received_on end as received_on,
             case when s.s = p.sends then p.date_ended end as date_ended,
             case when s.s = p.sends then p.decision end as decision,
             1 + ${pick('amx', 's.i')} % ${appealManagersOf('s.n')} as j,
             case when s.s = p.sends and p.received_on is not null and ${pick('ch', 's.i')} < 64
                  then (array['letter','phone','email'])[1 + ${pick('ch2', 's.i')} % 3] else 'link' end as channel,
             s.s = p.sends and p.received_on is not null and ${pick('cem', 's.i')} < 26 as email_changed,
             p.sent_at
      from scale_seed_sendings s join scale_seed_plan p on p.i = s.i
      where p.status is not null;
    alter table scale_seed_appeals add column started_at timestamptz, add column decided_at timestamptz, add column manager uuid,
                                   add column manager_email text, add column worker_email text;
    update scale_seed_appeals set
      started_at = received_on + interval '9 hours',
      decided_at = case status when 'closed' then date_ended when 'reassessment_in_progress' then received_on + interval '12 days 10 hours'
                               when 'reopened' then received_on + interval '10 days 10 hours' end,
      manager = case when status in ('created', 'outdated', 'disabled') then ${userUid('lam', 'n')} else ${userUid('am', `n || '.' || j`)} end,
      manager_email = case when status in ('created', 'outdated', 'disabled') then 'lam.' || n || '@scale.test'
                           else 'am.' || n || '.' || j || '@scale.test' end,
      worker_email = case when email_changed then 'worker' || i || '.home@contractor.test' else 'worker' || i || '@contractor.test' end;
    insert into appeals (id, key_hash, key_expires_at, company_id, engagement_id, assessment_id, assessment_report_id, status,
                         channel, appeal_manager_id, contractor_email, representations_received_on, statutory_deadline,
                         date_started, date_ended, reassessment_id, reminders_sent, contractor_seen_at, created_at, updated_at)
      select a.id, ${sha(`'appeal-key-' || a.key`)}, case when a.status = 'closed' then a.date_ended + interval '30 days' end,
             ${companyUid('a.n', 'a.k')}, ${uid('en', 'a.i')}, ${uid('a', '(a.i - 1) * 3 + 2')}, ${uid('rp', 'a.key')}, a.status,
             a.channel, a.manager, a.worker_email, a.received_on, a.received_on + 45, a.started_at, a.date_ended,
             case when a.decision = 'accepted' then ${uid('a', '(a.i - 1) * 3 + 3')} end,
             case when a.status in ('started', 'am_processing', 'contractor_processing', 'reopened') then
               case when a.received_on + 45 - current_date < 0 then '["10","7","3","overdue"]'
                    when a.received_on + 45 - current_date <= 3 then '["10","7","3"]'
                    when a.received_on + 45 - current_date <= 7 then '["10","7"]'
                    when a.received_on + 45 - current_date <= 10 then '["10"]' else '[]' end
             else '[]' end::jsonb,
             case when a.started_at is not null then ${cap(`a.started_at + interval '1 day'`)} end,
             a.at, greatest(a.at, coalesce(a.decided_at, a.date_ended, ${cap(`a.started_at + interval '3 days'`)}, a.at))
      from scale_seed_appeals a;
    update appeals a set status = 'outdated', updated_at = l.at
      from scale_seed_appeals o join scale_seed_appeals l on l.i = o.i and l.key <> o.key
      where a.id = o.id and o.status = 'outdated';
    `,
  );
  await run(
    database,
    'appeal decisions, addresses, comments',
    `
    insert into appeal_decisions (id, appeal_id, decision, comment, additional_mail_comment, categories, maker_id, created_at)
      select ${uid('ad', 'a.key')}, a.id, a.decision,
             case a.decision when 'accepted' then 'Your representations show you can send a substitute; we will reassess the engagement.'
                             else 'We reviewed your representations; the control the client has over your work stands.' end,
             case when ${pick('amc', 'a.i')} < 60 then 'Call us if anything is unclear.' end,
             case a.decision when 'accepted' then '["substitution"]' else '["control","part_and_parcel"]' end::jsonb,
             a.manager, a.decided_at
      from scale_seed_appeals a where a.decision is not null;
    insert into appeal_contractor_emails (id, appeal_id, email, created_at)
      select ${uid('ace', 'a.key * 10 + 1')}, a.id, 'worker' || a.i || '@contractor.test', a.at from scale_seed_appeals a;
    insert into appeal_contractor_emails (id, appeal_id, email, created_at)
      select ${uid('ace', 'a.key * 10 + 2')}, a.id, a.worker_email, ${cap(`a.started_at + interval '2 days'`)}
      from scale_seed_appeals a where a.email_changed;
    insert into appeal_comments (id, appeal_id, thread_type, author_user_id, by_contractor, body, status, submitted_at, created_at, updated_at)
      select ${uid('acm', 'a.key * 10 + c.no')}, a.id, c.thread, case when c.worker then null else a.manager end, c.worker, c.body, c.status,
             case when c.status = 'submitted' then c.at end, c.at, c.at
      from scale_seed_appeals a
      cross join lateral (values
        (1, 'appeal', true, 'I disagree with the determination: I decide how and when the work is done and I have sent a substitute before.',
           'submitted', a.started_at, true),
        (2, 'supporting', true, 'My contract and the substitution clause are attached.', 'submitted', a.started_at + interval '10 minutes',
           ${pick('sup', 'a.i')} < 160),
        (3, 'appeal_management', false, 'Checked the contract: the substitution clause has been used twice this year.', 'submitted',
           ${cap(`a.started_at + interval '1 day'`)}, true),
        (4, 'additional', false, 'Could you send the invoices that show the substitute''s work?', 'submitted',
           ${cap(`a.started_at + interval '2 days'`)}, a.status in ('contractor_processing', 'closed', 'reassessment_in_progress', 'reopened')),
        (5, 'additional', true, 'The invoices of March and April are attached.', 'submitted', ${cap(`a.started_at + interval '3 days'`)},
           a.status in ('closed', 'reassessment_in_progress', 'reopened')),
        (6, 'decision', false, 'Decision given; see the outcome email.', 'submitted', a.decided_at, a.decision is not null),
        (7, 'appeal_management', false, 'Draft: ask the hiring manager about day-to-day control.', 'created', now() - interval '1 hour',
           a.status = 'am_processing')
      ) c(no, thread, worker, body, status, at, keep)
      where c.keep and a.started_at is not null;
    insert into stored_files (id, key, mime, size, name, created_at)
      select ${uid('acf', 'a.key')}, 'appeals/' || ${uid('acf', 'a.key')} || '.pdf', 'application/pdf', 120000 + a.i % 50000,
             'contract-' || a.i || '.pdf', a.started_at + interval '10 minutes'
      from scale_seed_appeals a where a.started_at is not null and ${pick('sup', 'a.i')} < 160 and ${pick('att', 'a.i')} < 128;
    insert into appeal_comment_attachments (comment_id, file_id, created_at)
      select ${uid('acm', 'a.key * 10 + 2')}, ${uid('acf', 'a.key')}, a.started_at + interval '10 minutes'
      from scale_seed_appeals a where a.started_at is not null and ${pick('sup', 'a.i')} < 160 and ${pick('att', 'a.i')} < 128;
    insert into appeal_reads (appeal_id, user_id, last_seen)
      select a.id, a.manager, ${cap(`a.started_at + interval '2 days'`)}
      from scale_seed_appeals a where a.started_at is not null and ${pick('rd', 'a.i')} < 170;
    `,
  );
  await run(
    database,
    'appeal emails',
    `
    insert into scale_seed_mail (id, "to", template_key, entity_type, entity_id, at, n)
      select ${uid('ema', 'a.key * 10 + e.no')}, e.recipient, e.template, 'appeal', a.id, e.at, a.n
      from scale_seed_appeals a
      cross join lateral (values
        (1, a.worker_email, case when a.channel = 'link' then 'appeal.started_receipt' else 'appeal.recorded' end,
           a.started_at + interval '1 minute', true),
        (2, a.manager_email, 'appeal.assigned', a.started_at + interval '5 minutes', true),
        (3, a.manager_email, 'appeal.submitted_to_manager', ${cap(`a.started_at + interval '1 day'`)}, a.status = 'am_processing'),
        (4, a.worker_email, 'appeal.more_information', ${cap(`a.started_at + interval '2 days'`)}, a.status = 'contractor_processing'),
        (5, a.worker_email, 'appeal.completed', a.date_ended, a.status = 'closed'),
        (6, a.worker_email, 'appeal.reopened', ${cap(`a.decided_at + interval '2 days'`)}, a.status = 'reopened')
      ) e(no, recipient, template, at, keep)
      where e.keep and a.started_at is not null;
    `,
  );
}
