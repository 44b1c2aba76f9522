import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type APPEAL_CHART_FIGURES, listLinkHref, type TFigure } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DonutChart } from '../../../components/charts/donut-chart.tsx';

type Key = (typeof APPEAL_CHART_FIGURES)[number];
/** The buckets of the 45 days, most urgent first (the total is the donut's centre). */
const BUCKETS = [
  'appealOverdueCount',
  'appealThreeDaysCount',
  'appealSevenDaysCount',
  'appealTenDaysCount',
  'appealMoreThanTenDaysCount',
] as const satisfies readonly Key[];

/** The appeal chart (spec §3): appeals under way by days left of their 45, each bucket opening its list. */
export function AppealChart({ figures }: { figures: Record<Key, TFigure> }) {
  const { t } = useTranslation();
  const total = figures.appealCount;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="appeal-chart-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h4" id="appeal-chart-title">
            {t('dashboard.appealChart.title')}
          </Title>
          {total.link && (
            <Anchor component={Link} to={listLinkHref(total.link)} size="sm" data-figure>
              {t('dashboard.appealChart.all', { count: total.value })}
            </Anchor>
          )}
        </Group>
        <DonutChart
          title={t('dashboard.appealChart.caption')}
          centerLabel={String(total.value)}
          data={BUCKETS.map((k) => ({ name: t(`dashboard.figures.${k}`), value: figures[k].value }))}
        />
        <Group gap="xs" wrap="wrap">
          {BUCKETS.map((k) =>
            figures[k].link ? (
              <Anchor key={k} component={Link} to={listLinkHref(figures[k].link)} size="sm" data-figure>
                {t(`dashboard.figures.${k}`)}: {figures[k].value}
              </Anchor>
            ) : null,
          )}
        </Group>
        {total.value === 0 && (
          <Text size="sm" c="dimmed">
            {t('dashboard.appealChart.empty')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
