import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { maintenanceMode } from '../../../lib/maintenance-mode.ts';
import { maintenanceQueryOptions } from '../api/get-maintenance.ts';

/**
 * Guest pages during a maintenance window (the guard has sent everyone to /login and ended their
 * sessions): /login shows the maintenance page above its form (provider admins still sign in to do
 * the maintenance); any other guest page is replaced by it. It checks again every 30 s and steps
 * aside once the window is over.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = useSyncExternalStore(maintenanceMode.subscribe, maintenanceMode.isActive);
  const query = useQuery({ ...maintenanceQueryOptions(), refetchInterval: active ? 30_000 : 5 * 60_000 });
  const current = query.data?.current ?? null;

  // Only an answer newer than the last sign of maintenance may end it.
  useEffect(() => {
    if (!query.isSuccess) return;
    if (current) maintenanceMode.set(true);
    else if (query.dataUpdatedAt > maintenanceMode.since()) maintenanceMode.set(false);
  }, [query.isSuccess, query.dataUpdatedAt, current]);

  useEffect(() => {
    if (active) void query.refetch();
  }, [active, query.refetch]);

  if (!active && !current) return children;
  const notice = (
    <Stack gap="md" role="region" aria-labelledby="maintenance-title">
      <Title order={2} id="maintenance-title">
        {t('maintenance.page.title')}
      </Title>
      <Alert color="orange" role="status">
        <Text size="sm">
          {current
            ? t('maintenance.page.until', { end: formatDateTime(current.endsAt) })
            : t('maintenance.page.description')}
        </Text>
        {current?.message && (
          <Text size="sm" mt={4}>
            {current.message}
          </Text>
        )}
      </Alert>
      <Button variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
        {t('maintenance.page.check')}
      </Button>
    </Stack>
  );
  if (pathname !== '/login') return notice;
  return (
    <Stack gap="xl">
      {notice}
      {children}
    </Stack>
  );
}
