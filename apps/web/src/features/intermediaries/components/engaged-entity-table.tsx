import { Anchor, Badge, MultiSelect, Text } from '@mantine/core';
import { ENGAGED_ENTITY_STATUSES, ENGAGED_ENTITY_TYPES, type TEngagedEntityListItem } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableProps } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { formatDate } from '../../../lib/format.ts';

type Props = Omit<DataTableProps<TEngagedEntityListItem>, 'columns' | 'rowKey' | 'rowLabel' | 'rowHref'> & {
  types: string[];
  statuses: string[];
  onTypesChange: (v: string[]) => void;
  onStatusesChange: (v: string[]) => void;
};

/** The /intermediaries list: name, type and status filters in the headers, counts from the server. */
export function EngagedEntityTable({ types, statuses, onTypesChange, onStatusesChange, ...rest }: Props) {
  const { t } = useTranslation();
  const col = (k: string) => t(`intermediaries.list.columns.${k}`);
  const columns: DataTableColumn<TEngagedEntityListItem>[] = [
    {
      key: 'name',
      title: col('name'),
      sortable: true,
      primary: true,
      render: (row) => (
        <Anchor component={Link} to={`/intermediaries/${row.id}`} fw={600}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'number', title: col('number'), sortable: true, render: (row) => row.number ?? '—' },
    {
      key: 'type',
      title: col('type'),
      sortable: true,
      filterActive: types.length > 0,
      filter: (
        <MultiSelect
          label={col('type')}
          data={ENGAGED_ENTITY_TYPES.map((v) => ({ value: v, label: t(`status.entityType.${v}`) }))}
          value={types}
          onChange={onTypesChange}
          clearable
          comboboxProps={{ withinPortal: false }}
          w={240}
        />
      ),
      render: (row) => t(`status.entityType.${row.type}`),
    },
    {
      key: 'individuals',
      title: col('individuals'),
      visibleFrom: 'desktop',
      render: (row) => (
        <Text size="sm" lineClamp={2}>
          {row.engagedIndividuals.map((i) => i.name).join(', ') || '—'}
        </Text>
      ),
    },
    {
      key: 'engagementCount',
      title: col('engagements'),
      sortable: true,
      render: (row) =>
        t('intermediaries.list.engagementCount', { count: row.engagementCount, active: row.activeEngagementCount }),
    },
    {
      key: 'company',
      title: col('company'),
      visibleFrom: 'desktop',
      render: (row) => row.mainCompany.name,
    },
    {
      key: 'status',
      title: col('status'),
      sortable: true,
      filterActive: statuses.length > 0,
      filter: (
        <MultiSelect
          label={col('status')}
          data={ENGAGED_ENTITY_STATUSES.map((v) => ({ value: v, label: t(`intermediaries.status.${v}`) }))}
          value={statuses}
          onChange={onStatusesChange}
          clearable
          comboboxProps={{ withinPortal: false }}
          w={200}
        />
      ),
      render: (row) => (
        <Badge color={row.status === 'active' ? 'teal' : 'dark'} variant="outline">
          {t(`intermediaries.status.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'dateCreated',
      title: col('dateCreated'),
      sortable: true,
      visibleFrom: 'desktop',
      render: (row) => formatDate(row.dateCreated),
    },
  ];
  return (
    <DataTable
      {...rest}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      rowHref={(row) => `/intermediaries/${row.id}`}
    />
  );
}
