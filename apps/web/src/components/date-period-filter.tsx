import { Button, Select, Stack, Text } from '@mantine/core';
import {
  DATE_FILTER_PERIODS,
  dateFilterRange,
  STATISTICS_DATE_FILTER_PERIODS,
  type TStatisticsDateFilterPeriod,
} from '@statera/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format.ts';
import { modalStack } from '../lib/modals/modal-stack.ts';
import { type DatePeriod, DatePeriodModal } from './modals/date-period-modal.tsx';

/** A preset period (spec §9) and, for customPeriod, its chosen dates (YYYY-MM-DD, '' when open). */
export interface DatePeriodValue<P extends TStatisticsDateFilterPeriod = TStatisticsDateFilterPeriod> {
  /** '' when no period is chosen (the same as `all`). */
  period: P | '';
  dateFrom: string;
  dateTo: string;
}

export interface DatePeriodFilterProps<P extends TStatisticsDateFilterPeriod> {
  label: string;
  value: DatePeriodValue<P>;
  onChange: (value: DatePeriodValue<P>) => void;
  /** List filters offer the list presets; statistics add lastYear. */
  presets?: 'list' | 'statistics';
  /** Title of the custom-period modal (default "Custom period"). */
  customTitle?: string;
  /** Inside a popover (a table's header filter) the options stay in it: false. */
  withinPortal?: boolean;
  /** The day the presets count from (default today). */
  today?: Date | string;
}

/** "05.03.2026 – 11.03.2026", or an open-ended side when one date is missing. */
export function describeRange(t: TFunction, range: { dateFrom?: string; dateTo?: string }): string {
  const from = range.dateFrom ? formatDate(range.dateFrom) : '';
  const to = range.dateTo ? formatDate(range.dateTo) : '';
  if (from && to) return from === to ? from : t('periods.range', { from, to });
  if (from) return t('periods.fromOnly', { from });
  if (to) return t('periods.toOnly', { to });
  return '';
}

/**
 * The date filter of spec §9: all, today, yesterday, lastWeek, lastTwoWeeks, thisMonth,
 * previousMonth (and lastYear for statistics) or customPeriod, which opens the custom date-period
 * modal (at least one date, the start not after the end). The chosen preset's dates show below it,
 * as @statera/shared's dateFilterRange counts them.
 */
export function DatePeriodFilter<P extends TStatisticsDateFilterPeriod>({
  label,
  value,
  onChange,
  presets = 'list',
  customTitle,
  withinPortal = false,
  today,
}: DatePeriodFilterProps<P>) {
  const { t } = useTranslation();
  const periods: readonly TStatisticsDateFilterPeriod[] =
    presets === 'statistics' ? STATISTICS_DATE_FILTER_PERIODS : DATE_FILTER_PERIODS;
  const askCustom = () =>
    modalStack.show(DatePeriodModal, {
      title: customTitle,
      initial: { dateFrom: value.dateFrom, dateTo: value.dateTo },
      onConfirm: (p: DatePeriod) => onChange({ period: 'customPeriod' as P, ...p }),
    });
  const custom = value.period === 'customPeriod';
  const range =
    value.period && value.period !== 'all'
      ? describeRange(t, dateFilterRange(value.period, today, { dateFrom: value.dateFrom, dateTo: value.dateTo }))
      : '';

  return (
    <Stack gap="xs" w={240}>
      <Select
        label={label}
        data={periods.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
        value={value.period || null}
        onChange={(p) => {
          if (p === 'customPeriod') askCustom();
          else onChange({ period: (p ?? '') as P | '', dateFrom: '', dateTo: '' });
        }}
        placeholder={t('periods.all')}
        clearable
        clearButtonProps={{ 'aria-label': t('common.clear') }}
        comboboxProps={{ withinPortal }}
      />
      {range && (
        <Text size="sm" c="dimmed">
          {range}
        </Text>
      )}
      {custom && (
        <Button size="xs" variant="light" onClick={askCustom}>
          {t('periods.change')}
        </Button>
      )}
    </Stack>
  );
}
