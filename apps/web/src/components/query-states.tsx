import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isPageError } from '../lib/api-error.ts';
import { errorMessage } from '../lib/translate-error.ts';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {label ?? t('app.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('common.loadFailed')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(t, error)}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Text c="dimmed">{children}</Text>
        {action}
      </Stack>
    </Center>
  );
}

/**
 * What a page shows while its query is not yet successful: a loader, or an error with retry.
 * 403/404 errors are thrown to the router so its error page answers.
 */
export function queryFallback(query: { isPending: boolean; error: unknown; refetch: () => unknown }): ReactNode {
  if (query.isPending) return <LoadingState />;
  if (isPageError(query.error)) throw query.error;
  return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
}
