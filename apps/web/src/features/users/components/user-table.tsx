import { Group, Stack, Text } from '@mantine/core';
import type { TUserListItem } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { formatDate } from '../../../lib/format.ts';
import { RowActions } from './row-actions.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

type Props = Omit<DataTableProps<TUserListItem>, 'columns' | 'rowKey' | 'label' | 'renderCard'> & {
  label: string;
  /** Client people show their company; provider staff have none. */
  showCompany: boolean;
  /** Header filters, by column. */
  filters: { status?: React.ReactNode; role?: React.ReactNode; company?: React.ReactNode };
  filterActive: { status: boolean; role: boolean; company: boolean };
};

function NameCell({ row }: { row: TUserListItem }) {
  const name = row.fullName.trim();
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar user={row} size="sm" />
      <Stack gap={0} miw={0} maw={260}>
        <Text size="sm" fw={600} truncate>
          {name || row.email}
        </Text>
        {name && (
          <Text size="xs" c="dimmed" truncate>
            {row.email}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** The people list: name and email, role, company, status, dates and invitation actions. */
export function UserTable({ label, showCompany, filters, filterActive, ...rest }: Props) {
  const { t } = useTranslation();
  const col = (k: string) => t(`users.list.columns.${k}`);
  const columns: DataTableColumn<TUserListItem>[] = [
    { key: 'name', title: col('name'), sortable: true, primary: true, width: 220, render: (r) => <NameCell row={r} /> },
    {
      key: 'role',
      title: col('role'),
      width: 130,
      sortable: true,
      filter: filters.role,
      filterActive: filterActive.role,
      render: (r) => t(`users.role.${r.role}`),
    },
    ...(showCompany
      ? [
          {
            key: 'company',
            title: col('company'),
            sortable: true,
            filter: filters.company,
            filterActive: filterActive.company,
            render: (r: TUserListItem) => r.company?.name ?? '—',
          },
        ]
      : []),
    {
      key: 'status',
      title: col('status'),
      width: 120,
      sortable: true,
      filter: filters.status,
      filterActive: filterActive.status,
      render: (r) => <UserStatusBadge status={r.status} size="sm" />,
    },
    {
      key: 'lastLoginAt',
      title: col('lastLogin'),
      width: 120,
      sortable: true,
      visibleFrom: 'desktop',
      render: (r) => (r.lastLoginAt ? formatDate(r.lastLoginAt) : '—'),
    },
    { key: 'actions', title: col('actions'), width: 110, hideInCard: true, render: (r) => <RowActions user={r} /> },
  ];

  return (
    <DataTable<TUserListItem>
      {...rest}
      label={label}
      columns={columns}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.fullName.trim() || r.email}
      renderCard={(r) => <UserCard row={r} showCompany={showCompany} />}
    />
  );
}

/** The mobile row: picture, name and email, then role, company and status. */
function UserCard({ row, showCompany }: { row: TUserListItem; showCompany: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <NameCell row={row} />
      <Group gap="xs">
        <UserStatusBadge status={row.status} size="sm" />
        <Text size="sm">{t(`users.role.${row.role}`)}</Text>
        {showCompany && row.company && (
          <Text size="sm" c="dimmed">
            {row.company.name}
          </Text>
        )}
      </Group>
      <RowActions user={row} />
    </Stack>
  );
}
