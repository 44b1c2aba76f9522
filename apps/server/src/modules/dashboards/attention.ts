import { addDays, daysLeft, type TAttentionItem, TIME_LIMITS } from '@statera/shared';
import type { SQL } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { constant } from '../../lib/aggregate.ts';
import { runningAppealsByDeadline } from '../appeals/appeal-statistics.ts';
import { dueSoon } from '../assessments/assessment-statistics.ts';
import { awaitingContractChanges } from '../contract-changes/contract-change-statistics.ts';
import { unopenedStatements } from '../contractor-reports/contractor-report-statistics.ts';

/** The "needs attention" list shows this many entries, soonest deadline first. */
export const ATTENTION_ROWS = 10;

/**
 * The aggregates of the "needs attention" list (issue 25 item 5), each the first entries of its kind
 * in the viewer's reach: assessments overdue or due within 14 days (reassessments apart), appeals by
 * days left of the 45, statements the worker has not opened a week after sending, contract changes
 * awaiting action. `appeals`: whether the viewer sees appeals at all.
 */
export function attentionAggregates(
  scopes: { assessments: SQL; engagements: SQL; appeals: Actor | null; everyCompany?: boolean },
  now: Date,
  today: string,
) {
  return {
    attentionAssessments: dueSoon(
      scopes.assessments,
      today,
      TIME_LIMITS.attentionDueDays,
      ATTENTION_ROWS,
      scopes.everyCompany,
    ),
    attentionAppeals: scopes.appeals
      ? runningAppealsByDeadline({ kind: 'actor', actor: scopes.appeals }, ATTENTION_ROWS)
      : constant([]),
    attentionStatements: unopenedStatements(scopes.engagements, now, today, ATTENTION_ROWS),
    attentionChanges: awaitingContractChanges(scopes.engagements, ATTENTION_ROWS),
  };
}

type Results = {
  [K in keyof ReturnType<typeof attentionAggregates>]: ReturnType<ReturnType<typeof attentionAggregates>[K]['read']>;
};

const title = (r: { individual: unknown; entity: unknown }) => `${String(r.individual)} · ${String(r.entity)}`;

/** The entries of every kind merged, ordered by deadline (then kind), the first ATTENTION_ROWS. */
export function attentionList(r: Results, today: string): TAttentionItem[] {
  const item = (
    kind: TAttentionItem['kind'],
    id: string,
    to: string,
    row: Parameters<typeof title>[0] & { company: unknown },
    deadline: string,
  ): TAttentionItem => ({
    kind,
    id,
    to,
    title: title(row),
    company: String(row.company ?? ''),
    deadline,
    daysLeft: daysLeft(deadline, today),
  });
  const all = [
    ...r.attentionAssessments.map((a) =>
      item(
        a.type === 'reassessment' || a.type === 'continuous_employment' ? 'reassessment' : 'assessment',
        String(a.id),
        `/assessments/${a.id}`,
        a,
        String(a.dueDate),
      ),
    ),
    ...r.attentionAppeals.map((a) => item('appeal', String(a.id), `/appeals/${a.id}`, a, String(a.deadline))),
    ...r.attentionStatements.map((s) =>
      item(
        'statement_unopened',
        String(s.id),
        `/engagements/${s.id}`,
        s,
        addDays(String(s.sentOn), TIME_LIMITS.statementUnopenedDays),
      ),
    ),
    ...r.attentionChanges.map((c) =>
      item(
        'contract_change',
        String(c.id),
        `/engagements/${c.id}?tab=engagement`,
        c,
        addDays(String(c.requestedOn), TIME_LIMITS.contractChangeActionDays),
      ),
    ),
  ];
  return all
    .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id))
    .slice(0, ATTENTION_ROWS);
}
