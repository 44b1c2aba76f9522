import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryFallback } from '../../../components/query-states.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useUser } from '../../../resources/users/get-user.ts';
import { PermissionsPanel } from '../components/permissions-panel.tsx';
import { SeatSwapPanel } from '../components/seat-swap-panel.tsx';
import { UserActions } from '../components/user-actions.tsx';
import { UserProfileCard } from '../components/user-profile-card.tsx';

/** /users/{id}: the profile card, the actions the viewer may take, the person's permissions and engagement seats. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const viewer = useCurrentUser();
  const query = useUser(id);
  if (!query.data) return queryFallback(query);
  const user = query.data;
  const backToList = viewer.abilities.viewUsers || viewer.abilities.viewCompanyUsers;

  return (
    <Stack gap="md">
      <PageHeader
        title={user.fullName.trim() || user.email}
        above={
          backToList && (
            <Anchor component={Link} to="/users" size="sm">
              {t('users.detail.back')}
            </Anchor>
          )
        }
        actions={<UserActions user={user} />}
      />
      <UserProfileCard user={user} />
      {user.abilities.viewPermissions && <PermissionsPanel user={user} />}
      {user.abilities.swapEngagementSeats && <SeatSwapPanel user={user} />}
    </Stack>
  );
}
