import { Badge, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { PERMISSIONS, type TUser } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { usePermissions } from '../api/get-permissions.ts';

/**
 * What the person may do, as the server answers GET /api/users/{id}/permissions for the whole
 * catalogue; permissions their group blocks are marked.
 */
export function PermissionsPanel({ user }: { user: Pick<TUser, 'id' | 'blockedPermissions'> }) {
  const { t } = useTranslation();
  const query = usePermissions(user.id, PERMISSIONS);
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} fz="h4" mb="md">
        {t('users.permissions.title')}
      </Title>
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {PERMISSIONS.map((p) => {
            const granted = query.data.permissions[p] === true;
            const blocked = user.blockedPermissions.includes(p);
            return (
              <Group key={p} component="li" gap="xs" wrap="nowrap">
                <Badge size="sm" variant="light" color={granted ? 'teal' : 'gray'} miw={70}>
                  {granted ? t('users.permissions.granted') : t('users.permissions.notGranted')}
                </Badge>
                <Text size="sm" c={granted ? undefined : 'dimmed'}>
                  {t(`users.permissions.names.${p.replace('.', '_')}`, { defaultValue: p })}
                  {blocked && ` · ${t('users.permissions.blocked')}`}
                </Text>
              </Group>
            );
          })}
        </SimpleGrid>
      )}
    </Paper>
  );
}
