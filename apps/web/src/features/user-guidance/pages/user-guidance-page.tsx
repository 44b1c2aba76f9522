import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { TUserGuidance } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { formatDate, formatFileSize } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { type GuidanceListParams, useUserGuidances } from '../api/get-user-guidances.ts';
import { useDeleteUserGuidance } from '../api/manage-user-guidances.ts';
import { useOpenUserGuidance } from '../api/open-user-guidance.ts';
import { GuidanceUpload } from '../components/guidance-upload.tsx';

/**
 * /user-guidance: the guidance documents for everyone (spec §2): preview in the browser or download
 * through signed links, what the reader has not opened marked new; provider admins upload and delete.
 */
export function UserGuidancePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useState<GuidanceListParams>({ page: 1, sort: 'dateCreated|desc' });
  const list = useUserGuidances(params);
  const open = useOpenUserGuidance(user.id);
  const remove = useDeleteUserGuidance();
  const [deleting, setDeleting] = useState<TUserGuidance | null>(null);
  const page = list.data;
  const col = (k: string) => t(`userGuidance.columns.${k}`);

  const columns: DataTableColumn<TUserGuidance>[] = [
    {
      key: 'name',
      title: col('name'),
      sortable: true,
      primary: true,
      render: (g) => (
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={g.name} disabled={g.name === g.displayName}>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => open(g.id, 'preview')}
              aria-label={t('userGuidance.previewLabel', { name: g.name })}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            >
              {g.displayName}
            </Button>
          </Tooltip>
          {!g.seen && (
            <Badge size="sm" color="teal" variant="light">
              {t('userGuidance.new')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'extension', title: col('type'), render: (g) => g.extension.toUpperCase(), width: 80 },
    { key: 'size', title: col('size'), render: (g) => formatFileSize(g.size), visibleFrom: 'desktop', width: 100 },
    { key: 'dateCreated', title: col('dateCreated'), sortable: true, render: (g) => formatDate(g.dateCreated) },
    {
      key: 'actions',
      title: col('actions'),
      align: 'right',
      render: (g) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => open(g.id, 'download')}
            aria-label={t('userGuidance.downloadLabel', { name: g.name })}
          >
            {t('userGuidance.download')}
          </Button>
          {g.abilities.delete && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('userGuidance.delete.label', { name: g.name })}
              onClick={() => setDeleting(g)}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader title={t('userGuidance.title')} description={t('userGuidance.description')} />
      {page?.abilities.create && <GuidanceUpload />}
      <Paper withBorder p="md" radius="md">
        <DataTable<TUserGuidance>
          label={t('userGuidance.title')}
          columns={columns}
          records={page?.data}
          rowKey={(g) => g.id}
          rowLabel={(g) => g.name}
          total={page?.total}
          page={params.page}
          pageSize={page?.rows}
          onPageChange={(p) => setParams((x) => ({ ...x, page: p }))}
          sort={params.sort}
          onSortChange={(sort) => setParams({ sort, page: 1 })}
          loading={list.isPending}
          fetching={list.isFetching && !list.isPending}
          error={list.error}
          onRetry={() => list.refetch()}
          emptyText={
            <Text size="sm">{t(page?.abilities.create ? 'userGuidance.emptyManage' : 'userGuidance.empty')}</Text>
          }
        />
      </Paper>
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('userGuidance.delete.title')}
        message={deleting ? t('userGuidance.delete.message', { name: deleting.name }) : undefined}
        confirmLabel={t('userGuidance.delete.confirm')}
        color="red"
        onConfirm={() =>
          deleting &&
          remove.mutateAsync(deleting.id).then(() => notify.success(t('userGuidance.delete.done')), notify.rethrow)
        }
      />
    </Stack>
  );
}
