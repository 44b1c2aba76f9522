import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { LoadingState } from '../../../components/query-states.tsx';
import { LinkExpired } from '../components/link-expired.tsx';
import { PasswordChangeForm } from '../components/password-change-form.tsx';
import { useSignInWith } from '../hooks/use-sign-in-with.ts';

/** /password-change/{token}: the forced change after a CHANGE_PASSWORD_NEEDED login, then signed in. */
export function PasswordChangePage() {
  const { t } = useTranslation();
  const { token } = useParams();
  const email = (useLocation().state as { email?: string } | null)?.email;
  const [invalid, setInvalid] = useState(!token);
  const { signIn, pending } = useSignInWith();

  if (invalid || !token) {
    return (
      <LinkExpired
        title={t('auth.passwordChange.title')}
        action={{ to: '/login', label: t('auth.linkExpired.backToLogin') }}
      />
    );
  }
  if (pending) return <LoadingState label={t('auth.passwordChange.signingIn')} />;

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('auth.passwordChange.title')}</Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('auth.passwordChange.description')}
        </Text>
      </div>
      <PasswordChangeForm
        token={token}
        onChanged={(password) => void signIn(email, password)}
        onInvalidToken={() => setInvalid(true)}
      />
    </Stack>
  );
}
