import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { ERROR_KEYS, ZPasswordRecoverySet } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NewPasswordFields, repeatPasswordErrors } from '../../../components/new-password-fields.tsx';
import { ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useRecoveryToken, useSetRecoveredPassword } from '../api/password-recovery.ts';
import { isPasswordFresh } from '../api/password-years-validation.ts';
import { LinkExpired } from '../components/link-expired.tsx';
import { useSignInWith } from '../hooks/use-sign-in-with.ts';

const isTokenError = (e: unknown) =>
  e instanceof ApiError && (e.error_key === ERROR_KEYS.tokenInvalid || e.status === 404 || e.status === 400);

/** /password-recovery/{token}: sets a new password from the emailed link, then signs in. */
export function PasswordRecoveryTokenPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const link = useRecoveryToken(token);
  const save = useSetRecoveredPassword();
  const { signIn, pending } = useSignInWith();
  const [checking, setChecking] = useState(false);
  const [expired, setExpired] = useState(false);
  const form = useAppForm({
    schema: ZPasswordRecoverySet,
    defaultValues: { password: '', passwordRepeat: '' },
    crossCheck: repeatPasswordErrors,
  });

  if (expired || isTokenError(link.error)) {
    return (
      <LinkExpired
        title={t('auth.recovery.setTitle')}
        action={{ to: '/password-recovery', label: t('auth.linkExpired.requestNew') }}
      />
    );
  }
  if (link.isPending || pending) return <LoadingState />;
  if (link.isError) return <ErrorState error={link.error} onRetry={() => void link.refetch()} />;
  const email = link.data.email;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (repeatPasswordErrors(form.values).passwordRepeat) return;
    setChecking(true);
    try {
      if (!(await isPasswordFresh(token, password, 'recovery'))) {
        return form.applyServerErrors({ password: 'errors.passwordUsedRecently' });
      }
    } catch (error) {
      if (isTokenError(error)) return setExpired(true);
    } finally {
      setChecking(false);
    }
    save.mutate(
      { token, password },
      {
        onSuccess: () => void signIn(email, password),
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
            form.applyServerErrors(error.fieldErrors);
          } else if (isTokenError(error)) setExpired(true);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="recovery-set-title">
      <Stack gap="md">
        <div>
          <Title order={2} id="recovery-set-title">
            {t('auth.recovery.setTitle')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('auth.recovery.setDescription')}
          </Text>
        </div>
        {save.isError && !(save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length > 0) && (
          <Alert color="red" role="alert">
            {errorMessage(t, save.error)}
          </Alert>
        )}
        <TextInput label={t('auth.login.email')} value={email} readOnly autoComplete="username" />
        <NewPasswordFields password={form.textProps('password')} repeat={form.textProps('passwordRepeat')} />
        <Button type="submit" loading={checking || save.isPending} fullWidth>
          {t('auth.recovery.setSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
