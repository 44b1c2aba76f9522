import { Text } from '@mantine/core';
import { type TUser, ZTransferManagedCompanies } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { StaffSelect } from '../../../components/staff-select.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useTransferManagedCompanies } from '../api/transfer-managed-companies.ts';

export interface TransferClientsModalProps {
  user: TUser;
  opened?: boolean;
  onClose?: () => void;
}

/** Hands every client a member of provider staff manages to another one (provider admins; transferManagedCompanies). */
export function TransferClientsModal({ user, opened, onClose }: TransferClientsModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const form = useAppForm({ schema: ZTransferManagedCompanies, defaultValues: { newManagerEmail: '' } });
  const transfer = useTransferManagedCompanies();
  const count = user.managedClientCount.active + user.managedClientCount.archived + user.managedClientCount.awaiting;
  const name = user.fullName.trim() || user.email;

  const submit = form.handleSubmit(async ({ newManagerEmail }) => {
    try {
      const { moved } = await transfer.mutateAsync({ id: user.id, newManagerEmail });
      notify.success(t('users.transferClients.done', { count: moved, name }));
      close();
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error))) notify.error(error);
    }
  });

  return (
    <AppModal
      title={t('users.transferClients.title', { name })}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={t('users.transferClients.submit')}
      submitDisabled={form.values.newManagerEmail === ''}
      busy={transfer.isPending}
    >
      <Text size="sm">{t('users.transferClients.text', { count, name })}</Text>
      <StaffSelect
        label={t('users.transferClients.newManager')}
        required
        value={form.values.newManagerEmail}
        onChange={(v) => form.setValue('newManagerEmail', v)}
        onBlur={() => form.blur('newManagerEmail')}
        error={form.error('newManagerEmail')}
        data-autofocus
      />
    </AppModal>
  );
}
