import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { TermsNotice } from '../../../components/terms-notice.tsx';
import type { useAppForm } from '../../../lib/form/use-app-form.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import type { ZRegistrationProfile } from '../registration-schema.ts';

export interface ProfileValues extends Record<string, string> {
  email: string;
  firstName: string;
  lastName: string;
  position: string;
  phone: string;
  password: string;
  passwordRepeat: string;
  /** 'true' when ticked (form values are strings). */
  marketingApproval: string;
}

export type ProfileForm = ReturnType<typeof useAppForm<typeof ZRegistrationProfile, ProfileValues>>;

interface Props {
  form: ProfileForm;
  companyName: string | null;
  busy: boolean;
  /** A failure that is not about one field. */
  error: unknown;
  onSubmit: () => void;
  /** Back to the tax-number step, when there is one. */
  onBack?: () => void;
}

/** The invited user's profile, password (rules shown live) and marketing consent. */
export function ProfileStep({ form, companyName, busy, error, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-labelledby="registration-title"
    >
      <Stack gap="md">
        <div>
          <Title order={2} id="registration-title">
            {t('registration.profile.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {companyName
              ? t('registration.profile.descriptionCompany', { company: companyName })
              : t('registration.profile.description')}
          </Text>
        </div>
        {error !== null && (
          <Alert color="red" role="alert">
            {errorMessage(t, error)}
          </Alert>
        )}
        <TextInput
          label={t('registration.profile.email')}
          readOnly
          autoComplete="username"
          {...form.textProps('email')}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('registration.profile.firstName')}
            autoComplete="given-name"
            required
            {...form.textProps('firstName')}
          />
          <TextInput
            label={t('registration.profile.lastName')}
            autoComplete="family-name"
            required
            {...form.textProps('lastName')}
          />
        </Group>
        <TextInput
          label={t('registration.profile.position')}
          autoComplete="organization-title"
          {...form.textProps('position')}
        />
        <TextInput label={t('registration.profile.phone')} type="tel" autoComplete="tel" {...form.textProps('phone')} />
        <NewPasswordFields password={form.textProps('password')} repeat={form.textProps('passwordRepeat')} />
        <Checkbox
          label={t('registration.profile.marketingApproval')}
          checked={form.values.marketingApproval === 'true'}
          onChange={(e) => form.setValue('marketingApproval', e.currentTarget.checked ? 'true' : '')}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t('registration.profile.submit')}
        </Button>
        <TermsNotice i18nKey="registration.termsNotice" />
        {onBack && (
          <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
            {t('registration.profile.back')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
