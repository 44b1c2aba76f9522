import { SimpleGrid } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type TDatePeriod, ZDatePeriod } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { useModalClose } from '../../lib/modals/stack-entry-context.ts';
import { useCalendarLabels } from '../use-calendar-labels.ts';
import { AppModal } from './app-modal.tsx';

export interface DatePeriod {
  /** YYYY-MM-DD, or empty when open-ended. */
  dateFrom: string;
  dateTo: string;
}

export interface DatePeriodModalProps {
  title?: string;
  initial?: Partial<DatePeriod>;
  /** Receives YYYY-MM-DD values as the API takes them (an empty side as ''). */
  onConfirm: (period: DatePeriod) => void;
  opened?: boolean;
  onClose?: () => void;
}

const FIELDS = ['dateFrom', 'dateTo'] as const;

/**
 * The custom date period (spec §5): dateFrom and dateTo, at least one, from not after to. Dates are
 * typed or picked as DD.MM.YYYY and handed over as YYYY-MM-DD. Rules: ZDatePeriod of @statera/shared.
 */
export function DatePeriodModal({ title, initial, onConfirm, opened, onClose }: DatePeriodModalProps) {
  const { t } = useTranslation();
  const ariaLabels = useCalendarLabels();
  const close = useModalClose(onClose);
  const form = useAppForm({
    schema: ZDatePeriod,
    defaultValues: { dateFrom: initial?.dateFrom ?? '', dateTo: initial?.dateTo ?? '' },
  });

  const submit = form.handleSubmit((period: TDatePeriod) => {
    onConfirm({ dateFrom: period.dateFrom ?? '', dateTo: period.dateTo ?? '' });
    close();
  });

  return (
    <AppModal
      title={title ?? t('ui.datePeriod.title')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={t('ui.datePeriod.apply')}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {FIELDS.map((field, index) => (
          <DateInput
            key={field}
            label={t(`ui.datePeriod.${field}`)}
            placeholder={t('ui.datePeriod.placeholder')}
            value={form.values[field] || null}
            onChange={(value) => form.setValue(field, value ?? '')}
            onBlur={() => form.blur(field)}
            error={form.error(field)}
            ariaLabels={ariaLabels}
            clearable
            clearButtonProps={{ 'aria-label': t('common.clear') }}
            popoverProps={{ withinPortal: true }}
            data-autofocus={index === 0 || undefined}
          />
        ))}
      </SimpleGrid>
    </AppModal>
  );
}
