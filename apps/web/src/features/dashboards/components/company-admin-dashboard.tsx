import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  APPEAL_STATISTICS_FIGURES,
  APPROVER_FIGURES,
  COMPANY_FIGURES,
  listLinkHref,
  type TMyDashboard,
} from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../lib/current-user.ts';
import { AppealChart } from './appeal-chart.tsx';
import { AttentionList } from './attention-list.tsx';
import { FigureGrid } from './figure-card.tsx';
import { NextStep } from './next-step.tsx';
import { RankedList } from './ranked-list.tsx';
import { HeatmapBySwitch, RiskHeatmap } from './risk-heatmap.tsx';
import { AppealPreview } from './work-previews.tsx';

type CompanyAdmin = Extract<TMyDashboard, { kind: 'company_admin' }>;

export interface CompanyAdminDashboardProps {
  data: CompanyAdmin;
  heatmapBy: 'company' | 'department';
  onHeatmapByChange: (by: 'company' | 'department') => void;
}

/**
 * A client or company admin's dashboard (spec §3): the company statistics, the seats' work, the
 * appeals, departments and subsidiaries by engagements, pending invitations, and the risk heatmap.
 */
export function CompanyAdminDashboard({ data, heatmapBy, onHeatmapByChange }: CompanyAdminDashboardProps) {
  const { t } = useTranslation();
  const canCreate = useCan('createEngagement');
  const canImport = useCan('importEngagements');
  const s = data.statistics;
  const noEngagements = s.activeEngagementCount.value + s.archiveEngagementCount.value === 0;
  const actions: [string, string][] = [];
  if (canCreate) actions.push([t('dashboard.next.noEngagements.create'), '/engagements/create']);
  if (canImport) actions.push([t('dashboard.next.noEngagements.import'), '/engagements/import']);
  if (s.approverCount.value + s.specialistCount.value === 0)
    actions.push([t('dashboard.next.noEngagements.invite'), '/users']);
  return (
    <Stack gap="lg">
      {noEngagements && (
        <NextStep title={t('dashboard.next.noEngagements.title')} actions={actions}>
          {t('dashboard.next.noEngagements.text', { company: data.company.name })}
        </NextStep>
      )}
      <FigureGrid
        title={t('dashboard.sections.company', { company: data.company.name })}
        figures={s}
        keys={COMPANY_FIGURES}
        alerts={['overdueAssessment', 'assessmentDonePastDue']}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AttentionList items={data.attention} />
        <AppealChart figures={data.appealChartStatistics} />
      </SimpleGrid>
      <RiskHeatmap
        heatmap={data.heatmap}
        byControl={data.isGroup ? <HeatmapBySwitch value={heatmapBy} onChange={onHeatmapByChange} /> : undefined}
      />
      <FigureGrid
        title={t('dashboard.sections.approvers')}
        figures={data.approverStatistics}
        keys={APPROVER_FIGURES}
        alerts={['overdueAssessmentCount']}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AppealPreview
          title={t('dashboard.sections.appeals')}
          count={data.appeals.count}
          items={data.appeals.items}
          empty={t('dashboard.empty.appeals')}
        />
        <Stack gap="lg">
          <FigureGrid
            title={t('dashboard.sections.appealStatistics')}
            figures={data.appealStatistics}
            keys={APPEAL_STATISTICS_FIGURES}
            alerts={['appealOverdueCount']}
          />
          <InvitationsPreview data={data} />
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: data.isGroup ? 2 : 1 }} spacing="lg">
        <RankedList
          title={t('dashboard.lists.departmentsByEngagementCount')}
          items={data.departmentsByEngagementCount}
          empty={t('dashboard.lists.noDepartments')}
        />
        {data.isGroup && (
          <RankedList
            title={t('dashboard.lists.subsidiariesByEngagementCount')}
            items={data.subsidiariesByEngagementCount}
            empty={t('dashboard.lists.noSubsidiaries')}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}

function InvitationsPreview({ data }: { data: CompanyAdmin }) {
  const { t } = useTranslation();
  const { count, items } = data.pendingInvitations;
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h4">
            {t('dashboard.sections.pendingInvitations')}
          </Title>
          {count.link && count.value > 0 && (
            <Anchor component={Link} to={listLinkHref(count.link)} size="sm" data-figure>
              {t('dashboard.seeAll', { count: count.value })}
            </Anchor>
          )}
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.empty.invitations')}
          </Text>
        ) : (
          items.map((i) => (
            <Group key={i.id} justify="space-between" wrap="nowrap" gap="sm">
              <Anchor component={Link} to={`/users/${i.id}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {i.name || i.email}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {i.company?.name ?? i.email}
              </Text>
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}
