import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A password link that was used or has expired, with the way forward. */
export function LinkExpired({ title, action }: { title: string; action: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <Alert color="yellow" role="alert">
        {t('auth.linkExpired.description')}
      </Alert>
      <Button component={Link} to={action.to}>
        {action.label}
      </Button>
    </Stack>
  );
}
