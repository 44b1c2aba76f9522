import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PROVIDER_FIGURES, type TMyDashboard } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { AppealChart } from './appeal-chart.tsx';
import { AttentionList } from './attention-list.tsx';
import { FigureCard, FigureGrid } from './figure-card.tsx';
import { NextStep } from './next-step.tsx';
import { RankedList } from './ranked-list.tsx';
import { RiskHeatmap } from './risk-heatmap.tsx';

type ProviderAdmin = Extract<TMyDashboard, { kind: 'provider_admin' }>;
type ProviderUser = Extract<TMyDashboard, { kind: 'provider_user' }>;

/** The provider admin's dashboard (spec §3): the whole book of clients, people, features and appeals. */
export function ProviderAdminDashboard({ data }: { data: ProviderAdmin }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {data.statistics.activeClientCount.value === 0 && (
        <NextStep
          title={t('dashboard.next.noClients.title')}
          actions={[[t('dashboard.next.noClients.action'), '/clients/create']]}
        >
          {t('dashboard.next.noClients.text')}
        </NextStep>
      )}
      <FigureGrid figures={data.statistics} keys={PROVIDER_FIGURES} alerts={['expiringCompanyFeatureCount']} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AttentionList items={data.attention} />
        <AppealChart figures={data.appealChartStatistics} />
      </SimpleGrid>
      <RiskHeatmap heatmap={data.heatmap} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <RankedList
          title={t('dashboard.lists.clientsByAssessmentCount')}
          items={data.clientsByAssessmentCount}
          empty={t('dashboard.lists.noApprovals')}
        />
        <RankedList
          title={t('dashboard.lists.managersByClientCount')}
          items={data.managersByClientCount}
          empty={t('dashboard.lists.noManagers')}
        />
        <Paper withBorder p="md" radius="md" component="section">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('dashboard.lists.latestClients')}
            </Title>
            {data.latestClients.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('dashboard.lists.noClients')}
              </Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.latestClients.map((c) => (
                  <Group key={c.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                    <Anchor component={Link} to={`/clients/${c.id}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {c.name}
                    </Anchor>
                    <Group gap={6} wrap="nowrap">
                      <Badge size="sm" variant="light" color={c.status === 'active' ? 'teal' : 'gray'}>
                        {t(`dashboard.companyStatus.${c.status}`)}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {formatDate(c.dateCreated)}
                      </Text>
                    </Group>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/** A provider user's dashboard: the clients they manage, their appeals and where the risk sits. */
export function ProviderUserDashboard({ data }: { data: ProviderUser }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {data.clientCount.value === 0 && (
        <NextStep
          title={t('dashboard.next.noManagedClients.title')}
          actions={[[t('dashboard.next.noManagedClients.action'), '/clients']]}
        >
          {t('dashboard.next.noManagedClients.text')}
        </NextStep>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
        <FigureCard label={t('dashboard.figures.clientCount')} figure={data.clientCount} />
        <FigureCard label={t('dashboard.figures.appealCount')} figure={data.appealChartStatistics.appealCount} />
        <FigureCard
          label={t('dashboard.figures.appealOverdueCount')}
          figure={data.appealChartStatistics.appealOverdueCount}
          alert
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AttentionList items={data.attention} />
        {data.checkClientsEverHadAppeal ? (
          <AppealChart figures={data.appealChartStatistics} />
        ) : (
          <Paper withBorder p="md" radius="md">
            <Text size="sm" c="dimmed">
              {t('dashboard.appealChart.never')}
            </Text>
          </Paper>
        )}
      </SimpleGrid>
      <RiskHeatmap heatmap={data.heatmap} />
    </Stack>
  );
}
