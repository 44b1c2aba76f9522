import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSectors } from '../api/get-sectors.ts';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** The business sector, from GET /api/sectors, shown by its English name; '' for none. */
export function SectorSelect({ value, onChange, ...rest }: Props) {
  const { t } = useTranslation();
  const sectors = useSectors();
  const data = (sectors.data ?? []).map((s) => ({ value: s, label: t(`sectors.${s}`) }));
  return (
    <Select
      label={t('companies.fields.sector')}
      placeholder={t('companies.fields.sectorPlaceholder')}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      nothingFoundMessage={sectors.isPending ? t('app.loading') : t('common.noOptionsFound')}
      comboboxProps={{ withinPortal: true }}
      {...rest}
      data={data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}
