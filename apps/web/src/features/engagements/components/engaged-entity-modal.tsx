import { Alert, Select, TextInput } from '@mantine/core';
import { ENGAGED_ENTITY_TYPES, type TEngagedEntity, ZCreateEngagedEntity } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
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

export interface EngagedEntityModalProps {
  companyId: string;
  onCreated: (entity: TEngagedEntity) => void;
  /** Controlled use; omitted when shown through modalStack. */
  opened?: boolean;
  onClose?: () => void;
}

/**
 * Adds an engaged entity (with its engaged individual) without leaving the engagement form. Open it
 * with `modalStack.show(EngagedEntityModal, { companyId, onCreated })`: Enter submits, Escape closes.
 */
export function EngagedEntityModal({ companyId, onCreated, opened, onClose }: EngagedEntityModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const form = useAppForm({ schema: ZCreateEngagedEntity, defaultValues: EMPTY, toInput });
  const mutation = useCreateEngagedEntity(companyId);
  const l = (k: string) => t(`engagements.entity.${k}`);

  const submit = form.handleSubmit((data) =>
    mutation.mutate(data, {
      onSuccess: (created) => {
        close();
        onCreated(created);
      },
      onError: (e) => form.applyServerErrors(e),
    }),
  );

  return (
    <AppModal
      title={l('title')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={l('submit')}
      busy={mutation.isPending}
    >
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
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput label={l('number')} {...form.textProps('number')} />
      <TextInput label={l('individualName')} required {...form.textProps('engagedIndividualName')} />
      <TextInput label={l('individualEmail')} type="email" {...form.textProps('engagedIndividualEmail')} />
    </AppModal>
  );
}
