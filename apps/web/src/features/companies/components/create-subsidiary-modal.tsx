import { TextInput } from '@mantine/core';
import { LIMITS, type TCreatedClient } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { useCreateClientForm } from '../hooks/use-create-client-form.ts';
import { SectorSelect } from './sector-select.tsx';

export interface CreateSubsidiaryModalProps {
  /** The client the subsidiary belongs to. */
  parentId: string;
  onCreated?: (created: TCreatedClient) => void;
  opened?: boolean;
  onClose?: () => void;
}

/**
 * The create-subsidiary modal (spec §5): name (required, at most 100), company number (required),
 * sector (optional), the admin's email (required) and the lead appeal manager's email. Create stays
 * disabled until something is filled in and while the call runs; server field errors land on
 * their fields.
 */
export function CreateSubsidiaryModal({ parentId, onCreated, opened, onClose }: CreateSubsidiaryModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const { form, submit, changed, busy } = useCreateClientForm({
    parentId,
    onCreated: (created) => {
      close();
      onCreated?.(created);
    },
  });
  const f = (key: string) => t(`companies.fields.${key}`);

  return (
    <AppModal
      title={t('companies.subsidiaries.createTitle')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={t('companies.subsidiaries.create')}
      submitDisabled={!changed || busy}
      busy={busy}
      size="lg"
    >
      <TextInput
        label={f('name')}
        required
        maxLength={LIMITS.companyNameMax}
        data-autofocus
        {...form.textProps('name')}
      />
      <TextInput label={f('companyNumber')} required {...form.textProps('companyNumber')} />
      <SectorSelect
        value={form.values.sector}
        onChange={(v) => form.setValue('sector', v)}
        onBlur={() => form.blur('sector')}
        error={form.error('sector')}
      />
      <TextInput
        label={f('subsidiaryAdminEmail')}
        description={f('subsidiaryAdminEmailHint')}
        required
        type="email"
        autoComplete="off"
        {...form.textProps('companyAdminEmail')}
      />
      <TextInput
        label={f('appealManagerEmail')}
        description={f('appealManagerEmailHint')}
        type="email"
        autoComplete="off"
        {...form.textProps('appealManagerEmail')}
      />
    </AppModal>
  );
}
