import { Badge, MultiSelect, Stack, Text } from '@mantine/core';
import { FEATURE_NAMES, FEATURE_STATUSES, type TCompanyFeature } from '@statera/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { formatDate } from '../../../lib/format.ts';
import { FeatureRowActions } from './feature-row-actions.tsx';

type Props = Omit<DataTableProps<TCompanyFeature>, 'columns' | 'rowKey' | 'renderCard'> & {
  filters?: Partial<Record<'name' | 'status', { node: ReactNode; active: boolean }>>;
};

/** Active (enabled) or ended; an active row past its end shows as ended until the daily job runs. */
export function FeatureStatusBadge({ feature }: { feature: Pick<TCompanyFeature, 'status' | 'enabled'> }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={feature.enabled ? 'teal' : 'gray'}>
      {t(`subscriptions.status.${feature.enabled ? 'active' : 'ended'}`)}
    </Badge>
  );
}

const endOf = (f: TCompanyFeature, none: string) => (f.dateEnd ? formatDate(f.dateEnd) : none);

/** Subscriptions: client, feature, status, start, end, auto renewal, activated by, actions. */
export function FeatureTable({ filters = {}, ...rest }: Props) {
  const { t } = useTranslation();
  const col = (k: string) => t(`subscriptions.columns.${k}`);
  const columns: DataTableColumn<TCompanyFeature>[] = [
    { key: 'company', title: col('company'), sortable: true, primary: true, render: (r) => r.company.name },
    {
      key: 'name',
      title: col('feature'),
      sortable: true,
      filter: filters.name?.node,
      filterActive: filters.name?.active,
      render: (r) => t(`subscriptions.names.${r.name}`),
    },
    {
      key: 'status',
      title: col('status'),
      sortable: true,
      filter: filters.status?.node,
      filterActive: filters.status?.active,
      render: (r) => <FeatureStatusBadge feature={r} />,
    },
    { key: 'date_start', title: col('start'), sortable: true, render: (r) => formatDate(r.dateStart) },
    { key: 'date_end', title: col('end'), sortable: true, render: (r) => endOf(r, t('subscriptions.noEnd')) },
    {
      key: 'autoRenewal',
      title: col('autoRenewal'),
      visibleFrom: 'desktop',
      render: (r) => t(r.autoRenewal ? 'common.yes' : 'common.no'),
    },
    {
      key: 'activatedBy',
      title: col('activatedBy'),
      visibleFrom: 'desktop',
      render: (r) => r.activatedBy?.name ?? '—',
    },
    { key: 'actions', title: col('actions'), render: (r) => <FeatureRowActions feature={r} /> },
  ];
  return (
    <DataTable<TCompanyFeature>
      {...rest}
      columns={columns}
      rowKey={(r) => r.id}
      rowLabel={(r) => `${r.company.name} ${t(`subscriptions.names.${r.name}`)}`}
      renderCard={(r) => <FeatureCard row={r} />}
    />
  );
}

function FeatureCard({ row }: { row: TCompanyFeature }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {row.company.name} · {t(`subscriptions.names.${row.name}`)}
      </Text>
      <FeatureStatusBadge feature={row} />
      <Text size="sm">
        {formatDate(row.dateStart)} – {endOf(row, t('subscriptions.noEnd'))}
      </Text>
      <Text size="sm" c="dimmed">
        {t('subscriptions.columns.autoRenewal')}: {t(row.autoRenewal ? 'common.yes' : 'common.no')}
      </Text>
      <FeatureRowActions feature={row} />
    </Stack>
  );
}

interface ManyProps {
  value: string[];
  onChange: (value: string[]) => void;
}

/** Filter by feature name, several at once. */
export function FeatureNameFilter({ value, onChange }: ManyProps) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t('subscriptions.filters.feature')}
      data={FEATURE_NAMES.map((n) => ({ value: n, label: t(`subscriptions.names.${n}`) }))}
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      comboboxProps={{ withinPortal: false }}
      w={240}
    />
  );
}

/** Filter by status (active, ended). */
export function FeatureStatusFilter({ value, onChange }: ManyProps) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t('subscriptions.filters.status')}
      data={FEATURE_STATUSES.map((s) => ({ value: s, label: t(`subscriptions.status.${s}`) }))}
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      comboboxProps={{ withinPortal: false }}
      w={200}
    />
  );
}
