import { Button } from '@mantine/core';
import type { TUser } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { usePromoteProviderAdmin, useRevokeProviderAdmin } from '../api/provider-roles.ts';
import { TransferClientsModal } from './transfer-clients-modal.tsx';

/** Resolves a mutation for a confirm modal: reports the failure and keeps the modal open. */
const reportFailure = (error: unknown) => {
  notify.error(error);
  throw error;
};

/** A provider admin's actions on provider staff: admin rights and handing over their clients. */
export function ProviderStaffActions({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const promote = usePromoteProviderAdmin();
  const revoke = useRevokeProviderAdmin();
  const can = (ability: string) => user.abilities[ability] === true;
  const name = user.fullName.trim() || user.email;
  const clients = user.managedClientCount.active + user.managedClientCount.archived + user.managedClientCount.awaiting;

  const confirm = (kind: 'promote' | 'revoke') =>
    modalStack.show(ConfirmModal, {
      title: t(`users.providerRole.${kind}Title`, { name }),
      message: t(`users.providerRole.${kind}Text`),
      confirmLabel: t(`users.providerRole.${kind}`),
      color: kind === 'revoke' ? 'red' : undefined,
      onConfirm: () =>
        (kind === 'promote' ? promote : revoke)
          .mutateAsync(user.id)
          .then(() => notify.success(t(`users.providerRole.${kind}Done`, { name })), reportFailure),
    });

  return (
    <>
      {can('promoteProviderAdmin') && (
        <Button variant="default" onClick={() => confirm('promote')}>
          {t('users.providerRole.promote')}
        </Button>
      )}
      {can('revokeProviderAdmin') && (
        <Button variant="default" onClick={() => confirm('revoke')}>
          {t('users.providerRole.revoke')}
        </Button>
      )}
      {can('transferManagedCompanies') && clients > 0 && (
        <Button variant="default" onClick={() => modalStack.show(TransferClientsModal, { user })}>
          {t('users.transferClients.open')}
        </Button>
      )}
    </>
  );
}
