import { Alert, Select, TextInput } from '@mantine/core';
import {
  ENGAGED_ENTITY_TYPES,
  type TEngagedEntityDetail,
  type TEngagedEntityType,
  ZCreateEngagedEntity,
  ZUpdateEngagedEntity,
} from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyChoice, useTargetCompany } from '../../../components/company-choice.tsx';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useCreateEngagedEntity } from '../api/create-engaged-entity.ts';
import { useUpdateEngagedEntity } from '../api/update-engaged-entity.ts';

function TypeSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: TEngagedEntityType) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('intermediaries.form.type')}
      required
      allowDeselect={false}
      data={ENGAGED_ENTITY_TYPES.map((v) => ({ value: v, label: t(`status.entityType.${v}`) }))}
      value={value}
      onChange={(v) => onChange((v ?? 'company') as TEngagedEntityType)}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

const NEW = { name: '', number: '', type: 'company', engagedIndividualName: '', engagedIndividualEmail: '' };
const toCreate = (v: typeof NEW) => ({
  name: v.name ?? '',
  number: v.number?.trim() || undefined,
  type: v.type,
  engagedIndividualName: v.engagedIndividualName ?? '',
  engagedIndividualEmail: v.engagedIndividualEmail?.trim() || undefined,
});

/**
 * A new engaged entity with its first individual. The server's uniqueness errors (name or number
 * taken; an archived entity with that name: restore it) land on their fields.
 */
export function CreateEngagedEntityModal({
  onCreated,
  opened,
  onClose,
}: {
  onCreated?: (id: string) => void;
  opened?: boolean;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  // A failure no field takes (the server's field errors go on their fields).
  const [problem, setProblem] = useState<unknown>(null);
  const form = useAppForm({ schema: ZCreateEngagedEntity, defaultValues: NEW, toInput: toCreate });
  const [chosen, setChosen] = useState('');
  const [companyError, setCompanyError] = useState<string>();
  const companyId = useTargetCompany(chosen);
  const mutation = useCreateEngagedEntity();

  const submit = form.handleSubmit((input) => {
    if (!companyId) return setCompanyError(t('errors.required'));
    mutation.mutate(
      { companyId, input },
      {
        onSuccess: (created) => {
          notify.success(t('intermediaries.notify.created', { name: created.name }));
          close();
          onCreated?.(created.id);
        },
        onError: (e) => setProblem(form.applyServerErrors(e) ? null : e),
      },
    );
  });

  return (
    <AppModal
      title={t('intermediaries.form.createTitle')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={t('intermediaries.form.create')}
      busy={mutation.isPending}
    >
      {problem !== null && (
        <Alert color="red" role="alert">
          {errorMessage(t, problem)}
        </Alert>
      )}
      <CompanyChoice
        label={t('intermediaries.form.company')}
        value={chosen}
        onChange={(v) => {
          setChosen(v);
          setCompanyError(undefined);
        }}
        error={companyError}
      />
      <TextInput label={t('intermediaries.form.name')} required data-autofocus {...form.textProps('name')} />
      <TypeSelect value={form.values.type} onChange={(v) => form.setValue('type', v)} error={form.error('type')} />
      <TextInput label={t('intermediaries.form.number')} {...form.textProps('number')} />
      <TextInput
        label={t('intermediaries.form.individualName')}
        required
        {...form.textProps('engagedIndividualName')}
      />
      <TextInput
        label={t('intermediaries.form.individualEmail')}
        type="email"
        {...form.textProps('engagedIndividualEmail')}
      />
    </AppModal>
  );
}

/** Edits an entity's name, number and type. */
export function EditEngagedEntityModal({
  entity,
  opened,
  onClose,
}: {
  entity: TEngagedEntityDetail;
  opened?: boolean;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  // A failure no field takes (the server's field errors go on their fields).
  const [problem, setProblem] = useState<unknown>(null);
  const form = useAppForm({
    schema: ZUpdateEngagedEntity,
    defaultValues: { name: entity.name, number: entity.number ?? '', type: entity.type as string },
    toInput: (v) => ({ name: v.name ?? '', number: v.number?.trim() || null, type: v.type }),
  });
  const mutation = useUpdateEngagedEntity(entity.id);
  const submit = form.handleSubmit((input) =>
    mutation.mutate(input, {
      onSuccess: () => {
        notify.success(t('intermediaries.notify.updated', { name: input.name }));
        close();
      },
      onError: (e) => setProblem(form.applyServerErrors(e) ? null : e),
    }),
  );
  return (
    <AppModal
      title={t('intermediaries.form.editTitle')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={t('common.save')}
      busy={mutation.isPending}
    >
      {problem !== null && (
        <Alert color="red" role="alert">
          {errorMessage(t, problem)}
        </Alert>
      )}
      <TextInput label={t('intermediaries.form.name')} required data-autofocus {...form.textProps('name')} />
      <TypeSelect value={form.values.type} onChange={(v) => form.setValue('type', v)} error={form.error('type')} />
      <TextInput label={t('intermediaries.form.number')} {...form.textProps('number')} />
    </AppModal>
  );
}
