import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/current-user.ts';
import { useCompanyOptions } from '../resources/companies/get-company-options.ts';

/**
 * Where a new group record (an engaged entity, an agency) is created: a company person's own company, or (provider staff, who
 * belong to none) a company they manage, picked here. Renders nothing for company people.
 */
export function CompanyChoice({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const companies = useCompanyOptions('', !user.companyId);
  if (user.companyId) return null;
  return (
    <Select
      label={label}
      required
      searchable
      nothingFoundMessage={t('common.noOptionsFound')}
      data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The company a new record goes to: the user's own, or the one chosen in CompanyChoice. */
export function useTargetCompany(chosen: string): string {
  const user = useCurrentUser();
  return user.companyId ?? chosen;
}
