import { Checkbox, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import {
  type TWebhookEndpoint,
  type TWebhookEventType,
  WEBHOOK_EVENT_TYPES,
  ZUpdateWebhookEndpoint,
} from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../../components/modals/app-modal.tsx';
import { useAppForm } from '../../../../lib/form/use-app-form.ts';
import { notify } from '../../../../lib/notifications/notify.ts';
import { createWebhook, updateWebhook, useWebhookMutation } from '../../api/webhooks.ts';

interface Props {
  companyId: string;
  /** The endpoint to edit; absent: a new one. */
  endpoint?: TWebhookEndpoint;
  onClose: () => void;
  /** A new endpoint's secret, to show once. */
  onCreated: (secret: string) => void;
}

/** Registers or edits an endpoint: its https URL, a description and the events it receives. */
export function WebhookEndpointModal({ companyId, endpoint, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const l = (k: string) => t(`webhooks.form.${k}`);
  const form = useAppForm({
    schema: ZUpdateWebhookEndpoint,
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? [],
      enabled: endpoint?.enabled ?? true,
    },
  });
  const create = useWebhookMutation(createWebhook);
  const update = useWebhookMutation(updateWebhook);
  const events = form.values.events as TWebhookEventType[];

  const submit = form.handleSubmit(async (body) => {
    try {
      if (endpoint) {
        await update.mutateAsync({ id: companyId, endpointId: endpoint.id, body });
        notify.success(t('webhooks.saved'));
      } else {
        const { enabled: _on, ...created } = body;
        const made = await create.mutateAsync({ id: companyId, body: created });
        onCreated(made.secret);
      }
      onClose();
    } catch (error) {
      if (!form.applyServerErrors(error)) notify.error(error);
    }
  });

  return (
    <AppModal
      title={endpoint ? l('editTitle') : l('addTitle')}
      opened
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={l('save')}
      busy={create.isPending || update.isPending}
      size="lg"
    >
      <Stack gap="sm">
        <TextInput
          label={l('url')}
          description={l('urlHint')}
          placeholder="https://erp.example.com/statera/events"
          required
          inputMode="url"
          {...form.textProps('url')}
        />
        <TextInput label={l('description')} maxLength={200} {...form.textProps('description')} />
        <Checkbox.Group
          label={l('events')}
          description={l('eventsHint')}
          required
          error={form.error('events')}
          value={events}
          onChange={(v) => form.setValue('events', v as TWebhookEventType[])}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox
                key={type}
                label={t(`webhooks.events.${type.replace('.', '_')}`)}
                description={type}
                value={type}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {endpoint && (
          <Switch
            label={l('enabled')}
            checked={form.values.enabled as boolean}
            onChange={(e) => form.setValue('enabled', e.currentTarget.checked)}
          />
        )}
      </Stack>
    </AppModal>
  );
}
