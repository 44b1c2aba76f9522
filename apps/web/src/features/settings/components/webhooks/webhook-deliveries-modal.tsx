import { Badge, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import type { TWebhookDeliveryStatus, TWebhookEndpoint } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../../components/modals/app-modal.tsx';
import { queryFallback } from '../../../../components/query-states.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useWebhookDeliveries } from '../../api/webhooks.ts';

export const DELIVERY_COLORS: Record<TWebhookDeliveryStatus, string> = {
  pending: 'yellow',
  succeeded: 'teal',
  failed: 'red',
};

/** An endpoint's delivery log: each event sent, its status, attempts, answer code and latency. */
export function WebhookDeliveriesModal({
  companyId,
  endpoint,
  onClose,
}: {
  companyId: string;
  endpoint: TWebhookEndpoint;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const l = (k: string, o?: Record<string, unknown>) => t(`webhooks.log.${k}`, o);
  const [page, setPage] = useState(1);
  const query = useWebhookDeliveries(companyId, endpoint.id, page);
  const body = () => {
    if (!query.data) return queryFallback(query);
    const { data, total, rows } = query.data;
    if (data.length === 0)
      return (
        <Text size="sm" fs="italic">
          {l('empty')}
        </Text>
      );
    return (
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{l('event')}</Table.Th>
                <Table.Th>{l('status')}</Table.Th>
                <Table.Th ta="right">{l('attempts')}</Table.Th>
                <Table.Th ta="right">{l('code')}</Table.Th>
                <Table.Th ta="right">{l('latency')}</Table.Th>
                <Table.Th>{l('when')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {d.eventType}
                    </Text>
                    {d.error && (
                      <Text size="xs" c="dimmed" lineClamp={2} title={d.error}>
                        {d.error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={DELIVERY_COLORS[d.status]} variant="light">
                      {t(`webhooks.status.${d.status}`)}
                    </Badge>
                    {d.nextAttemptAt && (
                      <Text size="xs" c="dimmed">
                        {l('next', { at: formatDateTime(d.nextAttemptAt) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{d.attempts}</Table.Td>
                  <Table.Td ta="right">{d.responseCode ?? '—'}</Table.Td>
                  <Table.Td ta="right">{d.latencyMs === null ? '—' : l('ms', { n: d.latencyMs })}</Table.Td>
                  <Table.Td>{formatDateTime(d.lastAttemptAt ?? d.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {total > rows && (
          <Group justify="center">
            <Pagination total={Math.ceil(total / rows)} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
      </Stack>
    );
  };
  return (
    <AppModal title={l('title', { url: endpoint.url })} opened onClose={onClose} cancelLabel={l('close')} size="xl">
      {body()}
    </AppModal>
  );
}
