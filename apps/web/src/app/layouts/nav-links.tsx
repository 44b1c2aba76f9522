import { NavLink, Stack } from '@mantine/core';
import type { TUser } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

interface Item {
  to: string;
  label: string;
  ability: string;
  exact?: boolean;
}

/** Navigation built from the abilities the server sent with the user, never from the role. */
export function NavLinks({ user, onNavigate }: { user: TUser; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items: Item[] = [
    { to: '/engagements', label: t('nav.engagements'), ability: 'viewEngagements' },
    { to: '/engagements/create', label: t('nav.createEngagement'), ability: 'createEngagement', exact: true },
  ];
  const isActive = (item: Item) =>
    item.exact
      ? pathname === item.to
      : (pathname === item.to || pathname.startsWith(`${item.to}/`)) &&
        !items.some((o) => o.exact && pathname === o.to);

  return (
    <Stack gap={4} component="nav" aria-label={t('nav.main')}>
      {items
        .filter((item) => user.abilities[item.ability])
        .map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={isActive(item)}
            aria-current={isActive(item) ? 'page' : undefined}
            onClick={onNavigate}
          />
        ))}
    </Stack>
  );
}
