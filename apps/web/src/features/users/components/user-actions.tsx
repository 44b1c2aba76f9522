import { Button, Group } from '@mantine/core';
import type { TUser } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useAuthorizationToken } from '../../../lib/use-authorization-token.ts';
import { useArchiveUser } from '../api/archive-user.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useForcePasswordReset } from '../api/force-password-reset.ts';
import { useRestoreUser } from '../api/restore-user.ts';
import { AmRoleModal } from './am-role-modal.tsx';
import { DegradeAdminModal } from './degrade-admin-modal.tsx';
import { EditUserModal } from './edit-user-modal.tsx';
import { PromoteAdminModal } from './promote-admin-modal.tsx';
import { ProviderStaffActions } from './provider-staff-actions.tsx';
import { RowActions } from './row-actions.tsx';
import { SwapRoleModal } from './swap-role-modal.tsx';

/** Resolves a mutation for a confirm modal: reports the failure and keeps the modal open. */
const reportFailure = (error: unknown) => {
  notify.error(error);
  throw error;
};

/** The actions the server allows the viewer on this person (abilities), each behind its modal. */
export function UserActions({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const archive = useArchiveUser();
  const restore = useRestoreUser();
  const remove = useDeleteUser();
  const forceReset = useForcePasswordReset();
  // Asked here, inside the signed-in layout, and handed to the modals (they render in the modal host).
  const authorize = useAuthorizationToken();
  const can = (ability: string) => user.abilities[ability] === true;
  const name = user.fullName.trim() || user.email;

  const confirmArchive = () =>
    modalStack.show(ConfirmModal, {
      title: t('users.actions.archiveTitle', { name }),
      message: t('users.actions.archiveText'),
      confirmLabel: t('users.actions.archive'),
      color: 'red',
      onConfirm: () =>
        archive.mutateAsync(user.id).then(() => notify.success(t('users.actions.archived', { name })), reportFailure),
    });
  const confirmDelete = () =>
    modalStack.show(ConfirmModal, {
      title: t('users.actions.deleteTitle', { name }),
      message: t('users.actions.deleteText'),
      confirmLabel: t('users.actions.delete'),
      color: 'red',
      onConfirm: () =>
        remove.mutateAsync(user.id).then(() => {
          notify.success(t('users.actions.deleted', { name }));
          navigate('/users', { replace: true });
        }, reportFailure),
    });

  const confirmForceReset = () =>
    modalStack.show(ConfirmModal, {
      title: t('users.forceReset.title', { name }),
      message: t('users.forceReset.text'),
      confirmLabel: t('users.forceReset.submit'),
      onConfirm: () =>
        forceReset
          .mutateAsync(user.id)
          .then(() => notify.success(t('users.forceReset.done', { count: 1, name })), reportFailure),
    });

  return (
    <Group gap="sm">
      {!can('editProfile') && (can('editName') || can('editEmail')) && (
        <Button variant="default" onClick={() => modalStack.show(EditUserModal, { user, authorize })}>
          {t('users.actions.edit')}
        </Button>
      )}
      {can('changeRole') && (
        <Button variant="default" onClick={() => modalStack.show(SwapRoleModal, { user, authorize })}>
          {t('users.actions.swapRole')}
        </Button>
      )}
      {can('promoteForAdmin') && (
        <Button variant="default" onClick={() => modalStack.show(PromoteAdminModal, { user, authorize })}>
          {t('users.actions.promote')}
        </Button>
      )}
      {can('degradeToMember') && (
        <Button variant="default" onClick={() => modalStack.show(DegradeAdminModal, { user, authorize })}>
          {t('users.actions.degrade')}
        </Button>
      )}
      {can('changeAmRole') && (
        <Button variant="default" onClick={() => modalStack.show(AmRoleModal, { user })}>
          {t('users.actions.amRole')}
        </Button>
      )}
      <ProviderStaffActions user={user} />
      {can('forcePasswordReset') && (
        <Button variant="default" onClick={confirmForceReset}>
          {t('users.forceReset.open')}
        </Button>
      )}
      <RowActions user={{ ...user, abilities: { ...user.abilities, restore: false } }} size="sm" />
      {can('restore') && (
        <Button
          variant="light"
          loading={restore.isPending}
          onClick={() =>
            restore.mutate(user.id, {
              onSuccess: () => notify.success(t('users.actions.restored', { name })),
              onError: notify.error,
            })
          }
        >
          {t('users.actions.restore')}
        </Button>
      )}
      {can('archive') && (
        <Button color="red" variant="light" onClick={confirmArchive}>
          {t('users.actions.archive')}
        </Button>
      )}
      {can('delete') && (
        <Button color="red" variant="subtle" onClick={confirmDelete}>
          {t('users.actions.delete')}
        </Button>
      )}
    </Group>
  );
}
