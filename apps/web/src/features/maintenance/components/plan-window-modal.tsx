import { Select, SimpleGrid, Textarea } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useCalendarLabels } from '../../../components/use-calendar-labels.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { usePlanMaintenanceWindow } from '../api/plan-maintenance-window.ts';
import { DURATIONS, toWindowRequest, ZPlanWindowForm } from './plan-window-form.ts';

export interface PlanWindowModalProps {
  opened?: boolean;
  onClose?: () => void;
}

/**
 * Plans a maintenance window (provider admins). Everyone sees the notice from 48 hours before the
 * start; during the window only provider admins can use the app.
 */
export function PlanWindowModal({ opened, onClose }: PlanWindowModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const ariaLabels = useCalendarLabels();
  const plan = usePlanMaintenanceWindow();
  const form = useAppForm({
    schema: ZPlanWindowForm,
    defaultValues: { date: dayjs().add(3, 'day').format('YYYY-MM-DD'), time: '22:00', duration: '120', message: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await plan.mutateAsync(toWindowRequest(values));
      notify.success(t('maintenance.plan.done'));
      close();
    } catch (error) {
      notify.error(error);
    }
  });

  return (
    <AppModal
      title={t('maintenance.plan.title')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={t('maintenance.plan.submit')}
      busy={plan.isPending}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateInput
          label={t('maintenance.plan.date')}
          required
          minDate={dayjs().format('YYYY-MM-DD')}
          value={form.values.date || null}
          onChange={(value) => form.setValue('date', value ?? '')}
          onBlur={() => form.blur('date')}
          error={form.error('date')}
          ariaLabels={ariaLabels}
          popoverProps={{ withinPortal: true }}
          data-autofocus
        />
        <TimeInput label={t('maintenance.plan.time')} required {...form.textProps('time')} />
      </SimpleGrid>
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
