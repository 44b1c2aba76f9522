import { Select } from '@mantine/core';
import { type TUserRole, USER_STATUSES } from '@statera/shared';
import { useTranslation } from 'react-i18next';

interface FilterProps {
  value: string;
  onChange: (value: string) => void;
}

/** The §9 user status filter: archived, active, invited, awaiting_invitation. */
export function StatusFilter({ value, onChange }: FilterProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('users.list.status')}
      data={USER_STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      placeholder={t('users.list.allStatuses')}
      clearable
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

export function RoleFilter({ value, onChange, roles }: FilterProps & { roles: readonly TUserRole[] }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('users.list.role')}
      data={roles.map((r) => ({ value: r, label: t(`users.role.${r}`) }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      placeholder={t('users.list.allRoles')}
      clearable
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

export function CompanyFilter({ value, onChange, options }: FilterProps & { options: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('users.list.company')}
      data={options.map((c) => ({ value: c.id, label: c.name }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      placeholder={t('users.list.allCompanies')}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      nothingFoundMessage={t('common.noOptionsFound')}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
