import { Text } from '@mantine/core';
import { type TCompany, ZChangeCompanyManager } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { StaffSelect } from '../../../components/staff-select.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useChangeManager } from '../api/change-manager.ts';

export interface ChangeManagerModalProps {
  company: TCompany;
  opened?: boolean;
  onClose?: () => void;
}

/** Hands a client (with its subsidiaries) to another provider user; provider admins only (changeManager). */
export function ChangeManagerModal({ company, opened, onClose }: ChangeManagerModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const initial = { newManagerEmail: company.manager?.email ?? '' };
  const form = useAppForm({ schema: ZChangeCompanyManager, defaultValues: initial });
  const change = useChangeManager();
  const changed = form.values.newManagerEmail !== initial.newManagerEmail;

  const submit = form.handleSubmit(async ({ newManagerEmail }) => {
    try {
      await change.mutateAsync({ id: company.id, newManagerEmail });
      notify.success(t('notification.changeManager'));
      close();
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error))) notify.error(error);
    }
  });

  return (
    <AppModal
      title={t('companies.manager.changeTitle', { name: company.name })}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={t('common.save')}
      submitDisabled={!changed}
      busy={change.isPending}
    >
      <Text size="sm">{t('companies.manager.changeText')}</Text>
      <StaffSelect
        label={t('companies.manager.newManager')}
        required
        initial={company.manager}
        value={form.values.newManagerEmail}
        onChange={(v) => form.setValue('newManagerEmail', v)}
        onBlur={() => form.blur('newManagerEmail')}
        error={form.error('newManagerEmail')}
        data-autofocus
      />
    </AppModal>
  );
}
