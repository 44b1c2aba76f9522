import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TUser } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailList } from '../../../components/detail-list.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { UserAvatar } from './user-avatar.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

/** The person at a glance: picture, name, contact details, company, role and status. */
export function UserProfileCard({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const dash = '—';
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="lg">
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <UserAvatar user={user} size={84} />
          <Stack gap={4} miw={0}>
            <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {user.fullName.trim() || user.email}
            </Text>
            <Text c="dimmed">{user.position ?? ''}</Text>
            <Group gap="xs">
              <UserStatusBadge status={user.status} />
              <Badge variant="outline" color="gray">
                {t(`users.role.${user.role}`)}
              </Badge>
              {user.amRole !== 'none' && (
                <Badge variant="outline" color="grape">
                  {t(`users.amRole.${user.amRole}`)}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <DetailList
          cols={3}
          items={[
            { label: t('users.profile.email'), value: <Anchor href={`mailto:${user.email}`}>{user.email}</Anchor> },
            { label: t('users.profile.phone'), value: user.phone ?? dash },
            { label: t('users.profile.position'), value: user.position || dash },
            { label: t('users.profile.company'), value: user.company?.name ?? dash },
            {
              label: t('users.profile.companyRole'),
              value: user.companyRole ? t(`users.companyRole.${user.companyRole}`) : dash,
            },
            { label: t('users.profile.appealRole'), value: t(`users.amRole.${user.amRole}`) },
            { label: t('users.profile.dateCreated'), value: formatDate(user.dateCreated) },
            {
              label: t('users.profile.lastLogin'),
              value: user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('users.profile.never'),
            },
            {
              label: t('users.profile.inviter'),
              value: user.inviter ? (
                <Text size="sm" component="span">
                  {user.inviter.name} ({user.inviter.email})
                </Text>
              ) : (
                dash
              ),
            },
            {
              label: t('users.profile.seats'),
              value: t('users.profile.seatsValue', {
                answerer: user.engagementAsAnswererCount,
                approver: user.engagementAsApproverCount,
              }),
            },
          ]}
        />
        {user.managedCompanies.length > 0 && (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('users.profile.managedCompanies')}
            </Text>
            <Group gap="xs">
              {user.managedCompanies.map((c) => (
                <Anchor key={c.id} component={Link} to={`/clients/${c.id}`} size="sm">
                  {c.name}
                </Anchor>
              ))}
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
