import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TermsNotice } from '../../../components/terms-notice.tsx';
import type { useAppForm } from '../../../lib/form/use-app-form.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import type { ZConfirmStep } from '../registration-schema.ts';

export type ConfirmForm = ReturnType<typeof useAppForm<typeof ZConfirmStep, { password: string }>>;

interface Props {
  form: ConfirmForm;
  email: string;
  companyName: string | null;
  busy: boolean;
  error: unknown;
  onSubmit: () => void;
  onBack?: () => void;
}

/** An invitation sent to an existing account: accepted with the account's current password. */
export function ConfirmAccountStep({ form, email, companyName, busy, error, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-labelledby="confirm-title"
    >
      <Stack gap="md">
        <div>
          <Title order={2} id="confirm-title">
            {t('registration.confirm.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('registration.confirm.description', { company: companyName ?? '' })}
          </Text>
        </div>
        {error !== null && (
          <Alert color="red" role="alert">
            {errorMessage(t, error)}
          </Alert>
        )}
        <TextInput label={t('registration.profile.email')} value={email} readOnly autoComplete="username" />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
          {...form.textProps('password')}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t('registration.confirm.submit')}
        </Button>
        <TermsNotice i18nKey="registration.confirmTermsNotice" />
        {onBack && (
          <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
            {t('registration.profile.back')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
