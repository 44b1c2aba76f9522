import { Group, Input, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  /** MM-DD, '' for none; a month without a day is kept as 'MM-'. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: pad(i + 1),
  label: monthName.format(new Date(Date.UTC(2000, i, 1))),
}));
/** Days a month may end its accounting year on (29 February counts: leap years exist). */
const daysIn = (month: string) => (month ? new Date(Date.UTC(2000, Number(month), 0)).getUTCDate() : 31);

/** The accounting year end as a month and a day, sent as MM-DD (e.g. 03-31). */
export function YearEndField({ value, onChange, onBlur, error }: Props) {
  const { t } = useTranslation();
  const [month = '', day = ''] = value.split('-');
  const days = Array.from({ length: daysIn(month) }, (_, i) => pad(i + 1));
  const set = (m: string, d: string) => onChange(m || d ? `${m}-${d}` : '');
  return (
    <Input.Wrapper
      label={t('companies.fields.accountingYearEnd')}
      description={t('companies.fields.accountingYearEndHint')}
      error={error}
    >
      <Group gap="xs" grow mt={4}>
        <Select
          aria-label={t('companies.fields.month')}
          placeholder={t('companies.fields.month')}
          data={MONTHS}
          value={month || null}
          onChange={(m) => set(m ?? '', m && Number(day) > daysIn(m) ? '' : day)}
          onBlur={onBlur}
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          error={Boolean(error)}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          aria-label={t('companies.fields.day')}
          placeholder={t('companies.fields.day')}
          data={days.map((d) => ({ value: d, label: String(Number(d)) }))}
          value={day || null}
          onChange={(d) => set(month, d ?? '')}
          onBlur={onBlur}
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          error={Boolean(error)}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
    </Input.Wrapper>
  );
}
