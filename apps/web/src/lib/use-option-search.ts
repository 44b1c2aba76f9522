import { useDebouncedValue } from '@mantine/hooks';
import { LIMITS } from '@statera/shared';
import { useState } from 'react';

/**
 * Search text for an option list (a searchable Select): capped at 100 characters, and `query` follows
 * it 200 ms after typing pauses (spec §9), trimmed, for the options call.
 */
export function useOptionSearch(initial = '') {
  const [search, setSearchText] = useState(initial);
  const [query] = useDebouncedValue(search.trim(), LIMITS.optionSearchDebounceMs);
  const setSearch = (value: string) => setSearchText(value.slice(0, LIMITS.searchMax));
  return { search, setSearch, query };
}
