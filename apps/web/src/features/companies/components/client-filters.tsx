import { Button, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { COMPANY_STATUSES, DATE_FILTER_PERIODS, type TDateFilterPeriod } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { type DatePeriod, DatePeriodModal } from '../../../components/modals/date-period-modal.tsx';
import { formatDate } from '../../../lib/format.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';

interface ManyProps {
  value: string[];
  onChange: (value: string[]) => void;
}

/** Company statuses (spec §4): awaiting, active, archived; several at once. */
export function CompanyStatusFilter({ value, onChange }: ManyProps) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t('clients.list.filters.status')}
      data={COMPANY_STATUSES.map((s) => ({ value: s, label: t(`companies.status.${s}`) }))}
      value={value}
      onChange={onChange}
      placeholder={value.length === 0 ? t('clients.list.filters.allStatuses') : undefined}
      clearable
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      comboboxProps={{ withinPortal: false }}
      w={240}
    />
  );
}

/** The provider users who manage clients (provider admins only), several at once. */
export function ManagerFilter({ value, onChange, options }: ManyProps & { options: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t('clients.list.filters.manager')}
      data={options.map((o) => ({ value: o.id, label: o.name }))}
      value={value}
      onChange={onChange}
      placeholder={value.length === 0 ? t('clients.list.filters.allManagers') : undefined}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      nothingFoundMessage={t('common.noOptionsFound')}
      comboboxProps={{ withinPortal: false }}
      w={260}
    />
  );
}

export interface ArchivePeriod {
  period: TDateFilterPeriod | '';
  dateFrom: string;
  dateTo: string;
}

/**
 * When the company was archived: a period of spec §9; "custom period" opens the date-period modal
 * (at least one date, the start not after the end).
 */
export function ArchivePeriodFilter({
  value,
  onChange,
}: {
  value: ArchivePeriod;
  onChange: (v: ArchivePeriod) => void;
}) {
  const { t } = useTranslation();
  const askCustom = () =>
    modalStack.show(DatePeriodModal, {
      title: t('clients.list.filters.customPeriodTitle'),
      initial: { dateFrom: value.dateFrom, dateTo: value.dateTo },
      onConfirm: (p: DatePeriod) => onChange({ period: 'customPeriod', ...p }),
    });
  const custom = value.period === 'customPeriod';
  return (
    <Stack gap="xs" w={240}>
      <Select
        label={t('clients.list.filters.archived')}
        data={DATE_FILTER_PERIODS.map((p) => ({ value: p, label: t(`companies.periods.${p}`) }))}
        value={value.period || null}
        onChange={(p) => {
          if (p === 'customPeriod') askCustom();
          else onChange({ period: (p ?? '') as ArchivePeriod['period'], dateFrom: '', dateTo: '' });
        }}
        placeholder={t('companies.periods.all')}
        clearable
        clearButtonProps={{ 'aria-label': t('common.clear') }}
        comboboxProps={{ withinPortal: false }}
      />
      {custom && (
        <>
          <Text size="sm">
            {t('clients.list.filters.customRange', {
              from: value.dateFrom ? formatDate(value.dateFrom) : '…',
              to: value.dateTo ? formatDate(value.dateTo) : '…',
            })}
          </Text>
          <Button size="xs" variant="light" onClick={askCustom}>
            {t('clients.list.filters.changePeriod')}
          </Button>
        </>
      )}
    </Stack>
  );
}
