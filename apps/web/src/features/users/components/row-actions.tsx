import { Button, Group } from '@mantine/core';
import type { TUserStatus } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { can } from '../../../lib/abilities.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useRejectInvitation } from '../api/reject-invitation.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { useRestoreUser } from '../api/restore-user.ts';

interface Props {
  user: { id: string; fullName: string; email: string; status: TUserStatus; abilities: Record<string, boolean> };
  size?: 'xs' | 'sm';
}

/**
 * The quick actions of a list row, as the server allows them: resend an invitation; send or turn
 * down the invitation an awaiting person asked for (provider admins); restore an archived person.
 */
export function RowActions({ user, size = 'xs' }: Props) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  const accept = useAcceptInvitation();
  const reject = useRejectInvitation();
  const restore = useRestoreUser();
  const name = user.fullName.trim() || user.email;

  const confirmReject = () =>
    modalStack.show(ConfirmModal, {
      title: t('users.invitation.rejectTitle'),
      message: t('users.invitation.rejectText', { name }),
      confirmLabel: t('users.invitation.reject'),
      color: 'red',
      onConfirm: () =>
        reject.mutateAsync(user.id).then(() => notify.successKey('rejectSendInvitationToAwaitingUser'), notify.rethrow),
    });

  const actions = [
    can(user, 'resendInvitation') && (
      <Button
        key="resend"
        size={size}
        variant="light"
        loading={resend.isPending}
        aria-label={t('users.invitation.resendNamed', { name })}
        onClick={() =>
          resend.mutate(user.id, { onSuccess: () => notify.successKey('resendInvitation'), onError: notify.error })
        }
      >
        {t('users.invitation.resend')}
      </Button>
    ),
    can(user, 'acceptInvitation') && (
      <Button
        key="accept"
        size={size}
        variant="light"
        color="teal"
        loading={accept.isPending}
        aria-label={t('users.invitation.acceptNamed', { name })}
        onClick={() =>
          accept.mutate(user.id, {
            onSuccess: () => notify.successKey('sendInvitationToAwaitingUser'),
            onError: notify.error,
          })
        }
      >
        {t('users.invitation.accept')}
      </Button>
    ),
    can(user, 'rejectInvitation') && (
      <Button
        key="reject"
        size={size}
        variant="subtle"
        color="red"
        aria-label={t('users.invitation.rejectNamed', { name })}
        onClick={confirmReject}
      >
        {t('users.invitation.reject')}
      </Button>
    ),
    user.abilities.restore && (
      <Button
        key="restore"
        size={size}
        variant="light"
        loading={restore.isPending}
        aria-label={t('users.actions.restoreNamed', { name })}
        onClick={() =>
          restore.mutate(user.id, {
            onSuccess: () => notify.success(t('users.actions.restored', { name })),
            onError: notify.error,
          })
        }
      >
        {t('users.actions.restore')}
      </Button>
    ),
  ].filter(Boolean);

  if (actions.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {actions}
    </Group>
  );
}
