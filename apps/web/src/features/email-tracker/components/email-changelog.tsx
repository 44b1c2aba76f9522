import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useEmailChangelogs } from '../api/get-email-changelogs.ts';

/** The addresses corrected on the engagement's failed emails, newest first (GET email-changelogs). */
export function EmailChangelog({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation();
  const query = useEmailChangelogs(engagementId);
  return (
    <Stack gap="xs" component="section" aria-label={t('emailTracker.changelog.title')}>
      <Title order={2} fz="h4">
        {t('emailTracker.changelog.title')}
      </Title>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>{t('emailTracker.changelog.empty')}</EmptyState>
      ) : (
        <Stack gap="xs" role="list">
          {query.data.data.map((c) => (
            <Paper key={c.id} withBorder p="xs" radius="md" role="listitem">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('emailTracker.changelog.change', { oldEmail: c.oldEmail, newEmail: c.newEmail })}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {c.subject} · {formatDateTime(c.dateCreated)}
                {c.changedBy ? ` · ${t('emailTracker.changelog.by', { name: c.changedBy.name })}` : ''}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
