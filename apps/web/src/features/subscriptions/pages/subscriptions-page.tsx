import { Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { FEATURE_NAMES, FEATURE_STATUSES } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button.tsx';
import { LinkedFilterNotice } from '../../../components/linked-filter-notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { listTableProps } from '../../../lib/list-params/list-table-props.ts';
import { useListParams } from '../../../lib/list-params/use-list-params.ts';
import { featuresExport, useFeatureStatistics, useFeatures } from '../api/get-features.ts';
import { FeatureNameFilter, FeatureStatusFilter, FeatureTable } from '../components/feature-table.tsx';

const LIST_CONFIG = {
  defaultSort: 'date_end|asc',
  filters: {
    statuses: { many: true, values: FEATURE_STATUSES },
    names: { many: true, values: FEATURE_NAMES },
    companyId: {},
    expiring: { values: ['true'] },
    // The provider dashboard's "active features": enabled today.
    enabled: { values: ['true'], transient: true },
  },
};

const asList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The two counts of the page (also the provider dashboard's): active features, and those ending within 30 days. */
function FeatureCounts() {
  const { t } = useTranslation();
  const stats = useFeatureStatistics();
  const value = (n: number | undefined) => (stats.isError ? '—' : (n ?? '…'));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          {t('subscriptions.counts.active')}
        </Text>
        <Text fz="h2" fw={700} aria-label={t('subscriptions.counts.active')}>
          {value(stats.data?.activeCompanyFeatureCount)}
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          {t('subscriptions.counts.expiring')}
        </Text>
        <Text fz="h2" fw={700} aria-label={t('subscriptions.counts.expiring')}>
          {value(stats.data?.expiringCompanyFeatureCount)}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}

/**
 * /subscriptions (provider staff): every client's feature subscriptions with status, start, end,
 * auto renewal and who activated them; filters, search (client name), sort and paging in the URL
 * and on the server; the actions each row allows behind confirm modals; an Excel export.
 */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const list = useListParams(LIST_CONFIG);
  const query = useFeatures(list.query);
  const statuses = asList(list.params.filters.statuses);
  const names = asList(list.params.filters.names);
  const expiring = list.params.filters.expiring === 'true';

  return (
    <Stack gap="md">
      <PageHeader title={t('subscriptions.title')} description={t('subscriptions.description')} />
      <FeatureCounts />
      <LinkedFilterNotice
        active={list.params.filters.enabled === 'true'}
        onClear={() => list.setFilter('enabled', null)}
      />
      <Paper withBorder p="md" radius="md">
        <FeatureTable
          label={t('subscriptions.title')}
          {...listTableProps(list, query)}
          emptyText={list.filtersActive ? t('subscriptions.emptyFiltered') : t('subscriptions.empty')}
          filters={{
            status: {
              node: <FeatureStatusFilter value={statuses} onChange={(v) => list.setFilter('statuses', v)} />,
              active: statuses.length > 0,
            },
            name: {
              node: <FeatureNameFilter value={names} onChange={(v) => list.setFilter('names', v)} />,
              active: names.length > 0,
            },
          }}
          actions={<ExportButton target={featuresExport(list.query)} disabled={query.data?.total === 0} />}
          toolbar={
            <Group gap="md" wrap="wrap" style={{ flex: 1 }}>
              <SearchBox
                label={t('subscriptions.search')}
                placeholder={t('subscriptions.searchPlaceholder')}
                value={list.params.globalFilter}
                onSearch={list.setGlobalFilter}
                style={{ flex: 1, minWidth: 220 }}
              />
              <Checkbox
                label={t('subscriptions.filters.expiring')}
                checked={expiring}
                onChange={(e) => list.setFilter('expiring', e.currentTarget.checked ? 'true' : null)}
              />
            </Group>
          }
        />
      </Paper>
    </Stack>
  );
}
