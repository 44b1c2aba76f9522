/**
 * The outbox of the scale dataset: each phase puts the emails its records caused into the staging
 * table `scale_seed_mail` (id, address, template, what it is about, when); `seedMail` then writes them
 * as outbox rows with HTML and text bodies of a real email's size, their delivery events of every kind
 * (old_sent, processed, deferred, delivered, open, bounce, blocked, dropped), and re-sends of a part
 * of the failed statement emails (a `resent` event, the new message, the address change logged).
 * Nothing is left queued or deferred, so a server started on the dataset sends nothing.
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import { pick, run, uid, userUid } from './sql.ts';

export async function createMailStaging(database: Database) {
  await run(
    database,
    'mail staging',
    `
    drop table if exists scale_seed_mail;
    create unlogged table scale_seed_mail (
      id uuid primary key, "to" text not null, template_key text not null, entity_type text, entity_id uuid,
      at timestamptz not null, can_open boolean not null default true, n int, resend_of uuid, sent_by uuid
    );
    `,
  );
}

/** What a template's subject and first line say (the bodies are padded to a real email's size). */
const SUBJECT = `(case m.template_key
  when 'contractor_report.link' then 'Your status determination statement'
  when 'contractor_report.code' then 'Your download code'
  when 'assessment.specialist_assigned' then 'You have a new assessment to complete'
  when 'assessment.approver_assigned' then 'You have been named approver of an assessment'
  when 'appeal.started_receipt' then 'We have received your disagreement'
  when 'appeal.recorded' then 'Your representations have been recorded'
  when 'appeal.assigned' then 'An appeal has been assigned to you'
  when 'appeal.submitted_to_manager' then 'The worker has sent their representations'
  when 'appeal.more_information' then 'We need more information about your appeal'
  when 'appeal.completed' then 'The outcome of your appeal'
  when 'appeal.reopened' then 'Your appeal has been reopened'
  when 'contract_change.requested' then 'A contract change was requested'
  when 'contract_change.fulfilled' then 'Your contract change was made'
  when 'invitation.client_user' then 'You are invited to Statera'
  when 'invitation.client_admin' then 'Set up your company on Statera'
  when 'feature.expiring' then 'A subscription ends soon'
  when 'feature.ended' then 'A subscription has ended'
  else 'A message from Statera' end)`;

const PARAGRAPH = `'<tr><td style="padding:0 32px 16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#1f2937">'`;

export async function seedMail(database: Database) {
  // A part of the failed statement links are sent again to a corrected address (the tracker's
  // "edit and resend"): the new message, a `resent` event on the failed one, the change logged.
  await run(
    database,
    'statement re-sends',
    `
    insert into scale_seed_mail (id, "to", template_key, entity_type, entity_id, at, n, resend_of, sent_by)
      select ${uid('emr', 'm.id')}, replace(m."to", '@', '.corrected@'), m.template_key, m.entity_type, m.entity_id,
             least(m.at + interval '1 day', now() - interval '10 minutes'), m.n, m.id, ${userUid('admin', 'm.n')}
      from scale_seed_mail m
      where m.template_key = 'contractor_report.link' and ${pick('mo', 'm.id')} >= 214 and ${pick('rs', 'm.id')} < 128;
    `,
  );
  await run(
    database,
    'email outbox',
    `
    insert into email_messages (id, "to", subject, text, html, template_key, status, attempts, last_error, next_attempt_at,
                                sent_at, created_at, entity_type, entity_id, message_id, resend_of_id)
      select m.id, m."to", ${SUBJECT},
             ${SUBJECT} || E'\\n\\nHello,\\n\\n' || repeat('This message is about your engagement with Scale Group ' || coalesce(m.n, 0)
               || '. Open the link below to see the details; the link expires in 30 days. ', 4) || E'\\n\\nThe Statera team',
             '<!doctype html><html><head><meta charset="utf-8"><title>' || ${SUBJECT} || '</title></head>'
               || '<body style="margin:0;background:#f3f4f6"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">'
               || '<tr><td style="padding:24px 32px;font-family:Arial,Helvetica,sans-serif;font-size:20px;color:#111827">' || ${SUBJECT} || '</td></tr>'
               || repeat(${PARAGRAPH} || 'This message is about your engagement with Scale Group ' || coalesce(m.n, 0)
               || '. Open the link below to see the details; the link expires in 30 days.</td></tr>', 4)
               || '<tr><td style="padding:8px 32px 32px"><a href="https://statera.example/link/' || md5(m.id::text)
               || '" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">Open</a></td></tr>'
               || '</table></body></html>',
             m.template_key,
             case when m.resend_of is null and ${pick('mo', 'm.id')} between 228 and 239 then 'failed' else 'sent' end,
             1,
             case when m.resend_of is null and ${pick('mo', 'm.id')} between 228 and 239 then '554 5.7.1 Message rejected as spam' end,
             m.at, case when m.resend_of is not null or ${pick('mo', 'm.id')} not between 228 and 239 then m.at + interval '20 seconds' end,
             m.at, m.entity_type, m.entity_id, '<' || m.id || '@scale.test>', m.resend_of
      from scale_seed_mail m;
    `,
  );
  // Outcome o of a message (0–255): < 12 sent before events were tracked (old_sent); < 200 delivered
  // (opened two times in three where the mail invites to open); < 214 deferred then delivered;
  // < 228 bounced; < 240 blocked by the relay (failed); else dropped. Re-sends are delivered.
  await run(
    database,
    'email events',
    `
    insert into email_events (id, email_message_id, name, occurred_at, source, detail, external_id, created_at)
      select ${uid('ev', `m.id::text || e.name`)}, m.id, e.name, least(m.at + e.after, now()), e.source, e.detail,
             case when e.source = 'webhook' then 'scale-' || md5(m.id::text || e.name) end, least(m.at + e.after, now())
      from (select m.*, case when m.resend_of is null then ${pick('mo', 'm.id')} else 100 end as o from scale_seed_mail m) m
      cross join lateral (values
        ('old_sent', interval '20 seconds', 'system', null, m.o < 12),
        ('processed', interval '20 seconds', 'smtp', '250 2.0.0 OK', m.o >= 12 and m.o not between 228 and 239),
        ('deferred', interval '2 minutes', 'smtp', '421 4.7.0 Try again later', m.o between 200 and 213),
        ('delivered', case when m.o between 200 and 213 then interval '42 minutes' else interval '1 minute' end, 'webhook', null,
           m.o between 12 and 213),
        ('open', interval '3 hours', 'webhook', null, m.can_open and m.o between 12 and 213 and m.o % 3 <> 0),
        ('bounce', interval '2 minutes', 'webhook', '550 5.1.1 The email account that you tried to reach does not exist',
           m.o between 214 and 227),
        ('blocked', interval '20 seconds', 'smtp', '554 5.7.1 Message rejected as spam', m.o between 228 and 239),
        ('dropped', interval '1 minute', 'webhook', 'Bounced Address', m.o >= 240)
      ) e(name, after, source, detail, keep)
      where e.keep;
    insert into email_events (id, email_message_id, name, occurred_at, source, external_id, created_at)
      select ${uid('evr', 'r.id')}, r.resend_of, 'resent', r.at, 'system', null, r.at
      from scale_seed_mail r where r.resend_of is not null;
    insert into email_changelogs (id, email_message_id, old_email, new_email, changed_by_id, created_at)
      select ${uid('ecl', 'r.id')}, r.resend_of, o."to", r."to", r.sent_by, r.at
      from scale_seed_mail r join scale_seed_mail o on o.id = r.resend_of where r.resend_of is not null;
    `,
  );
}
