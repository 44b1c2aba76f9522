import { Alert, Radio, Stack, Text } from '@mantine/core';
import { OLD_ADMIN_NEW_ROLES, type TOldAdminNewRole, type TUser } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import type { Authorize } from '../../../lib/use-authorization-token.ts';
import { usePromoteForAdmin } from '../api/promote-for-admin.ts';

export interface PromoteAdminModalProps {
  user: Pick<TUser, 'id' | 'fullName' | 'companyId' | 'company'>;
  /** Password confirmation for the sensitive change (the caller's useAuthorizationToken). */
  authorize: Authorize;
  opened?: boolean;
  onClose?: () => void;
}

/**
 * Makes the person their company's admin. A company has one admin at a time (spec §6), so the
 * current admin's new role is chosen first: approver, specialist or archived.
 */
export function PromoteAdminModal({ user, authorize, opened, onClose }: PromoteAdminModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const [oldAdminNewRole, setOldAdminNewRole] = useState<TOldAdminNewRole | ''>('');
  const [submitted, setSubmitted] = useState(false);
  const promote = usePromoteForAdmin(user.companyId ?? '', user.id);

  const submit = async () => {
    setSubmitted(true);
    if (oldAdminNewRole === '') return;
    const authorization = await authorize({
      title: t('users.promote.title', { name: user.fullName }),
      description: t('users.confirmPassword'),
    });
    if (!authorization) return;
    promote.mutate(
      { oldAdminNewRole, authorization },
      {
        onSuccess: () => {
          notify.success(t('users.promote.done', { name: user.fullName }));
          close();
        },
      },
    );
  };

  return (
    <AppModal
      title={t('users.promote.title', { name: user.fullName })}
      opened={opened}
      onClose={close}
      onSubmit={() => void submit()}
      submitLabel={t('users.promote.submit')}
      busy={promote.isPending}
    >
      <Text size="sm">{t('users.promote.text', { company: user.company?.name ?? '' })}</Text>
      <Radio.Group
        label={t('users.promote.oldAdminNewRole')}
        value={oldAdminNewRole}
        onChange={(v) => setOldAdminNewRole(v as TOldAdminNewRole)}
        error={submitted && oldAdminNewRole === '' ? t('errors.required') : undefined}
        required
      >
        <Stack gap="xs" mt="xs">
          {OLD_ADMIN_NEW_ROLES.map((role) => (
            <Radio key={role} value={role} label={t(`users.promote.becomes.${role}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {promote.isError && (
        <Alert color="red" role="alert">
          {errorMessage(t, promote.error)}
        </Alert>
      )}
    </AppModal>
  );
}
