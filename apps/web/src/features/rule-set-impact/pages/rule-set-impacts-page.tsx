import { Badge, Paper, Stack, Text } from '@mantine/core';
import type { TRuleSetImpactRun } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useRuleSetImpacts } from '../api/get-rule-set-impacts.ts';

/** /rule-set-impacts: one report per questionnaire/rule-set release, newest first. */
export function RuleSetImpactsPage() {
  const { t } = useTranslation();
  const query = useRuleSetImpacts();
  const columns: DataTableColumn<TRuleSetImpactRun>[] = [
    {
      key: 'versions',
      title: t('ruleSetImpact.columns.release'),
      primary: true,
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {r.rulesetVersion}
          </Text>
          <Text size="xs" c="dimmed">
            {r.questionnaireVersion}
          </Text>
        </Stack>
      ),
    },
    { key: 'startedAt', title: t('ruleSetImpact.columns.run'), render: (r) => formatDateTime(r.startedAt) },
    {
      key: 'status',
      title: t('ruleSetImpact.columns.status'),
      render: (r) => (
        <Badge variant="light" color={r.status === 'done' ? 'teal' : 'blue'} size="sm">
          {t(`ruleSetImpact.status.${r.status}`)}
        </Badge>
      ),
    },
    {
      key: 'changed',
      title: t('ruleSetImpact.columns.changed'),
      align: 'right',
      render: (r) =>
        r.assessedCount === null
          ? String(r.changedCount)
          : t('ruleSetImpact.changedOf', { changed: r.changedCount, assessed: r.assessedCount }),
    },
  ];
  return (
    <Stack gap="md">
      <PageHeader title={t('ruleSetImpact.title')} description={t('ruleSetImpact.description')} />
      <Paper withBorder p="md" radius="md">
        <DataTable<TRuleSetImpactRun>
          label={t('ruleSetImpact.title')}
          columns={columns}
          records={query.data?.runs}
          rowKey={(r) => r.id}
          rowHref={(r) => `/rule-set-impacts/${r.id}`}
          withLinkArrow
          loading={query.isPending}
          error={query.isError ? query.error : undefined}
          onRetry={() => void query.refetch()}
          emptyText={t('ruleSetImpact.empty')}
        />
      </Paper>
    </Stack>
  );
}
