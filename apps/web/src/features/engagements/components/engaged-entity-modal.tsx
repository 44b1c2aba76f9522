import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { ENGAGED_ENTITY_TYPES, type TEngagedEntity, ZCreateEngagedEntity } from '@statera/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useCreateEngagedEntity } from '../api/create-engaged-entity.ts';

const EMPTY = { name: '', number: '', type: 'company', engagedIndividualName: '', engagedIndividualEmail: '' };
const toInput = (v: typeof EMPTY) => ({
  name: v.name ?? '',
  number: v.number?.trim() || undefined,
  type: v.type,
  engagedIndividualName: v.engagedIndividualName ?? '',
  engagedIndividualEmail: v.engagedIndividualEmail?.trim() || undefined,
});

interface Props {
  companyId: string;
  opened: boolean;
  onClose: () => void;
  onCreated: (entity: TEngagedEntity) => void;
}

function EntityForm({ companyId, onClose, onCreated }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const form = useAppForm({ schema: ZCreateEngagedEntity, defaultValues: EMPTY, toInput });
  const mutation = useCreateEngagedEntity(companyId);
  const l = (k: string) => t(`engagements.entity.${k}`);

  const submit = form.handleSubmit((data) =>
    mutation.mutate(data, {
      onSuccess: onCreated,
      onError: (e) => form.applyServerErrors(e),
    }),
  );
  // The modal renders in a portal but React still bubbles its submit to the engagement form.
  const onSubmit = (e: FormEvent) => {
    e.stopPropagation();
    submit(e);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {mutation.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, mutation.error)}
          </Alert>
        )}
        <TextInput label={l('name')} required data-autofocus {...form.textProps('name')} />
        <Select
          label={l('type')}
          required
          allowDeselect={false}
          data={ENGAGED_ENTITY_TYPES.map((v) => ({ value: v, label: t(`status.entityType.${v}`) }))}
          value={form.values.type}
          onChange={(v) => form.setValue('type', v ?? 'company')}
          error={form.error('type')}
        />
        <TextInput label={l('number')} {...form.textProps('number')} />
        <TextInput label={l('individualName')} required {...form.textProps('engagedIndividualName')} />
        <TextInput label={l('individualEmail')} type="email" {...form.textProps('engagedIndividualEmail')} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {l('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds an engaged entity (with its engaged individual) without leaving the engagement form. */
export function EngagedEntityModal({ opened, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={rest.onClose}
      title={t('engagements.entity.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <EntityForm {...rest} />}
    </Modal>
  );
}
