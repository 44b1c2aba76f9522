import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TPortfolioExposure } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { formatPence } from '../../../../lib/format.ts';

/** The money at stake on the group's live engagements, gross and net of the estimated set-off. */
export function PortfolioSummary({ portfolio }: { portfolio: TPortfolioExposure }) {
  const { t } = useTranslation();
  const p = (k: string, o?: Record<string, unknown>) => t(`offPayroll.scope.portfolio.${k}`, o);
  const figure = (label: string, value: number, estimate = false) => (
    <Stack gap={2}>
      <Group gap={6}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {estimate && (
          <Badge size="xs" color="yellow" variant="light">
            {t('offPayroll.estimate')}
          </Badge>
        )}
      </Group>
      <Text fz="xl" fw={700}>
        {formatPence(value)}
      </Text>
    </Stack>
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="portfolio-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="portfolio-title">
          {p('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {p('text', { count: portfolio.engagementCount })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {figure(p('gross'), portfolio.gross)}
          {figure(p('setOff'), portfolio.setOffEstimate, true)}
          {figure(p('net'), portfolio.net, true)}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {p('estimateNote')}
        </Text>
      </Stack>
    </Paper>
  );
}
