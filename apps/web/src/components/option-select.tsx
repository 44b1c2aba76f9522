import { Select, type SelectProps } from '@mantine/core';
import { LIMITS } from '@statera/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionSearch } from '../lib/use-option-search.ts';

export interface OptionItem {
  value: string;
  label: string;
}

export interface OptionSelectProps
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> {
  /** The chosen option's value; '' stands for nothing chosen. */
  value: string;
  onChange: (value: string) => void;
  /** The options as loaded; undefined while the first load runs. */
  options: readonly OptionItem[] | undefined;
  /** A load is running: the empty dropdown says "Loading…" instead of "No options found". */
  loading?: boolean;
  /**
   * Server-side search (from useOptionSearch): the typed text, at most 100 characters, is its
   * `search`, and the caller loads options for its `query` (200 ms after typing pauses). The options
   * are shown as loaded, not filtered again here. Without it the options are filtered as typed.
   */
  search?: OptionSearch;
}

/**
 * The searchable option select of the kit: a Mantine Select over options loaded by a query, with
 * translated empty, loading and clear texts. Optional fields can be cleared.
 */
export function OptionSelect({ value, onChange, options, loading, search, ...rest }: OptionSelectProps) {
  const { t } = useTranslation();
  const data = options ?? [];
  const chosenLabel = data.find((o) => o.value === value)?.label ?? null;
  const setChosenLabel = search?.setChosenLabel;
  // The box shows the chosen option's label: that text is no search.
  useEffect(() => setChosenLabel?.(chosenLabel), [setChosenLabel, chosenLabel]);

  return (
    <Select
      searchable
      clearable={!rest.required}
      nothingFoundMessage={loading ? t('app.loading') : t('common.noOptionsFound')}
      maxLength={LIMITS.searchMax}
      {...rest}
      {...(search && {
        searchValue: search.search,
        onSearchChange: search.setSearch,
        filter: ({ options: loaded }) => loaded,
      })}
      placeholder={rest.placeholder ?? t('ui.optionSelect.placeholder')}
      data={data as OptionItem[]}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
