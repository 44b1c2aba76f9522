import { ActionIcon, Anchor, Button, Group, MultiSelect, Stack, Text, Tooltip } from '@mantine/core';
import { DOCUMENT_CATEGORIES, DOCUMENT_TYPES, type TDocument } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { attachmentPage } from '../../../resources/attachments/attachment-urls.ts';
import {
  type DocumentListParams,
  downloadAllDocuments,
  getDocument,
  useDeleteDocument,
  useDocuments,
} from '../api/documents.ts';
import { DocumentCommentsDrawer } from './document-comments-drawer.tsx';
import { DocumentUpload } from './document-upload.tsx';

const CREATOR_ROLES = ['client_admin', 'company_admin', 'specialist', 'approver', 'provider_admin', 'provider_user'];

/** Opens a document through a fresh signed link on the /attachments page (preview or download). */
async function openDocument(doc: TDocument) {
  try {
    const detail = await getDocument(doc.documentId);
    window.open(attachmentPage(doc.attachmentId, detail.download.token), '_blank', 'noopener');
  } catch (error) {
    notify.error(error);
  }
}

/**
 * The engagement's documents tab: the list (sort, creator role, type and category filters, paging
 * on the server), adding
 * files with upload progress, deleting with a confirmation, a document's comments and all documents
 * as one zip. What a user may do comes from the abilities the server sends.
 */
export function DocumentsTab({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useState<DocumentListParams>({
    sort: 'dateCreated|desc',
    creatorRole: [],
    type: [],
    category: [],
    page: 1,
  });
  const list = useDocuments(engagementId, params);
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<TDocument | null>(null);
  const [commentsOf, setCommentsOf] = useState<string | null>(null);
  const [zipping, setZipping] = useState(false);
  const page = list.data;

  const columns: DataTableColumn<TDocument>[] = [
    {
      key: 'name',
      title: t('documents.columns.name'),
      sortable: true,
      primary: true,
      render: (d) => (
        <Tooltip label={d.name} disabled={d.name === d.displayName}>
          {/* A link-styled button, not a Button: a Button's label never wraps, so a long file name
              would widen the card on a phone; this one breaks anywhere and keeps to its column. */}
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={500}
            ta="left"
            style={{ overflowWrap: 'anywhere' }}
            onClick={() => openDocument(d)}
            aria-label={t('documents.open', { name: d.name })}
          >
            {d.displayName}
          </Anchor>
        </Tooltip>
      ),
    },
    {
      key: 'type',
      title: t('documents.columns.docType'),
      sortable: true,
      render: (d) => (d.type ? t(`documents.docType.${d.type}`) : '—'),
    },
    {
      key: 'category',
      title: t('documents.columns.category'),
      sortable: true,
      render: (d) => (d.category ? t(`documents.category.${d.category}`) : '—'),
    },
    { key: 'extension', title: t('documents.columns.type'), sortable: true, render: (d) => d.extension.toUpperCase() },
    {
      key: 'creator',
      title: t('documents.columns.creator'),
      sortable: true,
      render: (d) =>
        d.creator ? `${d.creator.name} (${t(`users.role.${d.creator.role}`)})` : t('documents.comments.removedUser'),
    },
    {
      key: 'dateCreated',
      title: t('documents.columns.dateCreated'),
      sortable: true,
      render: (d) => formatDate(d.dateCreated),
    },
    {
      key: 'dateModified',
      title: t('documents.columns.dateModified'),
      sortable: true,
      visibleFrom: 'desktop',
      render: (d) => formatDate(d.dateModified),
    },
    {
      key: 'actions',
      title: t('documents.columns.actions'),
      align: 'right',
      render: (d) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button variant="light" size="compact-sm" onClick={() => setCommentsOf(d.documentId)}>
            {t('documents.comments.button', { count: d.commentsCount })}
          </Button>
          {d.abilities.delete && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('documents.delete.label', { name: d.name })}
              onClick={() => setDeleting(d)}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ),
    },
  ];

  const downloadAll = async () => {
    setZipping(true);
    try {
      await downloadAllDocuments(engagementId);
    } catch (error) {
      notify.error(error);
    } finally {
      setZipping(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        {page?.abilities.upload ? <DocumentUpload engagementId={engagementId} /> : <span />}
        {page?.abilities.downloadAll && page.total > 0 && (
          <Button variant="default" size="sm" onClick={downloadAll} loading={zipping}>
            {t('documents.downloadAll')}
          </Button>
        )}
      </Group>
      <DataTable
        label={t('documents.title')}
        columns={columns}
        records={page?.data}
        rowKey={(d) => d.documentId}
        rowLabel={(d) => d.name}
        total={page?.total}
        page={params.page}
        pageSize={page?.rows}
        onPageChange={(p) => setParams((x) => ({ ...x, page: p }))}
        sort={params.sort}
        onSortChange={(sort) => setParams((x) => ({ ...x, sort, page: 1 }))}
        filtersActive={params.creatorRole.length + (params.type?.length ?? 0) + (params.category?.length ?? 0) > 0}
        onResetFilters={() => setParams((x) => ({ ...x, creatorRole: [], type: [], category: [], page: 1 }))}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        emptyText={<Text size="sm">{t('documents.empty')}</Text>}
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: 1 }}>
            <MultiSelect
              label={t('documents.filter.creatorRole')}
              data={CREATOR_ROLES.map((r) => ({ value: r, label: t(`users.role.${r}`) }))}
              value={params.creatorRole}
              onChange={(creatorRole) => setParams((x) => ({ ...x, creatorRole, page: 1 }))}
              clearable
              size="sm"
              w={{ base: '100%', sm: 240 }}
            />
            <MultiSelect
              label={t('documents.filter.type')}
              data={DOCUMENT_TYPES.map((v) => ({ value: v, label: t(`documents.docType.${v}`) }))}
              value={params.type}
              onChange={(type) => setParams((x) => ({ ...x, type, page: 1 }))}
              clearable
              size="sm"
              w={{ base: '100%', sm: 220 }}
            />
            <MultiSelect
              label={t('documents.filter.category')}
              data={DOCUMENT_CATEGORIES.map((v) => ({ value: v, label: t(`documents.category.${v}`) }))}
              value={params.category}
              onChange={(category) => setParams((x) => ({ ...x, category, page: 1 }))}
              clearable
              size="sm"
              w={{ base: '100%', sm: 220 }}
            />
          </Group>
        }
      />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('documents.delete.title')}
        message={deleting ? t('documents.delete.message', { name: deleting.name }) : undefined}
        confirmLabel={t('documents.delete.confirm')}
        color="red"
        onConfirm={() =>
          deleting &&
          remove
            .mutateAsync({ id: engagementId, attachmentId: deleting.attachmentId })
            .then(() => notify.success(t('documents.delete.done')), notify.rethrow)
        }
      />
      <DocumentCommentsDrawer engagementId={engagementId} documentId={commentsOf} onClose={() => setCommentsOf(null)} />
    </Stack>
  );
}
