import { NavLink, Stack } from '@mantine/core';
import type { TUser } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isNavItemActive, navigationFor } from './nav-items.ts';

/** Navigation built from the abilities the server sent with the user, never from the role. */
export function NavLinks({ user, onNavigate }: { user: TUser; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap={4} component="nav" aria-label={t('nav.main')}>
      {navigationFor(user).map((item) => {
        const active = isNavItemActive(item, pathname);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={t(item.label)}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
