import type { TMyDashboard } from '@statera/shared';
import { sql } from 'drizzle-orm';
import { assessmentReach, engagementScope } from '../../authz/scopes.ts';
import { runAggregates } from '../../lib/aggregate.ts';
import { windowOf } from '../../lib/calendar-sql.ts';
import { appealChartAggregate, everHadAppealAggregate } from '../appeals/appeal-statistics.ts';
import { approvalsGrouped } from '../assessments/assessment-statistics.ts';
import { clientFigures, latestClients, managersByClientCount } from '../companies/company-statistics.ts';
import { engagementStatusTotals } from '../engagements/engagement-statistics.ts';
import { featureFigures } from '../features/feature-statistics.ts';
import { providerPeopleFigures } from '../users/user-statistics.ts';
import { attentionAggregates, attentionList } from './attention.ts';
import type { DashboardContext } from './dashboard-context.ts';
import { appealChartFigures } from './dashboard-figures.ts';
import {
  approvedWithin,
  assessmentsLink,
  clientsLink,
  engagementsLink,
  figure,
  subscriptionsLink,
  usersLink,
} from './dashboard-links.ts';
import { heatmapAggregate, riskHeatmap } from './risk-heatmap.ts';

const RANKED = 10;

/**
 * The provider admin's dashboard (spec §3): the provider figures, clients by assessments approved in
 * the last 12 months, the latest clients, provider staff by clients managed, the appeal chart, the
 * risk heatmap by client and what needs attention — one statement.
 */
export async function providerAdminDashboard(c: DashboardContext): Promise<TMyDashboard> {
  const { actor, today, window } = c;
  const all = 'all' as const;
  const r = await runAggregates(c.db, {
    clients: clientFigures(all),
    engagements: engagementStatusTotals(all),
    people: providerPeopleFigures(all),
    features: featureFigures(actor, today),
    byClient: approvalsGrouped(sql`true`, windowOf(window), 'client', RANKED),
    latest: latestClients(all, 5),
    managers: managersByClientCount(RANKED),
    appealChart: appealChartAggregate({ kind: 'actor', actor }, today),
    heatmap: heatmapAggregate(all, 'client'),
    ...attentionAggregates(
      { assessments: sql`true`, engagements: sql`true`, appeals: actor, everyCompany: true },
      c.now,
      today,
    ),
  });
  return {
    kind: 'provider_admin',
    today,
    window,
    statistics: {
      activeClientCount: figure(r.clients.active, clientsLink({ statuses: ['active'] })),
      activeEngagementCount: figure(r.engagements.active, engagementsLink({ status: 'active' })),
      clientUserCount: figure(r.people.clientUsers, usersLink({ status: 'active' })),
      gtUserCount: figure(r.people.providerStaff, usersLink({ tab: 'staff', status: 'active' })),
      invitationRequestCount: figure(r.people.invitationRequests, usersLink({ status: 'awaiting_invitation' })),
      activeCompanyFeatureCount: figure(r.features.enabled, subscriptionsLink({ enabled: 'true' })),
      expiringCompanyFeatureCount: figure(r.features.expiring, subscriptionsLink({ expiring: 'true' })),
    },
    // A client's approvals are those of the companies that had any (its other companies add none).
    clientsByAssessmentCount: r.byClient.map((row) => ({
      id: String(row.key),
      name: String(row.name ?? ''),
      value: row.approved,
      link: assessmentsLink('all', {
        companyIds: [...(row.companies ?? [])].sort(),
        ...approvedWithin(window),
      }),
    })),
    latestClients: r.latest.map((l) => ({
      id: String(l.id),
      name: String(l.name),
      status: l.status as 'active',
      dateCreated: new Date(String(l.createdAt)).toISOString(),
    })),
    managersByClientCount: r.managers.map((m) => ({
      id: String(m.id),
      name: m.name,
      value: m.value,
      link: clientsLink({ managerIds: [String(m.id)] }),
    })),
    appealChartStatistics: appealChartFigures(r.appealChart),
    heatmap: riskHeatmap(r.heatmap, 'client'),
    attention: attentionList(r, today),
  };
}

/**
 * A provider user's dashboard (spec §3 provider employee): their clients, the appeal chart and
 * whether any of their clients ever had an appeal, the risk heatmap of their clients and what needs
 * attention.
 */
export async function providerUserDashboard(c: DashboardContext): Promise<TMyDashboard> {
  const { actor, today, window } = c;
  const reach = actor.managedCompanyIds === 'all' ? ('all' as const) : actor.managedCompanyIds;
  const appeals = { kind: 'actor' as const, actor };
  const r = await runAggregates(c.db, {
    clients: clientFigures(reach),
    appealChart: appealChartAggregate(appeals, today),
    everHadAppeal: everHadAppealAggregate(appeals),
    heatmap: heatmapAggregate(reach, 'client'),
    ...attentionAggregates(
      { assessments: assessmentReach(actor), engagements: engagementScope(actor), appeals: actor },
      c.now,
      today,
    ),
  });
  return {
    kind: 'provider_user',
    today,
    window,
    clientCount: figure(r.clients.all, clientsLink({ managerIds: [actor.id] })),
    appealChartStatistics: appealChartFigures(r.appealChart),
    checkClientsEverHadAppeal: r.everHadAppeal,
    heatmap: riskHeatmap(r.heatmap, 'client'),
    attention: attentionList(r, today),
  };
}
