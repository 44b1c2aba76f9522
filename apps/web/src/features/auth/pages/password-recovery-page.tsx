import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { ZPasswordRecoveryRequest } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useRequestPasswordRecovery } from '../api/password-recovery.ts';

/** /password-recovery: asks for a recovery link and answers neutrally, account or not. */
export function PasswordRecoveryPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordRecovery();
  const form = useAppForm({ schema: ZPasswordRecoveryRequest, defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit((data) => request.mutate(data));

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Title order={2}>{t('auth.recovery.title')}</Title>
        <Alert color="teal" role="status">
          {t('auth.recovery.sent', { email: form.values.email.trim() })}
        </Alert>
        <Button component={Link} to="/login" variant="light">
          {t('auth.linkExpired.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="recovery-title">
      <Stack gap="md">
        <div>
          <Title order={2} id="recovery-title">
            {t('auth.recovery.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('auth.recovery.description')}
          </Text>
        </div>
        {request.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, request.error)}
          </Alert>
        )}
        <TextInput
          label={t('auth.login.email')}
          type="email"
          autoComplete="email"
          required
          {...form.textProps('email')}
        />
        <Button type="submit" loading={request.isPending} fullWidth>
          {t('auth.recovery.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('auth.linkExpired.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
