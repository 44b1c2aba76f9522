import { Box, Center, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { NotificationBar } from '../../components/layout/notification-bar.tsx';
import { MaintenanceBar } from '../../features/maintenance/components/maintenance-bar.tsx';
import { MaintenanceGate } from '../../features/maintenance/components/maintenance-gate.tsx';
import { authStore } from '../../lib/auth-store.ts';
import { LayoutServices } from './layout-services.tsx';

/** A centred card under the product name: the frame of the guest and client layouts. */
export function CardFrame({ children, brand }: { children: ReactNode; brand?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0">
      <NotificationBar>
        <MaintenanceBar />
      </NotificationBar>
      <Center component="main" id="main-content" p="md" pt={48}>
        <Stack w="100%" maw={420} gap="lg">
          <Stack gap={0} align="center">
            {brand ?? (
              <Text component="p" fw={800} fz={32} c="var(--mantine-primary-color-8)" m={0}>
                {t('app.name')}
              </Text>
            )}
            <Text c="dimmed" size="sm">
              {t('app.tagline')}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p="xl" radius="lg">
            {children}
          </Paper>
        </Stack>
      </Center>
      <LayoutServices />
    </Box>
  );
}

/** Guest pages (login, registration, password recovery). */
export function GuestLayout() {
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
    <CardFrame>
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
    </CardFrame>
  );
}
