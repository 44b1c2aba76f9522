import { Anchor } from '@mantine/core';
import type { TAgencyListItem } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableProps } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { formatDate } from '../../../lib/format.ts';

type Props = Omit<DataTableProps<TAgencyListItem>, 'columns' | 'rowKey' | 'rowLabel' | 'rowHref'>;

/** The /agencies list with the engagement counts the server computes. */
export function AgencyTable(props: Props) {
  const { t } = useTranslation();
  const col = (k: string) => t(`agencies.list.columns.${k}`);
  const columns: DataTableColumn<TAgencyListItem>[] = [
    {
      key: 'name',
      title: col('name'),
      sortable: true,
      primary: true,
      render: (row) => (
        <Anchor component={Link} to={`/agencies/${row.id}`} fw={600}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'number', title: col('number'), sortable: true, render: (row) => row.number ?? '—' },
    {
      key: 'email',
      title: col('contact'),
      sortable: true,
      visibleFrom: 'desktop',
      render: (row) => [row.contactName, row.email].filter(Boolean).join(' · ') || '—',
    },
    { key: 'activeEngagementCount', title: col('active'), sortable: true, render: (row) => row.activeEngagementCount },
    {
      key: 'activeTestEngagementCount',
      title: col('activeTest'),
      sortable: true,
      render: (row) => row.activeTestEngagementCount,
    },
    {
      key: 'archivedEngagementCount',
      title: col('archived'),
      sortable: true,
      render: (row) => row.archivedEngagementCount,
    },
    { key: 'company', title: col('company'), visibleFrom: 'desktop', render: (row) => row.mainCompany.name },
    {
      key: 'dateModified',
      title: col('dateModified'),
      sortable: true,
      visibleFrom: 'desktop',
      render: (row) => formatDate(row.dateModified),
    },
  ];
  return (
    <DataTable
      {...props}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      rowHref={(row) => `/agencies/${row.id}`}
    />
  );
}
