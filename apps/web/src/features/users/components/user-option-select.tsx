import { Select, type SelectProps } from '@mantine/core';
import type { TUserOption } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionSearch } from '../../../lib/use-option-search.ts';
import { type UserOptionsFilter, useCompanyUserOptions } from '../../../resources/companies/get-user-options.ts';

interface Props extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> {
  companyId: string | null;
  options?: Omit<UserOptionsFilter, 'queryString'>;
  value: string;
  /** The chosen id, and the option itself (name and email) when one is chosen. */
  onChange: (id: string, option?: TUserOption) => void;
}

type Item = { value: string; label: string };

/** Picks an active person of the company's group, searched on the server as the user types. */
export function UserOptionSelect({ companyId, options: optionsFilter, value, onChange, ...rest }: Props) {
  const { t } = useTranslation();
  const { search, setSearch, query } = useOptionSearch();
  // The chosen person stays listed while the text shows their label (which matches no search).
  const [chosen, setChosen] = useState<Item | null>(null);
  const queryString = chosen && query === chosen.label ? '' : query;
  const options = useCompanyUserOptions(companyId, { ...optionsFilter, queryString: queryString || undefined });
  const items: Item[] = (options.data ?? [])
    .filter((o) => !optionsFilter?.excludeIds?.includes(o.id))
    .map((o) => ({ value: o.id, label: `${o.name} (${o.email})` }));
  const data = chosen && !items.some((i) => i.value === chosen.value) ? [chosen, ...items] : items;

  return (
    <Select
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={data}
      value={value || null}
      onChange={(v, option) => {
        setChosen(v ? option : null);
        onChange(
          v ?? '',
          (options.data ?? []).find((o) => o.id === v),
        );
      }}
      nothingFoundMessage={options.isFetching ? t('app.loading') : t('common.noOptionsFound')}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
