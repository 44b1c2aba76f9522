import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props extends Omit<SelectProps, 'data' | 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[] | undefined;
  loading?: boolean;
}

/** A searchable select over options loaded by a query; '' stands for nothing chosen. */
export function QuerySelect({ value, onChange, options, loading, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Select
      searchable
      clearable={!rest.required}
      nothingFoundMessage={loading ? t('app.loading') : t('common.noOptionsFound')}
      {...rest}
      placeholder={rest.placeholder ?? t('engagements.create.searchPlaceholder')}
      data={options ?? []}
      value={value === '' ? null : value}
      onChange={(v) => onChange(v ?? '')}
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
