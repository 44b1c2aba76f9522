import { Select, type SelectProps } from '@mantine/core';
import type { TUserOption } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionSearch } from '../lib/use-option-search.ts';
import { useGtUserOptions } from '../resources/users/gt-user-options.ts';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> & {
  /** The chosen person's email ('' for none). */
  value: string;
  onChange: (email: string) => void;
  /** Shown as chosen before the options load (the current manager). */
  initial?: TUserOption | null;
};

const label = (o: TUserOption) => `${o.name} (${o.email})`;

/** Picks a member of provider staff by name or email (GET /api/gt-user-options, provider admins); the value is the email. */
export function StaffSelect({ value, onChange, initial, ...rest }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<TUserOption | null>(initial ?? null);
  const { search, setSearch, query } = useOptionSearch();
  // Once an option is picked the box shows its label; that is no search text.
  const searching = chosen && query === label(chosen) ? '' : query;
  const options = useGtUserOptions(searching);
  const list = options.data ?? [];
  const all = chosen && !list.some((o) => o.email === chosen.email) ? [chosen, ...list] : list;
  return (
    <Select
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: shown }) => shown}
      nothingFoundMessage={options.isFetching ? t('app.loading') : t('common.noOptionsFound')}
      comboboxProps={{ withinPortal: true }}
      {...rest}
      data={all.map((o) => ({ value: o.email, label: label(o) }))}
      value={value || null}
      onChange={(email) => {
        setChosen(all.find((o) => o.email === email) ?? null);
        onChange(email ?? '');
      }}
    />
  );
}
