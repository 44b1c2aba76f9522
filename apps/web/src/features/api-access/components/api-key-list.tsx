import { Badge, Button, Group, Text } from '@mantine/core';
import type { TApiKeySummary } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { scopeLabelKey } from './api-key-form.tsx';

const STATE_COLORS = { live: 'teal', expired: 'gray', revoked: 'red' } as const;

interface Props {
  keys: readonly TApiKeySummary[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onRotate: (key: TApiKeySummary) => void;
  onRevoke: (key: TApiKeySummary) => void;
}

/** The API user's keys: what each may do, when it was last used, and its rotate and revoke actions. */
export function ApiKeyList({ keys, loading, error, onRetry, onRotate, onRevoke }: Props) {
  const { t } = useTranslation();
  const columns: DataTableColumn<TApiKeySummary>[] = [
    {
      key: 'name',
      title: t('apiAccess.keys.columns.name'),
      primary: true,
      render: (k) => (
        <div>
          <Text size="sm" fw={600}>
            {k.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {k.prefix}…
          </Text>
        </div>
      ),
    },
    {
      key: 'scopes',
      title: t('apiAccess.keys.columns.scopes'),
      render: (k) => (
        <Group gap={4}>
          {k.scopes.map((s) => (
            <Badge key={s} variant="light" size="sm" title={t(scopeLabelKey(s))} tt="none">
              {s}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'created',
      title: t('apiAccess.keys.columns.created'),
      render: (k) => formatDate(k.dateCreated),
      visibleFrom: 'desktop',
    },
    { key: 'expires', title: t('apiAccess.keys.columns.expires'), render: (k) => formatDate(k.dateExpires) },
    {
      key: 'lastUsed',
      title: t('apiAccess.keys.columns.lastUsed'),
      render: (k) => (k.dateLastUsed ? formatDateTime(k.dateLastUsed) : t('apiAccess.keys.never')),
    },
    {
      key: 'state',
      title: t('apiAccess.keys.columns.state'),
      render: (k) => (
        <Badge color={STATE_COLORS[k.state]} variant="light">
          {t(`apiAccess.keys.states.${k.state}`)}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: t('apiAccess.keys.columns.actions'),
      render: (k) =>
        k.state === 'live' ? (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              onClick={() => onRotate(k)}
              aria-label={`${t('apiAccess.keys.rotate')}: ${k.name}`}
            >
              {t('apiAccess.keys.rotate')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => onRevoke(k)}
              aria-label={`${t('apiAccess.keys.revoke')}: ${k.name}`}
            >
              {t('apiAccess.keys.revoke')}
            </Button>
          </Group>
        ) : null,
    },
  ];
  return (
    <DataTable
      label={t('apiAccess.keys.listTitle')}
      columns={columns}
      records={keys}
      rowKey={(k) => k.id}
      rowLabel={(k) => k.name}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={t('apiAccess.keys.empty')}
    />
  );
}
