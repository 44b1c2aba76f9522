import type { DayRange } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { assessmentReachWithin } from '../../authz/scopes.ts';
import { outcomeFigures } from '../assessments/assessment-statistics.ts';
import { activeByOutcome, engagementStatusTotals } from '../engagements/engagement-statistics.ts';
import { groupFeatureFigures } from '../features/feature-statistics.ts';
import { companyPeopleFigures } from '../users/user-statistics.ts';
import type { CompanyCounts } from './dashboard-figures.ts';

/**
 * The aggregates behind spec §3 company statistics for a company tree (`tree`: the company and, for a
 * top company, its subsidiaries) the actor reaches whole: engagements by status and latest outcome
 * (counters), the group's enabled features, its people, and the assessments done in time or past due
 * within the window and overdue today (the actor's assessment reach within the tree).
 */
export function companyCountAggregates(
  actor: Actor,
  tree: readonly string[],
  rootCompanyId: string,
  window: Required<DayRange>,
  today: string,
) {
  return {
    companyStatuses: engagementStatusTotals(tree),
    companyFeatures: groupFeatureFigures(rootCompanyId, today),
    companyPeople: companyPeopleFigures(tree),
    companyOutcomes: outcomeFigures(assessmentReachWithin(actor, tree), window, today),
    companyLatest: activeByOutcome(tree),
  };
}

type Results = {
  [K in keyof ReturnType<typeof companyCountAggregates>]: ReturnType<
    ReturnType<typeof companyCountAggregates>[K]['read']
  >;
};

/** The company statistics' counts from the aggregates' results. */
export function companyCountsOf(r: Results): CompanyCounts {
  const outcome = (key: string) => r.companyLatest.find((row) => row.outcome === key)?.value ?? 0;
  return {
    active: r.companyStatuses.active,
    archived: r.companyStatuses.archived,
    features: r.companyFeatures.enabled,
    users: r.companyPeople.users,
    approvers: r.companyPeople.approvers,
    specialists: r.companyPeople.specialists,
    doneInTime: r.companyOutcomes.doneInTime,
    donePastDue: r.companyOutcomes.donePastDue,
    overdue: r.companyOutcomes.overdue,
    employed: outcome('employed'),
    selfEmployed: outcome('self_employed'),
  };
}
