import { Button, Group, Pagination, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ENGAGEMENT_STATUSES, LIMITS } from '@statera/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { useCan } from '../../../lib/current-user.ts';
import { useMyEngagements } from '../api/get-my-engagements.ts';
import { EngagementTable } from '../components/engagement-table.tsx';
import { useEngagementListParams } from '../hooks/use-engagement-list-params.ts';

export function EngagementListPage() {
  const { t } = useTranslation();
  const canCreate = useCan('createEngagement');
  const { list, status, update } = useEngagementListParams();
  const [search, setSearch] = useState(list.globalFilter ?? '');
  const [debounced] = useDebouncedValue(search.trim(), LIMITS.listSearchDebounceMs);
  const query = useMyEngagements(list);

  useEffect(() => {
    if (debounced !== (list.globalFilter ?? '')) update({ q: debounced });
  }, [debounced, list.globalFilter, update]);

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / LIMITS.pageSize)) : 1;
  const filtered = Boolean(list.globalFilter || list.statuses);

  return (
    <Stack gap="md">
      <PageHeader
        title={t('engagements.list.title')}
        description={t('engagements.list.description')}
        actions={
          canCreate && (
            <Button component={Link} to="/engagements/create">
              {t('engagements.list.create')}
            </Button>
          )
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group gap="md" align="flex-end" mb="md">
          <TextInput
            label={t('engagements.list.search')}
            placeholder={t('engagements.list.searchPlaceholder')}
            value={search}
            maxLength={LIMITS.searchMax}
            onChange={(e) => setSearch(e.currentTarget.value)}
            type="search"
            style={{ flex: 1, minWidth: 220 }}
          />
          <Select
            label={t('engagements.list.status')}
            value={status}
            onChange={(v) => update({ status: v ?? 'all' })}
            data={[
              { value: 'all', label: t('engagements.list.allStatuses') },
              ...ENGAGEMENT_STATUSES.map((s) => ({ value: s, label: t(`status.engagement.${s}`) })),
            ]}
            allowDeselect={false}
            w={200}
          />
        </Group>
        {query.isPending && <LoadingState />}
        {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
        {data && data.data.length === 0 && (
          <EmptyState>{filtered ? t('engagements.list.emptyFiltered') : t('engagements.list.empty')}</EmptyState>
        )}
        {data && data.data.length > 0 && (
          <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            <EngagementTable rows={data.data} sort={list.sort ?? ''} onSort={(sort) => update({ sort })} />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('engagements.list.total', { count: data.total })}
              </Text>
              {pages > 1 && (
                <Pagination
                  total={pages}
                  value={list.page}
                  siblings={1}
                  onChange={(page) => update({ page })}
                  aria-label={t('engagements.list.pagination')}
                  getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
                  getItemProps={(page) => ({ 'aria-label': t('common.pagination.page', { page }) })}
                />
              )}
            </Group>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
