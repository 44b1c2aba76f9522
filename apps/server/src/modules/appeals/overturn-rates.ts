import type { TOverturnRates, TOverturnRow } from '@statera/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appealDecisions, appeals, assessments, users } from '../../db/schema/index.ts';
import { appealScope } from './appeal.repository.ts';

/** The latest decision of each decided appeal: a reopened appeal counts once, by its last outcome. */
const latest = sql`${appealDecisions.createdAt} = (select max(d2.created_at) from ${appealDecisions} d2 where d2.appeal_id = ${appeals.id})`;

const accepted = sql<number>`count(*) filter (where ${appealDecisions.decision} = 'accepted')::int`;
const decided = sql<number>`count(*)::int`;

const rate = (a: number, d: number) => (d === 0 ? 0 : Math.round((a / d) * 1000) / 1000);

/**
 * Decided appeals and how many were accepted (the statement overturned), per person in `seat` of
 * the disputed assessment, over the appeals `scope` admits. One statement, in SQL; busiest first.
 */
async function byPerson(db: DbOrTx, scope: SQL, seat: typeof assessments.approverId | typeof assessments.answererId) {
  const rows = await db
    .select({ key: seat, firstName: users.firstName, lastName: users.lastName, decided, accepted })
    .from(appeals)
    .innerJoin(appealDecisions, eq(appealDecisions.appealId, appeals.id))
    .innerJoin(assessments, eq(assessments.id, appeals.assessmentId))
    .leftJoin(users, eq(users.id, seat))
    .where(and(scope, latest))
    .groupBy(seat, users.firstName, users.lastName)
    .orderBy(sql`count(*) desc`, seat);
  return rows.map(
    (r): TOverturnRow => ({
      key: r.key,
      label: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || 'Unknown',
      decided: r.decided,
      accepted: r.accepted,
      rate: rate(r.accepted, r.decided),
    }),
  );
}

/**
 * `GET /api/appeals/overturn-rates` (issue 29 item 3): accepted appeals out of decided ones, per
 * approver and per specialist of the disputed statement, and per rule-set version of its result,
 * over the appeals the caller sees, so a client sees where its determinations are weak.
 */
export async function overturnRates(db: DbOrTx, actor: Actor): Promise<TOverturnRates> {
  authorize(actor, 'appeal.list');
  const scope = appealScope(actor);
  const ruleset = sql<string | null>`${assessments.result}->>'rulesetVersion'`;
  const [byApprover, bySpecialist, byRulesetVersion] = await Promise.all([
    byPerson(db, scope, assessments.approverId),
    byPerson(db, scope, assessments.answererId),
    groupedByRuleset(db, scope, ruleset),
  ]);
  const totalDecided = byRulesetVersion.reduce((n, r) => n + r.decided, 0);
  const totalAccepted = byRulesetVersion.reduce((n, r) => n + r.accepted, 0);
  return { decided: totalDecided, accepted: totalAccepted, byApprover, bySpecialist, byRulesetVersion };
}

async function groupedByRuleset(db: DbOrTx, scope: SQL, ruleset: SQL<string | null>) {
  const rows = await db
    .select({ key: ruleset, decided, accepted })
    .from(appeals)
    .innerJoin(appealDecisions, eq(appealDecisions.appealId, appeals.id))
    .innerJoin(assessments, eq(assessments.id, appeals.assessmentId))
    .where(and(scope, latest))
    .groupBy(ruleset)
    .orderBy(sql`count(*) desc`, ruleset);
  return rows.map(
    (r): TOverturnRow => ({
      key: r.key ?? 'unknown',
      label: r.key ?? 'Unknown',
      decided: r.decided,
      accepted: r.accepted,
      rate: rate(r.accepted, r.decided),
    }),
  );
}
