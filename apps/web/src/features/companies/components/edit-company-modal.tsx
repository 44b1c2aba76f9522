import { TextInput } from '@mantine/core';
import { LIMITS, type TCompany, ZUpdateCompany } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useCompleteCompanyStep } from '../api/complete-company-step.ts';
import { useUpdateCompany } from '../api/update-company.ts';
import { SectorSelect } from './sector-select.tsx';

const ZEditCompanyDetails = ZUpdateCompany.pick({ name: true, sector: true });

export interface EditCompanyModalProps {
  company: TCompany;
  opened?: boolean;
  onClose?: () => void;
}

/**
 * The edit company details modal (spec §2, §5): name (required, at most 100 characters; locked for
 * the main company unless the server's editName ability allows it), sector, and the company number
 * shown read-only. Save stays disabled until something changed.
 */
export function EditCompanyModal({ company, opened, onClose }: EditCompanyModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const initial = { name: company.name, sector: company.sector ?? '' };
  const form = useAppForm({
    schema: ZEditCompanyDetails,
    defaultValues: initial,
    toInput: (v: typeof initial) => ({ name: v.name, sector: v.sector || null }),
  });
  const update = useUpdateCompany();
  const completeStep = useCompleteCompanyStep();
  const nameLocked = company.abilities.editName !== true;
  const changed = form.values.name.trim() !== initial.name || form.values.sector !== initial.sector;

  const submit = form.handleSubmit(async (data) => {
    try {
      await update.mutateAsync({
        id: company.id,
        body: { name: nameLocked ? company.name : data.name, sector: data.sector ?? null },
      });
      notify.success(t('notification.updateCompany'));
      close();
      void completeStep('set_company_details');
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error))) notify.error(error);
    }
  });

  return (
    <AppModal
      title={t('companies.edit.title')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={t('common.save')}
      submitDisabled={!changed}
      busy={update.isPending}
    >
      <TextInput
        label={t('companies.fields.name')}
        required={!nameLocked}
        maxLength={LIMITS.companyNameMax}
        readOnly={nameLocked}
        disabled={nameLocked}
        description={nameLocked ? t('companies.edit.nameLocked') : undefined}
        data-autofocus={nameLocked ? undefined : true}
        {...form.textProps('name')}
      />
      <SectorSelect
        value={form.values.sector}
        onChange={(v) => form.setValue('sector', v)}
        error={form.error('sector')}
      />
      <TextInput
        label={t('companies.fields.companyNumber')}
        value={company.companyNumber ?? company.number ?? ''}
        readOnly
        disabled
        description={t('companies.edit.numberReadOnly')}
      />
    </AppModal>
  );
}
