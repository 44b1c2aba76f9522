import { Alert, Badge, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import type { TWebhookEndpoint } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/modals/confirm-modal.tsx';
import { queryFallback } from '../../../../components/query-states.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { notify } from '../../../../lib/notifications/notify.ts';
import {
  deleteWebhook,
  rotateWebhookSecret,
  sendTestWebhook,
  updateWebhook,
  useWebhookEndpoints,
  useWebhookMutation,
} from '../../api/webhooks.ts';
import { DELIVERY_COLORS, WebhookDeliveriesModal } from './webhook-deliveries-modal.tsx';
import { WebhookEndpointModal } from './webhook-endpoint-modal.tsx';
import { WebhookSecretModal } from './webhook-secret-modal.tsx';

type Dialog = 'edit' | 'log' | 'delete' | 'rotate' | null;

function EndpointCard({
  companyId,
  e,
  onSecret,
}: {
  companyId: string;
  e: TWebhookEndpoint;
  onSecret: (s: string) => void;
}) {
  const { t } = useTranslation();
  const l = (k: string, o?: Record<string, unknown>) => t(`webhooks.${k}`, o);
  const [dialog, setDialog] = useState<Dialog>(null);
  const toggle = useWebhookMutation(updateWebhook);
  const remove = useWebhookMutation(deleteWebhook);
  const rotate = useWebhookMutation(rotateWebhookSecret);
  const test = useWebhookMutation(sendTestWebhook);
  const ids = { id: companyId, endpointId: e.id };
  const setEnabled = (enabled: boolean) =>
    toggle
      .mutateAsync({ ...ids, body: { url: e.url, events: e.events, description: e.description ?? '', enabled } })
      .then(() => notify.success(l(enabled ? 'enabledDone' : 'disabledDone')), notify.error);
  const sendTest = () => test.mutateAsync(ids).then(() => notify.success(l('testQueued')), notify.error);
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={e.url}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ wordBreak: 'break-all' }}>
            {e.url}
          </Text>
          {e.description && (
            <Text size="sm" c="dimmed">
              {e.description}
            </Text>
          )}
          <Group gap={6}>
            <Badge color={e.enabled ? 'teal' : 'gray'} variant="light">
              {l(e.enabled ? 'enabled' : 'disabled')}
            </Badge>
            {e.lastDelivery && (
              <Badge color={DELIVERY_COLORS[e.lastDelivery.status]} variant="outline">
                {l('lastDelivery', {
                  status: l(`status.${e.lastDelivery.status}`),
                  at: formatDateTime(e.lastDelivery.at),
                })}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {l('eventsList', { events: e.events.map((x) => l(`events.${x.replace('.', '_')}`)).join(', ') })}
          </Text>
          <Text size="xs" c="dimmed">
            {l('secretHint', { hint: e.secretHint })}
          </Text>
        </Stack>
        <Group gap={6} wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setDialog('log')} visibleFrom="sm">
            {l('actions.log')}
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="subtle" aria-label={l('actions.label', { url: e.url })}>
                ⋯
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setDialog('log')}>{l('actions.log')}</Menu.Item>
              <Menu.Item onClick={() => void sendTest()}>{l('actions.test')}</Menu.Item>
              <Menu.Item onClick={() => setDialog('edit')}>{l('actions.edit')}</Menu.Item>
              <Menu.Item onClick={() => void setEnabled(!e.enabled)}>
                {l(e.enabled ? 'actions.disable' : 'actions.enable')}
              </Menu.Item>
              <Menu.Item onClick={() => setDialog('rotate')}>{l('actions.rotate')}</Menu.Item>
              <Menu.Item color="red" onClick={() => setDialog('delete')}>
                {l('actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {dialog === 'edit' && (
        <WebhookEndpointModal companyId={companyId} endpoint={e} onClose={() => setDialog(null)} onCreated={onSecret} />
      )}
      {dialog === 'log' && (
        <WebhookDeliveriesModal companyId={companyId} endpoint={e} onClose={() => setDialog(null)} />
      )}
      <ConfirmModal
        opened={dialog === 'delete' || dialog === 'rotate'}
        onClose={() => setDialog(null)}
        title={l(dialog === 'rotate' ? 'rotateTitle' : 'deleteTitle')}
        message={l(dialog === 'rotate' ? 'rotateText' : 'deleteText', { url: e.url })}
        confirmLabel={l(dialog === 'rotate' ? 'actions.rotate' : 'actions.delete')}
        color={dialog === 'delete' ? 'red' : undefined}
        onConfirm={() =>
          dialog === 'rotate'
            ? rotate.mutateAsync(ids).then((made) => onSecret(made.secret), notify.rethrow)
            : remove.mutateAsync(ids).then(() => notify.success(l('deleted')), notify.rethrow)
        }
      />
    </Paper>
  );
}

/**
 * The group's webhook endpoints (settings, `?tab=webhooks`): register, edit, enable or disable,
 * rotate the secret, send a test event, read the delivery log, delete. The server decides who may
 * (`abilities.manage`); others get its 403 shown as the page's error state.
 */
export function WebhooksSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const l = (k: string) => t(`webhooks.${k}`);
  const query = useWebhookEndpoints(companyId);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  if (!query.data) return queryFallback(query);
  const { data, abilities } = query.data;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="webhooks-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} fz="h4" id="webhooks-title">
            {l('title')}
          </Title>
          {abilities.manage && (
            <Button size="xs" onClick={() => setAdding(true)}>
              {l('add')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {l('text')}
        </Text>
        {data.length === 0 ? (
          <Alert variant="light" color="gray">
            {l('empty')}
          </Alert>
        ) : (
          data.map((e) => <EndpointCard key={e.id} companyId={companyId} e={e} onSecret={setSecret} />)
        )}
      </Stack>
      {adding && <WebhookEndpointModal companyId={companyId} onClose={() => setAdding(false)} onCreated={setSecret} />}
      {secret && <WebhookSecretModal secret={secret} onClose={() => setSecret(null)} />}
    </Paper>
  );
}
