import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TUser } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLoaderData } from 'react-router';
import { CurrentUserContext } from '../../lib/current-user.ts';
import { useSessionWatcher } from '../use-session-watcher.ts';
import { NavLinks } from './nav-links.tsx';
import { UserMenu } from './user-menu.tsx';

/** The signed-in shell: header with product name and user menu, navbar built from abilities. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const user = useLoaderData() as TUser;
  const [opened, { toggle, close }] = useDisclosure(false);
  useSessionWatcher(user.id);

  return (
    <CurrentUserContext value={user}>
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
        <AppShell.Main bg="gray.0">
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </CurrentUserContext>
  );
}
