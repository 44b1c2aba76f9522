import { Alert, TextInput } from '@mantine/core';
import { type TUser, zEmail, zRequiredText } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import type { Authorize } from '../../../lib/use-authorization-token.ts';
import { useUpdateUser } from '../../../resources/users/update-user.ts';

const ZEditUser = z.object({ firstName: zRequiredText(100), lastName: zRequiredText(100), email: zEmail() });

export interface EditUserModalProps {
  user: Pick<TUser, 'id' | 'firstName' | 'lastName' | 'email' | 'fullName' | 'abilities'>;
  /** Password confirmation, asked when the email changes (the caller's useAuthorizationToken). */
  authorize: Authorize;
  opened?: boolean;
  onClose?: () => void;
}

/**
 * An admin corrects someone's names or sign-in email (spec §6); a new email is a sensitive change,
 * confirmed with the admin's password. Only the fields the server lets the viewer edit are offered.
 */
export function EditUserModal({ user, authorize, opened, onClose }: EditUserModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const [defaults] = useState(() => ({ firstName: user.firstName, lastName: user.lastName, email: user.email }));
  const form = useAppForm({ schema: ZEditUser, defaultValues: defaults });
  const save = useUpdateUser(user.id);
  const [failure, setFailure] = useState<unknown>(null);
  const canName = user.abilities.editName === true;
  const canEmail = user.abilities.editEmail === true;

  const submit = form.handleSubmit(async (data) => {
    const body = {
      ...(canName && data.firstName !== user.firstName ? { firstName: data.firstName } : {}),
      ...(canName && data.lastName !== user.lastName ? { lastName: data.lastName } : {}),
      ...(canEmail && data.email !== user.email ? { email: data.email } : {}),
    };
    setFailure(null);
    if (Object.keys(body).length === 0) return close();
    // Only an email change needs the password confirmation.
    const authorization = body.email
      ? await authorize({
          title: t('users.edit.title', { name: user.fullName }),
          description: t('users.confirmPassword'),
        })
      : undefined;
    if (authorization === null) return;
    save.mutate(
      { ...body, authorization },
      {
        onSuccess: () => {
          notify.success(t('users.edit.saved'));
          close();
        },
        onError: form.serverErrorsOr(setFailure),
      },
    );
  });

  return (
    <AppModal
      title={t('users.edit.title', { name: user.fullName })}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={t('common.save')}
      busy={save.isPending}
    >
      <TextInput label={t('users.edit.firstName')} required disabled={!canName} {...form.textProps('firstName')} />
      <TextInput label={t('users.edit.lastName')} required disabled={!canName} {...form.textProps('lastName')} />
      <TextInput
        label={t('users.edit.email')}
        type="email"
        required
        disabled={!canEmail}
        {...form.textProps('email')}
      />
      {failure !== null && (
        <Alert color="red" role="alert">
          {errorMessage(t, failure)}
        </Alert>
      )}
    </AppModal>
  );
}
