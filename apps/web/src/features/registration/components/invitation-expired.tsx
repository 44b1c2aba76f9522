import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The expired-link page of spec §2: the invitation was used, withdrawn or is too old. */
export function InvitationExpired() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2}>{t('registration.expired.title')}</Title>
      <Alert color="yellow" role="alert">
        {t('registration.expired.description')}
      </Alert>
      <Button component={Link} to="/login" variant="light">
        {t('registration.expired.toLogin')}
      </Button>
    </Stack>
  );
}
