import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { ZLogin } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useLogin } from '../api/login.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useZodForm(ZLogin, { email: '', password: '' });

  const onSubmit = form.handleSubmit((data) => {
    setNotice(null);
    login.mutate(data, {
      onSuccess: (res) => {
        if (res.status === 'OK') navigate(safeRedirect(params.get('redirect')), { replace: true });
        else if (res.status === 'CHANGE_PASSWORD_NEEDED') setNotice(t('auth.login.passwordChangeNeeded'));
        else setNotice(t('auth.login.verificationNeeded'));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <div>
          <Title order={2} id="login-title">
            {t('auth.login.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('auth.login.subtitle')}
          </Text>
        </div>
        {login.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, login.error)}
          </Alert>
        )}
        {notice && (
          <Alert color="yellow" role="status">
            {notice}
          </Alert>
        )}
        <TextInput
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          required
          {...form.textProps('email')}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
          required
          {...form.textProps('password')}
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
