import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useEntityAppeals } from '../api/get-entity-appeals.ts';

/**
 * The entity's appeals. The appeals API answers this list once appeals exist on the platform; until
 * then (404) the tab says that appeals will appear here.
 */
export function EntityAppealsTab({ entityId }: { entityId: string }) {
  const { t } = useTranslation();
  const query = useEntityAppeals(entityId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const appeals = query.data;
  if (!appeals || appeals.length === 0) return <EmptyState>{t('intermediaries.appeals.empty')}</EmptyState>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {appeals.map((a) => (
        <Paper component="li" key={a.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap">
            <Anchor component={Link} to={`/appeals/${a.id}`} fw={600}>
              {a.engagement?.engagedIndividualName ?? t('intermediaries.appeals.appeal')}
            </Anchor>
            <Badge variant="outline">{a.status}</Badge>
          </Group>
          {a.dateStarted && (
            <Text size="sm" c="dimmed">
              {t('intermediaries.appeals.started', { date: formatDate(a.dateStarted) })}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
