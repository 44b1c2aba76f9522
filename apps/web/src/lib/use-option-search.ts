import { useDebouncedValue } from '@mantine/hooks';
import { LIMITS } from '@statera/shared';
import { useState } from 'react';
import { UI_TIMINGS } from './ui-timings.ts';

/**
 * Search text for an option list (a searchable Select): capped at 100 characters, and `query` follows
 * it 200 ms after typing pauses (spec §9), trimmed, for the options call. Once an option is chosen
 * the box shows its label; `setChosenLabel` records it so that label is not searched for.
 */
export function useOptionSearch(initial = '') {
  const [search, setSearchText] = useState(initial);
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const [typed] = useDebouncedValue(search.trim(), UI_TIMINGS.optionSearchDebounceMs);
  const setSearch = (value: string) => setSearchText(value.slice(0, LIMITS.searchMax));
  const query = chosenLabel !== null && typed === chosenLabel.trim() ? '' : typed;
  return { search, setSearch, query, setChosenLabel };
}

export type OptionSearch = ReturnType<typeof useOptionSearch>;
