import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { LIMITS } from '@statera/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_TIMINGS } from '../lib/ui-timings.ts';
import { SearchIcon } from './icons.tsx';

export interface SearchBoxProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** The applied search text (e.g. from the URL); the box follows it when it changes elsewhere. */
  value: string;
  /** Called with the trimmed text once typing pauses, at once on Enter or clear. */
  onSearch: (value: string) => void;
  /** 'list' waits 500 ms, 'option' 200 ms (spec §9), or a number of ms. */
  debounce?: 'list' | 'option' | number;
}

const DELAYS = { list: UI_TIMINGS.listSearchDebounceMs, option: UI_TIMINGS.optionSearchDebounceMs } as const;

/**
 * The search box of spec §2: at most 100 characters, debounced (500 ms for lists, 200 ms for option
 * search), Enter searches at once, the clear button empties it. Give it a `label`.
 */
export function SearchBox({ value, onSearch, debounce = 'list', label, ...rest }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const delay = typeof debounce === 'number' ? debounce : DELAYS[debounce];
  const debounced = useDebouncedCallback((next: string) => onSearch(next.trim()), delay);

  // Follow outside changes (reset filters, back button) unless they are what was typed.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  const apply = (next: string) => {
    debounced.cancel();
    onSearch(next.trim());
  };

  return (
    <TextInput
      type="search"
      label={label ?? t('common.search')}
      value={text}
      maxLength={LIMITS.searchMax}
      leftSection={<SearchIcon />}
      onChange={(e) => {
        setText(e.currentTarget.value);
        debounced(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          apply(text);
        }
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('ui.searchBox.clear')}
            onClick={() => {
              setText('');
              apply('');
            }}
          />
        ) : null
      }
      {...rest}
    />
  );
}
