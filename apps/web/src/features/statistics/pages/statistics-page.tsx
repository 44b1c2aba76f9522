import { Paper, Select, Stack, Tabs, Text } from '@mantine/core';
import { STATISTICS_PAGES, type TStatisticsPage } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';
import { describeRange } from '../../../components/date-period-filter.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { useViewport } from '../../../lib/use-viewport.ts';
import { statisticsExport, useStatistics } from '../api/get-statistics.ts';
import { StatisticsFilters } from '../components/statistics-filters.tsx';
import { StatisticsSection } from '../components/statistics-section.tsx';
import { useStatisticsParams } from '../hooks/use-statistics-params.ts';

const isPage = (p: string | undefined): p is TStatisticsPage =>
  (STATISTICS_PAGES as readonly string[]).includes(p ?? '');

/** /statistics: the first page. */
export function StatisticsRedirect() {
  return <Navigate to="/statistics/engagements" replace />;
}

/** The seven pages as tabs (a select on a phone), keeping the filters from page to page. */
function PagePicker({ page, search }: { page: TStatisticsPage; search: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (p: string | null) => p && navigate(`/statistics/${p}${search ? `?${search}` : ''}`);
  const data = STATISTICS_PAGES.map((p) => ({ value: p, label: t(`statistics.pages.${p}`) }));
  if (useViewport() === 'mobile') {
    return <Select label={t('statistics.pageLabel')} data={data} value={page} onChange={go} allowDeselect={false} />;
  }
  return (
    <Tabs value={page} onChange={go} keepMounted={false}>
      <Tabs.List aria-label={t('statistics.pageLabel')}>
        {data.map((d) => (
          <Tabs.Tab key={d.value} value={d.value}>
            {d.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/**
 * /statistics/{page} (spec §2): the page's sections over the chosen period, company and department,
 * each a chart and the table behind it; "Export" downloads exactly those sections.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const { page } = useParams();
  const params = useStatisticsParams();
  const valid = isPage(page);
  const query = useStatistics(valid ? page : 'engagements', params.filters);
  if (!valid) return <NotFoundPage />;
  const data = query.data;
  const window = data
    ? describeRange(t, { dateFrom: data.window.dateFrom ?? undefined, dateTo: data.window.dateTo ?? undefined })
    : '';
  return (
    <Stack gap="md">
      <PageHeader
        title={t('statistics.title', { page: t(`statistics.pages.${page}`) })}
        description={t(`statistics.descriptions.${page}`)}
        actions={<ExportButton target={statisticsExport(page, params.filters)} disabled={!data} />}
      />
      <PagePicker page={page} search={params.search} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <StatisticsFilters params={params} />
          <Text size="sm" c="dimmed">
            {[
              // The period's dates show under its select; an open period is said in words.
              window ? undefined : t('statistics.allTime'),
              data?.company?.name,
              data?.department?.name,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Paper>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="lg" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {query.data.sections.map((s) => (
            <StatisticsSection key={s.key} section={s} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
