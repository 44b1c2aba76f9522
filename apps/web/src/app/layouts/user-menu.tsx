import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { TUser } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/api/logout.ts';

function initials(user: TUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

/** The account menu in the header; logging out ends the session, which sends the app to /login. */
export function UserMenu({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('app.userMenu')}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="teal" radius="xl" size="md">
              {initials(user)}
            </Avatar>
            <div style={{ lineHeight: 1.2 }}>
              <Text size="sm" fw={600} visibleFrom="sm">
                {user.fullName}
              </Text>
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {user.company?.name ?? user.email}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('app.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
