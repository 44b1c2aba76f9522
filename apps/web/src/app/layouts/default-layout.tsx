import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TUser } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLoaderData } from 'react-router';
import { NotificationBar } from '../../components/layout/notification-bar.tsx';
import { SkipLink } from '../../components/layout/skip-link.tsx';
import { AppealSetupPrompt } from '../../features/appeal-management/components/appeal-setup-prompt.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { MaintenanceBar } from '../../features/maintenance/components/maintenance-bar.tsx';
import { OnboardingModal } from '../../features/onboarding/components/onboarding-modal.tsx';
import { TermsModal } from '../../features/terms/components/terms-modal.tsx';
import { GuidanceUpdatePrompt } from '../../features/user-guidance/components/guidance-update-modal.tsx';
import { CurrentUserContext, useLiveCurrentUser } from '../../lib/current-user.ts';
import { useSessionWatcher } from '../use-session-watcher.ts';
import { LayoutServices } from './layout-services.tsx';
import { NavLinks } from './nav-links.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The signed-in shell: header with product name and user menu, navbar built from abilities (a burger
 * menu up to 768 px), the notification bar above the page.
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  const user = useLoaderData() as TUser;
  const [opened, { toggle, close }] = useDisclosure(false);
  useSessionWatcher(user.id);

  return (
    <CurrentUserContext value={user}>
      <SkipLink />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="lg"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('app.toggleNavigation')}
                aria-expanded={opened}
              />
              <Text component={Link} to="/" fw={800} fz="xl" c="teal.8" td="none">
                {t('app.name')}
              </Text>
              <Text c="dimmed" size="sm" visibleFrom="md">
                {t('app.tagline')}
              </Text>
            </Group>
            <UserMenu user={user} />
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm">
          <NavLinks user={user} onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main bg="gray.0" id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
          <NotificationBar>
            <MaintenanceBar />
          </NotificationBar>
          <Outlet />
        </AppShell.Main>
      </AppShell>
      <LayoutServices />
      <AccountPrompts />
    </CurrentUserContext>
  );
}

/** The terms of use come first; onboarding follows once they are accepted, then the guidance notice. */
function AccountPrompts() {
  const { user } = useLiveCurrentUser();
  const logout = useLogout();
  if (!user.isTermsVersionValid) return <TermsModal onLogout={() => logout.mutate()} logoutBusy={logout.isPending} />;
  return (
    <>
      <OnboardingModal />
      <AppealSetupPrompt user={user} />
      <GuidanceUpdatePrompt user={user} />
    </>
  );
}
