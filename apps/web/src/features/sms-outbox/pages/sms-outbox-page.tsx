import { Badge, Button, Code, Paper, Stack, Text } from '@mantine/core';
import type { TSmsMessage } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/list-params/use-list-params.ts';
import { useSmsMessages } from '../api/get-sms-messages.ts';

const STATUS_COLORS: Record<TSmsMessage['status'], string> = { recorded: 'blue', sent: 'teal', failed: 'red' };

/** /sms-outbox: every text message, newest first — recorded ones whole, texted ones with the code masked (provider admins). */
export function SmsOutboxPage() {
  const { t } = useTranslation();
  const list = useListParams();
  const query = useSmsMessages(list.params.page);
  const col = (k: string) => t(`smsOutbox.columns.${k}`);
  const columns: DataTableColumn<TSmsMessage>[] = [
    { key: 'dateCreated', title: col('date'), render: (m) => formatDateTime(m.dateCreated), width: 170 },
    {
      key: 'to',
      title: col('to'),
      primary: true,
      render: (m) => (
        <Text size="sm" fw={600}>
          {m.to}
        </Text>
      ),
    },
    {
      key: 'body',
      title: col('body'),
      width: 320,
      render: (m) => (
        <Code block style={{ whiteSpace: 'pre-wrap' }}>
          {m.body}
        </Code>
      ),
    },
    {
      key: 'purpose',
      title: col('purpose'),
      render: (m) => t(`smsOutbox.purpose.${m.purpose}`, { defaultValue: m.purpose }),
    },
    {
      key: 'status',
      title: col('status'),
      render: (m) => (
        <Stack gap={2} align="flex-start">
          <Badge color={STATUS_COLORS[m.status]} variant="light" size="sm">
            {t(`smsOutbox.status.${m.status}`)}
          </Badge>
          {/* A texted message: the provider's own id and status, to look it up in the provider's console. */}
          {m.providerMessageId && (
            <Text size="xs" c="dimmed">
              {t('smsOutbox.providerStatus', { status: m.providerStatus ?? '—', id: m.providerMessageId })}
            </Text>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={t('smsOutbox.title')}
        description={t('smsOutbox.description')}
        actions={
          <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('smsOutbox.refresh')}
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <DataTable<TSmsMessage>
          label={t('smsOutbox.title')}
          columns={columns}
          records={query.data?.data}
          rowKey={(m) => m.id}
          total={query.data?.total}
          page={list.params.page}
          onPageChange={list.setPage}
          loading={query.isPending}
          fetching={query.isPlaceholderData}
          error={query.isError ? query.error : undefined}
          onRetry={() => void query.refetch()}
          emptyText={t('smsOutbox.empty')}
        />
      </Paper>
    </Stack>
  );
}
