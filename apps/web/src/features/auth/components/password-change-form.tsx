import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { ERROR_KEYS, ZPasswordChange } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, repeatPasswordErrors } from '../../../components/new-password-fields.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useChangePassword } from '../api/change-password.ts';
import { isPasswordFresh } from '../api/password-years-validation.ts';

interface Props {
  token: string;
  /** Called with the new password once it is saved. */
  onChanged: (password: string) => void;
  /** The token was refused (used or expired). */
  onInvalidToken: () => void;
}

const INITIAL = { oldPassword: '', password: '', passwordRepeat: '' };

/**
 * The forced password change: old password, a new one meeting the rules (shown live) and its
 * repetition. Before saving it asks the server whether the password was used within 4 years.
 */
export function PasswordChangeForm({ token, onChanged, onInvalidToken }: Props) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useAppForm({ schema: ZPasswordChange, defaultValues: INITIAL, crossCheck: repeatPasswordErrors });

  const onSubmit = form.handleSubmit(async (data) => {
    if (repeatPasswordErrors(form.values).passwordRepeat) return;
    setFailure(null);
    setChecking(true);
    try {
      if (!(await isPasswordFresh(token, data.password, 'change'))) {
        form.applyServerErrors({ password: 'errors.passwordUsedRecently' });
        return;
      }
    } catch (error) {
      if (error instanceof ApiError && error.error_key === ERROR_KEYS.tokenInvalid) return onInvalidToken();
      // The check is advisory: the save below enforces the same rule.
    } finally {
      setChecking(false);
    }
    change.mutate(
      { token, ...data },
      {
        onSuccess: () => onChanged(data.password),
        onError: (error) => {
          if (error instanceof ApiError && error.error_key === ERROR_KEYS.tokenInvalid) return onInvalidToken();
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
            form.applyServerErrors(error.fieldErrors);
          } else setFailure(error);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.passwordChange.title')}>
      <Stack gap="md">
        {failure !== null && (
          <Alert color="red" role="alert">
            {errorMessage(t, failure)}
          </Alert>
        )}
        <PasswordInput
          label={t('auth.passwordChange.oldPassword')}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
          {...form.textProps('oldPassword')}
        />
        <NewPasswordFields
          password={form.textProps('password')}
          repeat={form.textProps('passwordRepeat')}
          oldValue={form.values.oldPassword}
        />
        <Button type="submit" loading={checking || change.isPending} fullWidth>
          {t('auth.passwordChange.submit')}
        </Button>
      </Stack>
    </form>
  );
}
