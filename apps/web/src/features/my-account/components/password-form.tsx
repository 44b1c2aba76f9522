import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type TUser, ZPasswordChange } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useAuthorizationToken } from '../../../lib/use-authorization-token.ts';
import { useUpdateUser } from '../../../resources/users/update-user.ts';
import { isPasswordFreshForMe } from '../api/password-years-validation.ts';

const INITIAL = { oldPassword: '', password: '', passwordRepeat: '' };

/** The repetition must match the new password (checked beside the schema, on the repeat field). */
export function repeatMismatch(values: typeof INITIAL): Record<string, string> {
  if (values.passwordRepeat === '') return { passwordRepeat: 'errors.required' };
  return values.password === values.passwordRepeat ? {} : { passwordRepeat: 'myAccount.password.repeatMismatch' };
}

/**
 * Password change: the current password, a new one meeting the rules (ticked live) and its
 * repetition. The server first says whether the new one was used within 4 years; then the password
 * modal confirms the change and the new password is saved with the authorization token.
 */
export function PasswordForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const form = useAppForm({ schema: ZPasswordChange, defaultValues: INITIAL, crossCheck: repeatMismatch });
  const save = useUpdateUser(user.id);
  const authorize = useAuthorizationToken();
  const [checking, setChecking] = useState(false);

  const submit = form.handleSubmit(async (data) => {
    if (repeatMismatch(form.values).passwordRepeat) return;
    setChecking(true);
    try {
      if (!(await isPasswordFreshForMe(user.id, data.password))) {
        form.applyServerErrors({ password: 'errors.passwordUsedRecently' });
        return;
      }
    } catch {
      // Advisory only: the save below enforces the same rule.
    } finally {
      setChecking(false);
    }
    const authorization = await authorize({
      title: t('myAccount.password.confirmTitle'),
      description: t('myAccount.password.confirmText'),
    });
    if (!authorization) return;
    save.mutate(
      { oldPassword: data.oldPassword, password: data.password, authorization },
      {
        onSuccess: () => {
          form.reset();
          notify.success(t('myAccount.password.saved'));
        },
        onError: form.serverErrorsOr(notify.error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('myAccount.password.title')}>
      <Stack gap="sm" maw={480}>
        <PasswordInput
          label={t('myAccount.password.old')}
          autoComplete="current-password"
          required
          {...form.passwordProps('oldPassword')}
        />
        <NewPasswordFields
          password={form.textProps('password')}
          repeat={form.textProps('passwordRepeat')}
          oldValue={form.values.oldPassword}
        />
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={checking || save.isPending}>
          {t('myAccount.password.save')}
        </Button>
      </Group>
    </form>
  );
}
