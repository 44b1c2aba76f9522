import { Stack, Text } from '@mantine/core';
import type { TCompanyListItem } from '@statera/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { formatDate } from '../../../lib/format.ts';
import { CompanyStatusBadge } from './company-status-badge.tsx';

type Props = Omit<DataTableProps<TCompanyListItem>, 'columns' | 'rowKey' | 'renderCard'> & {
  /** Header filters, by column key (status, manager, dateArchived). */
  filters?: Partial<Record<'status' | 'manager' | 'dateArchived', { node: ReactNode; active: boolean }>>;
  /** Clients show their manager; subsidiaries follow their client's. */
  showManager?: boolean;
};

const adminNames = (r: TCompanyListItem) => r.administrators.map((a) => a.name.trim() || a.email).join(', ') || '—';

/**
 * Long unbroken words (a name, an admin's email) may break anywhere: in a table that lets their column
 * narrow instead of pushing the others out of the card (a truncated or nowrap text keeps its full width).
 */
const WRAP = { overflowWrap: 'anywhere' } as const;

function NameCell({ row }: { row: TCompanyListItem }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={600} style={WRAP}>
        {row.name}
      </Text>
      {row.number && (
        <Text size="xs" c="dimmed" truncate>
          {row.number}
        </Text>
      )}
    </Stack>
  );
}

function AdminsCell({ row }: { row: TCompanyListItem }) {
  return (
    <Text size="sm" style={WRAP}>
      {adminNames(row)}
    </Text>
  );
}

/** Clients or subsidiaries: name and number, sector, manager, admins, status, engagements and dates. */
export function CompanyTable({ filters = {}, showManager = true, ...rest }: Props) {
  const { t } = useTranslation();
  const col = (k: string) => t(`companies.columns.${k}`);
  const columns: DataTableColumn<TCompanyListItem>[] = [
    { key: 'name', title: col('name'), sortable: true, primary: true, width: 240, render: (r) => <NameCell row={r} /> },
    {
      key: 'sector',
      title: col('sector'),
      sortable: true,
      visibleFrom: 'desktop',
      render: (r) => (r.sector ? t(`sectors.${r.sector}`) : '—'),
    },
    ...(showManager
      ? [
          {
            key: 'manager',
            title: col('manager'),
            sortable: true,
            filter: filters.manager?.node,
            filterActive: filters.manager?.active,
            render: (r: TCompanyListItem) => r.manager?.name ?? '—',
          },
        ]
      : []),
    { key: 'administrators', title: col('administrators'), render: (r) => <AdminsCell row={r} /> },
    {
      key: 'status',
      title: col('status'),
      sortable: true,
      filter: filters.status?.node,
      filterActive: filters.status?.active,
      render: (r) => <CompanyStatusBadge status={r.status} size="sm" />,
    },
    {
      key: 'activeEngagementCount',
      title: col('activeEngagements'),
      sortable: true,
      align: 'right',
      render: (r) => r.activeEngagementCount,
    },
    {
      key: 'dateCreated',
      title: col('dateCreated'),
      sortable: true,
      visibleFrom: 'desktop',
      render: (r) => formatDate(r.dateCreated),
    },
    {
      key: 'dateArchived',
      title: col('dateArchived'),
      sortable: true,
      visibleFrom: 'desktop',
      filter: filters.dateArchived?.node,
      filterActive: filters.dateArchived?.active,
      render: (r) => formatDate(r.dateArchived),
    },
  ];
  return (
    <DataTable<TCompanyListItem>
      {...rest}
      columns={columns}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.name}
      renderCard={(r) => <CompanyCard row={r} showManager={showManager} />}
    />
  );
}

/** The mobile row: name and number, status, manager and admins. */
function CompanyCard({ row, showManager }: { row: TCompanyListItem; showManager: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <NameCell row={row} />
      <CompanyStatusBadge status={row.status} size="sm" />
      {showManager && (
        <Text size="sm">
          {t('companies.columns.manager')}: {row.manager?.name ?? '—'}
        </Text>
      )}
      <Text size="sm" style={WRAP}>
        {t('companies.columns.administrators')}: {adminNames(row)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('companies.columns.activeEngagements')}: {row.activeEngagementCount}
      </Text>
    </Stack>
  );
}
