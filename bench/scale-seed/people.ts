/**
 * The people of the scale dataset, in every role: per group a client admin, a specialist and an
 * approver (the first version's three), client users, a lead appeal manager and appeal managers
 * where the group has the appeal process, an admin per subsidiary (company_admin), an API user with
 * a key in every tenth group; pending invitations (invited, with a registration token), people not
 * invited yet and archived ones; the prospects' invited admins. Provider staff are made with the
 * companies (companies.ts), which name them as managers.
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import {
  API_KEY_SCOPES,
  appealFeatureOf,
  appealManagersOf,
  clientUsersOf,
  pick,
  run,
  SCALE,
  sha,
  subsOf,
  uid,
  userUid,
} from './sql.ts';

const { groups: G, prospects: N, providerUsers: P } = SCALE;
const FIRST = `array['Alex','Bea','Carl','Dina','Eli','Fay','Gus','Hana','Ivan','Jo','Kit','Lola']`;
const LAST = `array['Reid','Khan','Moss','Quinn','Hale','Ford','Lamb','Nash','Owen','Pike']`;

export async function seedPeople(database: Database) {
  const root = uid('c', 'n');
  const login = (label: string, expr: string) => `now() - (${pick(label, expr)} % 60 || ' days')::interval`;
  await run(
    database,
    'users in every role',
    `
    insert into users (id, email, first_name, last_name, role, position, company_id, last_login_at)
      select ${userUid("' || r.role || '", 'n')}, r.role || '.' || n || '@scale.test', initcap(r.role), 'Group ' || n,
             r.db_role::user_role, r.position, ${root}, ${login('ll', `r.role || n`)}
      from generate_series(1, ${G}) n,
           (values ('admin', 'client_admin', 'Compliance lead'), ('specialist', 'specialist', 'Engagement specialist'),
                   ('approver', 'approver', 'Engagement approver')) r(role, db_role, position);
    insert into users (id, email, first_name, last_name, role, position, company_id, last_login_at)
      select ${userUid('user', `n || '.' || j`)}, 'user.' || n || '.' || j || '@scale.test', (${FIRST})[1 + (n + j) % 12],
             (${LAST})[1 + (n * 3 + j) % 10] || ' ' || n || '-' || j, 'client_user', 'Hiring manager', ${root},
             ${login('ll', `'user' || n || '.' || j`)}
      from generate_series(1, ${G}) n, generate_series(1, 20) j where j <= ${clientUsersOf('n')};
    insert into users (id, email, first_name, last_name, role, am_role, position, company_id, last_login_at)
      select ${userUid('lam', 'n')}, 'lam.' || n || '@scale.test', 'Lead', 'Appeals ' || n, 'client_user',
             'lead_appeal_manager', 'Head of appeals', ${root}, ${login('ll', `'lam' || n`)}
      from generate_series(1, ${G}) n where ${appealFeatureOf('n')} <> 'none';
    insert into users (id, email, first_name, last_name, role, am_role, position, company_id, last_login_at)
      select ${userUid('am', `n || '.' || j`)}, 'am.' || n || '.' || j || '@scale.test', 'Appeals', 'Manager ' || n || '-' || j,
             'client_user', 'appeal_manager', 'Appeal manager', ${root}, ${login('ll', `'am' || n || '.' || j`)}
      from generate_series(1, ${G}) n, generate_series(1, 5) j
      where j <= ${appealManagersOf('n')} and ${appealFeatureOf('n')} <> 'none';
    insert into users (id, email, first_name, last_name, role, position, company_id, last_login_at)
      select ${userUid('subadmin', 'n * 10 + k')}, 'subadmin.' || n || '.' || k || '@scale.test', 'Subsidiary', 'Admin ' || n || '-' || k,
             'company_admin', 'Operations lead', ${uid('cs', 'n * 10 + k')}, ${login('ll', `'sub' || n || '.' || k`)}
      from generate_series(1, ${G}) n, generate_series(1, 5) k where k <= ${subsOf('n')};
    insert into users (id, email, first_name, last_name, role, company_id, last_login_at)
      select ${userUid('api', 'n')}, 'api.' || n || '@scale.test', 'Integration', 'Group ' || n, 'api_user', ${root}, now() - interval '1 hour'
      from generate_series(1, ${G}) n where n % 10 = 1;
    insert into api_keys (id, user_id, key_hash, prefix, name, scopes, expires_at, last_used_at, created_at)
      select ${uid('ak', 'n')}, ${userUid('api', 'n')}, ${sha(`'st_scale_' || n`)}, 'st_' || substr(md5('ak' || n), 1, 6),
             'HR system sync', ${API_KEY_SCOPES}, now() + interval '275 days', now() - interval '1 hour', now() - interval '90 days'
      from generate_series(1, ${G}) n where n % 10 = 1;
    `,
  );
  await run(
    database,
    'invitations, archived people',
    `
    insert into users (id, email, first_name, last_name, role, status, company_id, inviter_id, invited_at, created_at)
      select ${userUid('invitee', 'n')}, 'invitee.' || n || '@scale.test', (${FIRST})[1 + n % 12], 'Invitee ' || n, 'client_user',
             'invited', ${root}, ${userUid('admin', 'n')}, now() - ((n / 2) % 20 || ' days')::interval,
             now() - ((n / 2) % 20 || ' days')::interval
      from generate_series(1, ${G}) n where n % 2 = 0;
    insert into users (id, email, first_name, last_name, role, status, company_id, inviter_id, invited_at, created_at)
      select ${userUid('newclient', 'm')}, 'newclient.' || m || '@scale.test', 'New', 'Client ' || m, 'client_admin', 'invited',
             ${uid('cp', 'm')}, ${userUid('provider', `(m - 1) % ${P} + 1`)}, now() - (m || ' days')::interval, now() - (m || ' days')::interval
      from generate_series(1, ${N}) m;
    insert into password_tokens (id, user_id, type, token_hash, expires_at, created_at)
      select ${uid('pt', 'n')}, ${userUid('invitee', 'n')}, 'registration', ${sha(`'invitation-' || n`)},
             now() - ((n / 2) % 20 || ' days')::interval + interval '7 days', now() - ((n / 2) % 20 || ' days')::interval
      from generate_series(1, ${G}) n where n % 2 = 0;
    insert into password_tokens (id, user_id, type, token_hash, expires_at, created_at)
      select ${uid('ptp', 'm')}, ${userUid('newclient', 'm')}, 'registration', ${sha(`'new-client-' || m`)},
             now() - (m || ' days')::interval + interval '7 days', now() - (m || ' days')::interval
      from generate_series(1, ${N}) m;
    insert into users (id, email, first_name, last_name, role, status, company_id, created_at)
      select ${userUid('draft', 'n')}, 'draft.' || n || '@scale.test', 'Draft', 'Person ' || n, 'client_user', 'awaiting_invitation',
             ${root}, now() - interval '3 days'
      from generate_series(1, ${G}) n where n % 25 = 0;
    insert into users (id, email, first_name, last_name, role, status, status_before_archive, archived_at, company_id, created_at)
      select ${userUid('former', 'n')}, 'former.' || n || '@scale.test', 'Former', 'Colleague ' || n, 'client_user', 'archived', 'active',
             now() - ((n % 200) || ' days')::interval, ${root}, now() - interval '600 days'
      from generate_series(1, ${G}) n where n % 5 = 0;
    `,
  );
}
