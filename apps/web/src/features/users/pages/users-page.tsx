import { Button, Paper, Stack, Tabs } from '@mantine/core';
import { type TUserListItem, type TUserRole, USER_ROLES, USER_STATUSES } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/export-button.tsx';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { can } from '../../../lib/abilities.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { listTableProps } from '../../../lib/list-params/list-table-props.ts';
import { useListParams } from '../../../lib/list-params/use-list-params.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useCompanyOptions } from '../../../resources/companies/get-company-options.ts';
import { type UserListScope, usersExport, useUsers } from '../../../resources/users/get-users.ts';
import { useBulkForcePasswordReset } from '../api/force-password-reset.ts';
import { BulkArchiveModal } from '../components/bulk-archive-modal.tsx';
import { InviteUsersModal } from '../components/invite-users-modal.tsx';
import { CompanyFilter, RoleFilter, StatusFilter } from '../components/user-filters.tsx';
import { UserTable } from '../components/user-table.tsx';

const STAFF_ROLES: readonly TUserRole[] = ['provider_admin', 'provider_user'];
const COMPANY_ROLES: readonly TUserRole[] = ['client_admin', 'company_admin', 'approver', 'specialist', 'client_user'];
const LIST_CONFIG = {
  defaultSort: 'name|asc',
  filters: {
    status: { values: USER_STATUSES },
    role: { values: USER_ROLES },
    companyIds: { many: true },
  },
};

/**
 * /users: the people a viewer administers. Provider staff see client people (provider admins also
 * their own staff, on a second tab, ?tab=staff); client and company admins the people of their
 * company tree. Search, filters, sort and page live in the URL.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const viewer = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const list = useListParams(LIST_CONFIG);
  const provider = can(viewer, 'viewUsers');
  const seesStaff = provider && can(viewer, 'manageProviderStaff');
  const staff = seesStaff && search.get('tab') === 'staff';
  const scope: UserListScope = provider
    ? { kind: 'provider', userType: staff ? 'gt' : 'client' }
    : { kind: 'company', companyId: viewer.companyId ?? '' };
  const query = useUsers(scope, list.query);
  const companies = useCompanyOptions('', !staff);
  const companyOptions = companies.data ?? [];
  const filter = (key: string) => {
    const v = list.params.filters[key];
    return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
  };

  const bulkReset = useBulkForcePasswordReset();
  const [selected, setSelected] = useState<Record<string, TUserListItem>>({});
  const records = query.data?.data;
  const selectable = records?.some((r) => r.abilities.archive || r.abilities.forcePasswordReset) ?? false;
  const selectedRows = Object.values(selected);
  const linkable = (r: TUserListItem) => can(r, 'viewProfile');

  const onSelect = (keys: string[]) =>
    setSelected((prev) => {
      const next: Record<string, TUserListItem> = {};
      for (const key of keys) {
        const row = prev[key] ?? records?.find((r) => r.id === key);
        if (row) next[key] = row;
      }
      return next;
    });
  /** Another tab starts afresh: no search, filters, sort, page or selection. */
  const switchTab = (tab: string | null) => {
    setSelected({});
    setSearch(tab === 'staff' ? { tab } : {});
  };

  const openInvite = () =>
    modalStack.show(InviteUsersModal, { kind: staff ? 'gt' : 'company', defaultCompanyId: viewer.companyId });
  const openBulkArchive = () =>
    modalStack.show(BulkArchiveModal, {
      selected: selectedRows.filter((r) => r.abilities.archive),
      onArchived: (ids: string[]) =>
        setSelected((prev) => Object.fromEntries(Object.entries(prev).filter(([id]) => !ids.includes(id)))),
    });
  const resettable = selectedRows.filter((r) => r.abilities.forcePasswordReset);
  const openBulkReset = () =>
    modalStack.show(ConfirmModal, {
      title: t('users.forceReset.bulkTitle', { count: resettable.length }),
      message: t('users.forceReset.text'),
      confirmLabel: t('users.forceReset.submit'),
      onConfirm: () =>
        bulkReset
          .mutateAsync({ userIds: resettable.map((r) => r.id) })
          .then(
            ({ updated }) =>
              notify.success(t('users.forceReset.done', { count: updated, name: resettable[0]?.fullName })),
            notify.rethrow,
          ),
    });
  const canInvite = can(viewer, staff ? 'manageProviderStaff' : 'manageCompanyUsers');
  const canImport = can(viewer, 'importUsers');

  const table = (
    <UserTable
      label={t(staff ? 'users.list.staffTitle' : 'users.list.title')}
      showCompany={!staff}
      {...listTableProps(list, query)}
      emptyText={list.filtersActive ? t('users.list.emptyFiltered') : t('users.list.empty')}
      rowHref={records?.some(linkable) ? (r) => (linkable(r) ? `/users/${r.id}` : '') : undefined}
      selection={selectable ? { selectedKeys: Object.keys(selected), onChange: onSelect } : undefined}
      filters={{
        status: <StatusFilter value={filter('status')} onChange={(v) => list.setFilter('status', v)} />,
        role: (
          <RoleFilter
            value={filter('role')}
            onChange={(v) => list.setFilter('role', v)}
            roles={staff ? STAFF_ROLES : provider ? [...COMPANY_ROLES, 'api_user'] : COMPANY_ROLES}
          />
        ),
        company:
          companyOptions.length > 1 ? (
            <CompanyFilter
              value={filter('companyIds')}
              onChange={(v) => list.setFilter('companyIds', v)}
              options={companyOptions}
            />
          ) : undefined,
      }}
      filterActive={{
        status: filter('status') !== '',
        role: filter('role') !== '',
        company: filter('companyIds') !== '',
      }}
      toolbar={
        <SearchBox
          label={t('users.list.search')}
          placeholder={t('users.list.searchPlaceholder')}
          value={list.params.globalFilter}
          onSearch={list.setGlobalFilter}
          style={{ flex: 1, minWidth: 220 }}
        />
      }
      actions={
        <>
          <ExportButton target={usersExport(scope, list.query)} disabled={query.data?.total === 0} />
          {selectable && (
            <>
              <Button variant="default" disabled={resettable.length === 0} onClick={openBulkReset}>
                {t('users.forceReset.selected', { count: resettable.length })}
              </Button>
              <Button
                color="red"
                variant="light"
                disabled={!selectedRows.some((r) => r.abilities.archive)}
                onClick={openBulkArchive}
              >
                {t('users.list.archiveSelected', { count: selectedRows.filter((r) => r.abilities.archive).length })}
              </Button>
            </>
          )}
        </>
      }
    />
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={t('users.list.pageTitle')}
        description={t(staff ? 'users.list.staffDescription' : 'users.list.description')}
        actions={
          <>
            {canImport && !staff && (
              <Button component={Link} to="/users/import" variant="default">
                {t('csvImport.entry.users')}
              </Button>
            )}
            {canInvite && (
              <Button onClick={openInvite}>{t(staff ? 'users.list.inviteStaff' : 'users.list.invite')}</Button>
            )}
          </>
        }
      />
      <Paper withBorder p="md" radius="md">
        {seesStaff ? (
          <Tabs value={staff ? 'staff' : 'clients'} onChange={switchTab}>
            <Tabs.List mb="md" aria-label={t('users.list.tabs.label')}>
              <Tabs.Tab value="clients">{t('users.list.tabs.clients')}</Tabs.Tab>
              <Tabs.Tab value="staff">{t('users.list.tabs.staff')}</Tabs.Tab>
            </Tabs.List>
            {table}
          </Tabs>
        ) : (
          table
        )}
      </Paper>
    </Stack>
  );
}
