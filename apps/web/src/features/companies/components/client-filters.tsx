import { MultiSelect } from '@mantine/core';
import { COMPANY_STATUSES, type TDateFilterPeriod } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { DatePeriodFilter, type DatePeriodValue } from '../../../components/date-period-filter.tsx';

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

/** When the company was archived: a list period of spec §9 and, for a custom period, its dates. */
export type ArchivePeriod = DatePeriodValue<TDateFilterPeriod>;

/** The archive-date filter: the shared date-period filter, in the header filter's popover. */
export function ArchivePeriodFilter({
  value,
  onChange,
}: {
  value: ArchivePeriod;
  onChange: (v: ArchivePeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <DatePeriodFilter
      label={t('clients.list.filters.archived')}
      customTitle={t('clients.list.filters.customPeriodTitle')}
      value={value}
      onChange={onChange}
    />
  );
}
