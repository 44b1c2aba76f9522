import { Alert, Select, SimpleGrid, Switch, Textarea } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { TIME_LIMITS } from '@statera/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { useCalendarLabels } from '../../../components/use-calendar-labels.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { usePlanMaintenanceWindow } from '../api/plan-maintenance-window.ts';
import { DURATIONS, type TPlanWindowForm, toWindowRequest, ZPlanWindowForm } from './plan-window-form.ts';

export interface PlanWindowModalProps {
  opened?: boolean;
  onClose?: () => void;
}

/**
 * Plans a maintenance window (provider admins). A window starts at least 48 hours ahead, so everyone
 * sees the notice for 48 hours; "start now" skips the notice and is confirmed in a second dialog.
 * During the window only provider admins can use the app.
 */
export function PlanWindowModal({ opened, onClose }: PlanWindowModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const ariaLabels = useCalendarLabels();
  const plan = usePlanMaintenanceWindow();
  const form = useAppForm({
    schema: ZPlanWindowForm,
    defaultValues: {
      immediate: false,
      date: dayjs().add(3, 'day').format('YYYY-MM-DD'),
      time: '22:00',
      duration: '120',
      message: '',
    },
  });
  const immediate = form.values.immediate;

  const send = async (values: TPlanWindowForm) => {
    try {
      await plan.mutateAsync(toWindowRequest(values));
      notify.success(t(values.immediate ? 'maintenance.plan.startedNow' : 'maintenance.plan.done'));
      close();
    } catch (error) {
      if (!form.applyServerErrors(error)) notify.error(error);
      throw error;
    }
  };
  const submit = form.handleSubmit(async (values) => {
    if (!values.immediate) return send(values).catch(() => undefined);
    // No notice at all: everyone but provider admins is signed out at once, so ask first.
    modalStack.show(ConfirmModal, {
      title: t('maintenance.plan.confirmNowTitle'),
      message: t('maintenance.plan.confirmNowText', { duration: t(`maintenance.plan.durations.${values.duration}`) }),
      confirmLabel: t('maintenance.plan.confirmNow'),
      color: 'red',
      onConfirm: () => send(values),
    });
  });

  return (
    <AppModal
      title={t('maintenance.plan.title')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={t(immediate ? 'maintenance.plan.submitNow' : 'maintenance.plan.submit')}
      submitColor={immediate ? 'red' : undefined}
      busy={plan.isPending}
    >
      <Switch
        label={t('maintenance.plan.now')}
        description={t('maintenance.plan.nowHint')}
        checked={immediate}
        onChange={(e) => form.setValue('immediate', e.currentTarget.checked)}
      />
      {immediate ? (
        <Alert color="red" variant="light" title={t('maintenance.plan.nowWarningTitle')}>
          {t('maintenance.plan.nowWarning')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateInput
            label={t('maintenance.plan.date')}
            required
            minDate={dayjs().add(TIME_LIMITS.maintenanceNoticeHours, 'hour').format('YYYY-MM-DD')}
            value={form.values.date || null}
            onChange={(value) => form.setValue('date', value ?? '')}
            onBlur={() => form.blur('date')}
            error={form.error('date')}
            ariaLabels={ariaLabels}
            popoverProps={{ withinPortal: true }}
            data-autofocus
          />
          <TimeInput
            label={t('maintenance.plan.time')}
            description={t('maintenance.plan.noticeHint')}
            required
            {...form.textProps('time')}
          />
        </SimpleGrid>
      )}
      <Select
        label={t('maintenance.plan.duration')}
        required
        allowDeselect={false}
        data={DURATIONS.map((d) => ({ value: d, label: t(`maintenance.plan.durations.${d}`) }))}
        value={form.values.duration}
        onChange={(v) => form.setValue('duration', (v ?? '120') as (typeof DURATIONS)[number])}
        error={form.error('duration')}
        comboboxProps={{ withinPortal: true }}
      />
      <Textarea
        label={t('maintenance.plan.message')}
        description={t('maintenance.plan.messageHint')}
        autosize
        minRows={2}
        maxLength={500}
        {...form.textProps('message')}
      />
    </AppModal>
  );
}
