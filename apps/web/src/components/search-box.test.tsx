import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { SearchBox } from './search-box.tsx';

afterEach(() => vi.useRealTimers());

const box = () => screen.getByRole('searchbox', { name: 'Search people' }) as HTMLInputElement;

/** A page that can reset the applied search value from outside the box. */
function ResettablePage() {
  const [value, setValue] = useState('ann');
  return (
    <>
      <SearchBox label="Search people" value={value} onSearch={setValue} />
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </>
  );
}

describe('SearchBox', () => {
  it('searches 500 ms after typing pauses, trimmed', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox label="Search people" value="" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: ' ann ' } });
    vi.advanceTimersByTime(499);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledWith('ann');
  });

  it('waits 200 ms for option search', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox label="Search people" value="" onSearch={onSearch} debounce="option" />);
    fireEvent.change(box(), { target: { value: 'bo' } });
    vi.advanceTimersByTime(200);
    expect(onSearch).toHaveBeenCalledWith('bo');
  });

  it('searches at once on Enter and allows at most 100 characters', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox label="Search people" value="" onSearch={onSearch} />);
    expect(box().maxLength).toBe(100);
    fireEvent.change(box(), { target: { value: 'carl' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('carl');
    vi.advanceTimersByTime(1000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('follows a value reset elsewhere', () => {
    renderWithProviders(<ResettablePage />);
    expect(box().value).toBe('ann');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(box().value).toBe('');
  });
});
