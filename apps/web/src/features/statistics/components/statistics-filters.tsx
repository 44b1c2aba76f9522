import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DatePeriodFilter } from '../../../components/date-period-filter.tsx';
import { OptionSelect } from '../../../components/option-select.tsx';
import { useCompanyOptions } from '../../../resources/companies/get-company-options.ts';
import { useDepartments } from '../../../resources/companies/get-departments.ts';
import type { StatisticsParams } from '../hooks/use-statistics-params.ts';

/**
 * The filters of every statistics page: the §9 period (lastYear and customPeriod included), a
 * company of the viewer's reach (with its subsidiaries) and one of its departments.
 */
export function StatisticsFilters({ params }: { params: StatisticsParams }) {
  const { t } = useTranslation();
  const companies = useCompanyOptions('');
  const options = companies.data ?? [];
  const companyId = params.companyId || (options.length === 1 ? options[0]!.id : '');
  const departments = useDepartments(companyId);
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <DatePeriodFilter
        label={t('statistics.filters.period')}
        presets="statistics"
        value={params.period}
        onChange={params.setPeriod}
        withinPortal
      />
      {options.length > 1 && (
        <OptionSelect
          label={t('statistics.filters.company')}
          placeholder={t('statistics.filters.allCompanies')}
          options={options.map((c) => ({ value: c.id, label: c.name }))}
          loading={companies.isFetching}
          value={params.companyId}
          onChange={params.setCompany}
          w={{ base: '100%', xs: 240 }}
        />
      )}
      <OptionSelect
        label={t('statistics.filters.department')}
        placeholder={companyId ? t('statistics.filters.allDepartments') : t('statistics.filters.chooseCompanyFirst')}
        disabled={!companyId}
        options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        loading={departments.isFetching}
        value={params.departmentId}
        onChange={params.setDepartment}
        w={{ base: '100%', xs: 240 }}
      />
    </Group>
  );
}
