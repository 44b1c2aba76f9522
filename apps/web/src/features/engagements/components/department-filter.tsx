import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/option-select.tsx';
import { useCompanyOptions } from '../../../resources/companies/get-company-options.ts';
import { useDepartments } from '../../../resources/companies/get-departments.ts';
import type { EngagementListState } from '../hooks/use-engagement-list-params.ts';

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '');

/**
 * The department filter (departmentId of spec §7): the departments of one company the viewer
 * manages. With several companies (a group admin, provider staff) the company is chosen first, which
 * narrows the list to it too (companyId); with one, its departments are offered at once. Viewers who
 * manage no company (specialists, approvers) see no department filter. Both are remembered locally
 * with the other filters.
 */
export function DepartmentFilter({ list }: { list: Pick<EngagementListState, 'filters' | 'setFilters'> }) {
  const { t } = useTranslation();
  const l = (k: string) => t(`engagementRecords.filters.${k}`);
  const companies = useCompanyOptions('');
  const options = companies.data ?? [];
  const chosenCompany = one(list.filters.companyId);
  const companyId = chosenCompany || (options.length === 1 ? options[0]!.id : '');
  const departments = useDepartments(companyId);
  if (options.length === 0 && !chosenCompany) return null;

  return (
    <>
      {options.length > 1 && (
        <OptionSelect
          label={l('company')}
          placeholder={l('all')}
          options={options.map((c) => ({ value: c.id, label: c.name }))}
          loading={companies.isFetching}
          value={chosenCompany}
          onChange={(v) => list.setFilters({ companyId: v, departmentId: '' })}
          w={{ base: '100%', xs: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <OptionSelect
        label={l('department')}
        placeholder={companyId ? l('all') : l('chooseCompanyFirst')}
        disabled={!companyId}
        options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        loading={departments.isFetching}
        error={departments.isError ? l('departmentsFailed') : undefined}
        value={one(list.filters.departmentId)}
        onChange={(v) => list.setFilters({ departmentId: v })}
        w={{ base: '100%', xs: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
