import { Center, Paper, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { authStore } from '../../lib/auth-store.ts';

/** Guest pages (login): a centred card under the product name. */
export function GuestLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Signed in from another tab: leave the guest page too.
  useEffect(
    () =>
      authStore.subscribe((session, _reason, external) => {
        if (session && external) navigate('/', { replace: true });
      }),
    [navigate],
  );
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="lg">
        <Stack gap={0} align="center">
          <Text component="p" fw={800} fz={32} c="teal.8" m={0}>
            {t('app.name')}
          </Text>
          <Text c="dimmed" size="sm">
            {t('app.tagline')}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          <Outlet />
        </Paper>
      </Stack>
    </Center>
  );
}
