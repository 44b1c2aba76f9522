import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/option-select.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { useOptionSearch } from '../../../lib/use-option-search.ts';
import { DemoSection } from './demo-section.tsx';
import { SAMPLE_ROWS } from './sample-rows.ts';

/** The search box in list (500 ms) and option (200 ms) mode, and the option select over a "server" search. */
export function SearchDemo() {
  const { t } = useTranslation();
  const [listSearch, setListSearch] = useState('');
  const [optionSearch, setOptionSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const search = useOptionSearch();
  const s = (k: string, params?: Record<string, unknown>) => t(`devUi.search.${k}`, params);
  // As a server would answer the debounced query: at most 100 matches.
  const options = SAMPLE_ROWS.filter((r) => r.name.toLowerCase().includes(search.query.toLowerCase()))
    .slice(0, 100)
    .map((r) => ({ value: r.id, label: r.name }));

  return (
    <DemoSection title={t('devUi.sections.search')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Stack gap={4}>
          <SearchBox label={s('list')} value={listSearch} onSearch={setListSearch} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {s('applied', { value: listSearch })}
          </Text>
        </Stack>
        <Stack gap={4}>
          <SearchBox label={s('option')} value={optionSearch} onSearch={setOptionSearch} debounce="option" />
          <Text size="sm" c="dimmed" aria-live="polite">
            {s('applied', { value: optionSearch })}
          </Text>
        </Stack>
        <Stack gap={4}>
          <OptionSelect label={s('select')} search={search} options={options} value={chosen} onChange={setChosen} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {s('query', { value: search.query })}
          </Text>
        </Stack>
      </SimpleGrid>
    </DemoSection>
  );
}
