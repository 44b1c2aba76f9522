import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { SSO_REDIRECT_PARAM } from '@statera/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../../lib/safe-redirect.ts';
import { errorMessage } from '../../../../lib/translate-error.ts';
import { useSsoLogin } from '../api/sso-login.ts';

/**
 * /sso-login/{token}: where the provider round trip ends. Exchanges the one-time token for a session
 * and goes to the remembered page (ssoRedirect), else /.
 */
export function SsoLoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('auth.sso.signingIn')} · ${t('app.name')}`);
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useSsoLogin();
  const started = useRef(false);
  const target = safeRedirect(params.get(SSO_REDIRECT_PARAM));

  useEffect(() => {
    // The token works once: never send it twice (React runs effects twice in development).
    if (started.current) return;
    started.current = true;
    login.mutate(token, { onSuccess: () => navigate(target, { replace: true }) });
  }, [login, navigate, target, token]);

  if (login.isError) {
    return (
      <Stack gap="md">
        <Title order={2}>{t('auth.sso.failedTitle')}</Title>
        <Alert color="red" role="alert">
          {errorMessage(t, login.error)}
        </Alert>
        <Anchor component={Link} to="/login">
          {t('auth.sso.backToLogin')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Group gap="sm" justify="center" role="status">
      <Loader size="sm" />
      <Text>{t('auth.sso.signingIn')}</Text>
    </Group>
  );
}
