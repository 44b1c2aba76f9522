import { Alert, Button, Divider, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { useAppForm } from '../../../../lib/form/use-app-form.ts';
import { errorMessage, translateKey } from '../../../../lib/translate-error.ts';
import { lazySsoNameSchema } from '../../lazy-login-schemas.ts';
import { useStartSso } from '../api/get-sso-redirect-link.ts';

interface Props {
  /** The provider of a customer login path (/login/{provider}): its sign-in starts at once. */
  provider?: string;
  /** The path to come back to after signing in. */
  redirect?: string | null;
  /** Why the last single sign-on failed (an error key from the ssoError parameter). */
  error?: string | null;
}

/**
 * Single sign-on on the login page: "Sign in with single sign-on" asks for the organisation's
 * sign-in name (spec §2); a customer login path names the provider and goes there directly,
 * unless it just came back with an error.
 */
export function SsoSignIn({ provider, redirect, error }: Props) {
  const { t } = useTranslation();
  const start = useStartSso();
  const [open, setOpen] = useState(Boolean(provider || error));
  const form = useAppForm({ schema: lazySsoNameSchema, defaultValues: { name: provider ?? '' } });
  const autoStarted = useRef(false);

  useEffect(() => {
    if (!provider || error || autoStarted.current) return;
    autoStarted.current = true;
    start.mutate({ name: provider, redirect });
  }, [provider, error, redirect, start]);

  const failure = start.error
    ? start.error instanceof ApiError && start.error.status === 404
      ? t('auth.sso.unknownProvider')
      : errorMessage(t, start.error)
    : error
      ? translateKey(t, error, 'errors.ssoFailed')
      : null;
  // Waiting for the provider's page: from the request until the browser leaves.
  const leaving = start.isPending || start.isSuccess;

  if (provider && leaving) {
    return (
      <Group gap="sm" justify="center" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('auth.sso.redirecting')}</Text>
      </Group>
    );
  }

  const onSubmit = form.handleSubmit((data) => start.mutate({ name: data.name, redirect }));

  return (
    <Stack gap="md">
      <Divider label={t('auth.sso.or')} labelPosition="center" />
      {failure && (
        <Alert color="red" role="alert" title={t('auth.sso.failedTitle')}>
          {failure}
        </Alert>
      )}
      {open ? (
        <form onSubmit={onSubmit} noValidate aria-label={t('auth.sso.title')}>
          <Stack gap="sm">
            <TextInput
              label={t('auth.sso.name')}
              description={t('auth.sso.nameHint')}
              autoComplete="organization"
              required
              {...form.textProps('name')}
            />
            <Button type="submit" variant="light" loading={leaving} fullWidth>
              {t('auth.sso.continue')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Button variant="default" fullWidth onClick={() => setOpen(true)}>
          {t('auth.sso.start')}
        </Button>
      )}
    </Stack>
  );
}
