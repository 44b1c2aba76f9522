import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TMaintenanceWindow } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useCancelMaintenanceWindow } from '../api/cancel-maintenance-window.ts';
import { useMaintenanceWindows } from '../api/get-maintenance-windows.ts';
import { PlanWindowModal } from './plan-window-modal.tsx';

type WindowState = 'planned' | 'inProgress' | 'ended';
const STATE_COLORS: Record<WindowState, string> = { planned: 'blue', inProgress: 'orange', ended: 'gray' };

export function windowState(w: TMaintenanceWindow, now = Date.now()): WindowState {
  if (Date.parse(w.endsAt) <= now) return 'ended';
  return Date.parse(w.startsAt) <= now ? 'inProgress' : 'planned';
}

/** Maintenance windows for provider admins: plan one, cancel a planned one, end one in progress. */
export function MaintenanceWindowsPanel() {
  const { t } = useTranslation();
  const query = useMaintenanceWindows();
  const cancel = useCancelMaintenanceWindow();

  const confirmCancel = (w: TMaintenanceWindow) => {
    const state = windowState(w);
    modalStack.show(ConfirmModal, {
      title: t(`maintenance.windows.${state === 'inProgress' ? 'endTitle' : 'cancelTitle'}`),
      message: t('maintenance.windows.cancelText', { start: formatDateTime(w.startsAt) }),
      confirmLabel: t(`maintenance.windows.${state === 'inProgress' ? 'end' : 'cancel'}`),
      color: 'red',
      onConfirm: () =>
        cancel.mutateAsync(w.id).then(() => notify.success(t('maintenance.windows.cancelled')), notify.rethrow),
    });
  };

  const columns: DataTableColumn<TMaintenanceWindow>[] = [
    {
      key: 'startsAt',
      title: t('maintenance.windows.start'),
      primary: true,
      render: (w) => formatDateTime(w.startsAt),
    },
    { key: 'endsAt', title: t('maintenance.windows.ends'), render: (w) => formatDateTime(w.endsAt) },
    {
      key: 'state',
      title: t('maintenance.windows.state'),
      render: (w) => {
        const state = windowState(w);
        return <Badge color={STATE_COLORS[state]}>{t(`maintenance.windows.states.${state}`)}</Badge>;
      },
    },
    {
      key: 'message',
      title: t('maintenance.windows.message'),
      render: (w) => <Text size="sm">{w.message ?? t('maintenance.windows.noMessage')}</Text>,
    },
    {
      key: 'actions',
      title: t('maintenance.windows.actions'),
      render: (w) =>
        windowState(w) !== 'ended' && (
          <Button size="xs" color="red" variant="light" onClick={() => confirmCancel(w)}>
            {t(`maintenance.windows.${windowState(w) === 'inProgress' ? 'end' : 'cancel'}`)}
          </Button>
        ),
    },
  ];

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="maintenance-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="h4" id="maintenance-title">
              {t('maintenance.windows.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('maintenance.windows.description')}
            </Text>
          </Stack>
          <Button onClick={() => modalStack.show(PlanWindowModal, {})}>{t('maintenance.plan.open')}</Button>
        </Group>
        <DataTable
          label={t('maintenance.windows.title')}
          columns={columns}
          records={query.data}
          rowKey={(w) => w.id}
          loading={query.isPending}
          error={query.isError ? query.error : undefined}
          onRetry={() => void query.refetch()}
          emptyText={t('maintenance.windows.empty')}
        />
      </Stack>
    </Paper>
  );
}
