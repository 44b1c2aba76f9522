/**
 * The other records lists and dashboards read: engagement documents (rows and stored-file rows with
 * storage keys; no bytes), their comments, contract changes in every state, review threads with
 * comments on assessments under review or returned, and the emails assessments, contract changes,
 * invitations and subscriptions caused (into the mail staging, mail.ts).
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import { featureEndedOn } from './companies.ts';
import { appealFeatureOf, pick, pick2, run, SCALE, uid, userUid } from './sql.ts';

const DOC_TYPES = `array['contract','statement_of_work','invoice','timesheet','correspondence','policy','other']`;
const DOC_LABELS = `array['Contract','Statement of work','Invoice','Timesheet','Letter','Policy','Notes']`;
const DOC_EXT = `array['pdf','docx','pdf','xlsx','pdf','pdf','docx']`;
const MIME = `(case x.ext when 'pdf' then 'application/pdf' when 'docx' then 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  else 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' end)`;
const CATEGORIES = `array['general','control','substitution','mutuality','financial_risk','part_and_parcel']`;

export async function seedDocuments(database: Database) {
  // Documents on one engagement in 20: 1–2 where the statement was sent (i % 40 = 3), one on i % 40 = 17.
  await run(
    database,
    'documents',
    `
    drop table if exists scale_seed_docs;
    create unlogged table scale_seed_docs as
      select m.i, m.n, g.no as d, m.i * 10 + g.no as key, 1 + ${pick('dt', 'm.i * 10 + g.no')} % 7 as t,
             timestamptz '2024-01-01' + (m.i || ' minutes')::interval + (g.no * 3 || ' days')::interval as at
      from scale_seed_map m, generate_series(1, 2) g(no)
      where (m.i % 40 = 3 and g.no <= 1 + (m.i / 40) % 2) or (m.i % 40 = 17 and g.no = 1);
    insert into stored_files (id, key, mime, size, name, created_by, created_at)
      select ${uid('df', 'x.key')}, 'attachments/' || ${uid('df', 'x.key')} || '.' || x.ext, ${MIME}, 20000 + ${pick2('dsz', 'x.key')} * 20,
             x.name, ${userUid('admin', 'x.n')}, x.at
      from (select s.*, (${DOC_EXT})[s.t] as ext,
                   (${DOC_LABELS})[s.t] || ' - Contractor ' || s.i || ' Ltd.' || (${DOC_EXT})[s.t] as name from scale_seed_docs s) x;
    insert into engagement_documents (id, engagement_id, file_id, name, type, category, creator_id, created_at, updated_at)
      select ${uid('doc', 's.key')}, ${uid('en', 's.i')}, ${uid('df', 's.key')},
             (${DOC_LABELS})[s.t] || ' - Contractor ' || s.i || ' Ltd.' || (${DOC_EXT})[s.t], (${DOC_TYPES})[s.t],
             case when ${pick('dcat', 's.key')} < 200 then (${CATEGORIES})[1 + ${pick('dcat2', 's.key')} % 6] end,
             case when s.key % 3 = 0 then ${userUid('specialist', 's.n')} else ${userUid('admin', 's.n')} end, s.at, s.at
      from scale_seed_docs s;
    insert into document_comments (id, document_id, user_id, body, created_at)
      select ${uid('dcm', 's.key')}, ${uid('doc', 's.key')}, ${userUid('approver', 's.n')},
             'Checked against the statement of work; the dates match.', s.at + interval '1 day'
      from scale_seed_docs s where ${pick('dcm', 's.key')} < 64;
    `,
  );
}

export async function seedContractChanges(database: Database) {
  // On i % 40 in (3, 23), two in five: requested (3 in 10), fulfilled (5 in 10, seen by the requester
  // in 3), cancelled (2 in 10); what changes: the end date, the value, the service or the reference.
  await run(
    database,
    'contract changes',
    `
    drop table if exists scale_seed_changes;
    create unlogged table scale_seed_changes as
      select m.i, m.n, ${pick('cc', 'm.i')} % 10 as c, ${pick('cc2', 'm.i')} % 4 as w,
             now() - ((${pick2('cca', 'm.i')} % 300 + 3) || ' days')::interval as at
      from scale_seed_map m
      where m.i % 40 in (3, 23) and (m.i / 40) % 5 in (0, 1);
    insert into contract_changes (id, engagement_id, assessment_id, status, changes, comment, material, requested_by_id,
                                  fulfilled_by_id, fulfilled_at, seen_at, created_at, updated_at)
      select ${uid('cc', 'x.i')}, ${uid('en', 'x.i')}, ${uid('a', '(x.i - 1) * 3 + 3')},
             case when x.c < 3 then 'requested' when x.c < 8 then 'fulfilled' else 'cancelled' end,
             case x.w when 0 then jsonb_build_object('contractEnd', (date '2025-01-01' + (x.i % 700) + 90)::text)
                      when 1 then jsonb_build_object('contractValue', round((10000 + (x.i % 9000)) * 1.1, 2))
                      when 2 then jsonb_build_object('serviceProvided', 'Data engineering and reporting ' || x.i)
                      else jsonb_build_object('yourReference', 'PO-' || lpad((x.i + 1)::text, 7, '0')) end,
             case when ${pick('ccc', 'x.i')} < 150 then 'The contract was extended; please update the statement.' end,
             case when x.c between 3 and 7 then x.w < 3 end,
             ${userUid('approver', 'x.n')},
             case when x.c between 3 and 7 then ${userUid('admin', 'x.n')} end,
             case when x.c between 3 and 7 then x.at + interval '2 days' end,
             case when x.c between 3 and 5 then x.at + interval '3 days' end,
             x.at, x.at + case when x.c < 3 then interval '0' else interval '2 days' end
      from scale_seed_changes x;
    insert into scale_seed_mail (id, "to", template_key, entity_type, entity_id, at, n)
      select ${uid('emcc', 'x.i * 10 + 1')}, 'admin.' || x.n || '@scale.test', 'contract_change.requested', 'engagement', ${uid('en', 'x.i')}, x.at, x.n
      from scale_seed_changes x
      union all
      select ${uid('emcc', 'x.i * 10 + 2')}, 'approver.' || x.n || '@scale.test', 'contract_change.fulfilled', 'engagement', ${uid('en', 'x.i')},
             x.at + interval '2 days', x.n
      from scale_seed_changes x where x.c between 3 and 7;
    `,
  );
}

export async function seedReviewThreads(database: Database) {
  // The current assessment in review (i % 7 = 3) or returned (4), on every sixth engagement: the
  // approver's comment, the specialist's answer when returned, a specialist's draft in some.
  await run(
    database,
    'review threads and comments',
    `
    insert into threads (id, assessment_id, type, created_at)
      select ${uid('th', 'm.i')}, ${uid('a', '(m.i - 1) * 3 + 3')}, 'review',
             timestamptz '2024-01-01' + (m.i || ' minutes')::interval + interval '4 days'
      from scale_seed_map m where m.i % 7 in (3, 4) and m.i % 6 = 0;
    insert into comments (id, thread_id, user_id, body, status, created_at)
      select ${uid('cm', 'm.i * 10 + c.no')}, ${uid('th', 'm.i')}, case when c.approver then ${userUid('approver', 'm.n')} else ${userUid('specialist', 'm.n')} end,
             c.body, c.status::comment_status, timestamptz '2024-01-01' + (m.i || ' minutes')::interval + c.after
      from scale_seed_map m
      cross join lateral (values
        (1, true, 'The answer on substitution does not match the contract; please check clause 7.', 'submitted', interval '4 days', true),
        (2, false, 'Checked with the hiring manager: a substitute was sent in May. Answer updated.', 'submitted', interval '5 days',
           m.i % 7 = 4),
        (3, false, 'Draft: the invoices show the same.', 'created', interval '6 days', ${pick('cmd', 'm.i')} < 60)
      ) c(no, approver, body, status, after, keep)
      where m.i % 7 in (3, 4) and m.i % 6 = 0 and c.keep;
    insert into thread_reads (thread_id, user_id, last_seen)
      select ${uid('th', 'm.i')}, ${userUid('specialist', 'm.n')}, timestamptz '2024-01-01' + (m.i || ' minutes')::interval + interval '4 days 1 hour'
      from scale_seed_map m where m.i % 7 in (3, 4) and m.i % 6 = 0 and ${pick('trd', 'm.i')} < 128;
    `,
  );
}

export async function seedOtherMail(database: Database) {
  const { groups: G, prospects: N } = SCALE;
  await run(
    database,
    'assessment, invitation, feature emails',
    `
    insert into scale_seed_mail (id, "to", template_key, entity_type, entity_id, at, n)
      select ${uid('emas', 'm.i * 10 + r.no')}, r.role || '.' || m.n || '@scale.test', r.template, 'assessment',
             ${uid('a', '(m.i - 1) * 3 + 3')}, timestamptz '2024-01-01' + (m.i || ' minutes')::interval + interval '3 days 1 minute', m.n
      from scale_seed_map m,
           (values (1, 'specialist', 'assessment.specialist_assigned'), (2, 'approver', 'assessment.approver_assigned')) r(no, role, template)
      where m.i % 10 = 3;
    insert into scale_seed_mail (id, "to", template_key, entity_type, entity_id, at, n)
      select ${uid('emi', 'n')}, 'invitee.' || n || '@scale.test', 'invitation.client_user', 'user', ${userUid('invitee', 'n')},
             now() - ((n / 2) % 20 || ' days')::interval, n
      from generate_series(1, ${G}) n where n % 2 = 0
      union all
      select ${uid('emip', 'm')}, 'newclient.' || m || '@scale.test', 'invitation.client_admin', 'user', ${userUid('newclient', 'm')},
             now() - (m || ' days')::interval, null
      from generate_series(1, ${N}) m;
    insert into scale_seed_mail (id, "to", template_key, entity_type, entity_id, at, n)
      select ${uid('emf', 'n')}, 'admin.' || n || '@scale.test',
             case ${appealFeatureOf('n')} when 'ending' then 'feature.expiring' else 'feature.ended' end, 'company', ${uid('c', 'n')},
             case ${appealFeatureOf('n')} when 'ending' then now() - interval '1 day' else ${featureEndedOn('n')} + interval '1 hour' end, n
      from generate_series(1, ${G}) n where ${appealFeatureOf('n')} in ('ending', 'ended');
    `,
  );
}
