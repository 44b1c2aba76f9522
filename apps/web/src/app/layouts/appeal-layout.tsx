import { AppShell, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { NotificationBar } from '../../components/layout/notification-bar.tsx';
import { LayoutServices } from './layout-services.tsx';

/**
 * The appeal layout (spec §2): contractors reach their appeal by key without an account, so the frame
 * is minimal: the product name, no navigation, no account menu.
 */
export function AppealLayout() {
  const { t } = useTranslation();
  // The worker's own account (issue 29) shares this frame.
  const workerPage = useLocation().pathname.startsWith('/worker-account');
  return (
    <AppShell header={{ height: 56 }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Text fw={800} fz="xl" c="teal.8">
            {t('app.name')}
          </Text>
          <Text c="dimmed" size="sm" visibleFrom="sm">
            {t(workerPage ? 'ui.layouts.workerTagline' : 'ui.layouts.appealTagline')}
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="gray.0" id="main-content">
        <NotificationBar />
        <Container size="md" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
      <LayoutServices />
    </AppShell>
  );
}
