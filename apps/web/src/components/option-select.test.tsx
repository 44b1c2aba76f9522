import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useOptionSearch } from '../lib/use-option-search.ts';
import { renderWithProviders } from '../test/render.tsx';
import { type OptionItem, OptionSelect } from './option-select.tsx';

const ENTITIES: OptionItem[] = [
  { value: 'e1', label: 'Kestrel Ltd' },
  { value: 'e2', label: 'Harbour Data LLP' },
  { value: 'e3', label: 'Quill & Ledger LLP' },
];

/** A caller that loads options for the debounced query, as a server search would. */
function ServerSearch({ onQuery, onChange }: { onQuery: (q: string) => void; onChange: (v: string) => void }) {
  const search = useOptionSearch();
  const [value, setValue] = useState('');
  useEffect(() => onQuery(search.query), [search.query, onQuery]);
  const loaded = ENTITIES.filter((e) => e.label.toLowerCase().includes(search.query.toLowerCase()));
  return (
    <OptionSelect
      label="Engaged entity"
      search={search}
      options={loaded}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Engaged entity' }) as HTMLInputElement;
// Mantine keeps the dropdown's options out of the accessibility tree in happy-dom (no layout).
const optionTexts = () => screen.queryAllByRole('option', { hidden: true }).map((o) => o.textContent);
const option = (name: string) => screen.getByRole('option', { name, hidden: true });
const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('OptionSelect', { timeout: 20_000 }, () => {
  it('filters local options as typed, hands over the chosen value and can be cleared', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const view = renderWithProviders(<OptionSelect label="Agency" options={ENTITIES} value="" onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Agency' });
    expect(box.getAttribute('placeholder')).toBe('Type to search');
    await user.click(box);
    await user.type(box, 'llp');
    await waitFor(() => expect(optionTexts()).toEqual(['Harbour Data LLP', 'Quill & Ledger LLP']));
    await user.click(option('Quill & Ledger LLP'));
    expect(onChange).toHaveBeenLastCalledWith('e3');
    view.unmount();

    renderWithProviders(<OptionSelect label="Agency" options={ENTITIES} value="e3" onChange={onChange} />);
    expect((screen.getByRole('combobox', { name: 'Agency' }) as HTMLInputElement).value).toBe('Quill & Ledger LLP');
    // Mantine hides the clear button from assistive technology (the field is cleared by deleting its text).
    await user.click(screen.getByLabelText('Clear', { selector: 'button' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('says "No options found", or "Loading…" while options load', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<OptionSelect label="Agency" options={[]} value="" onChange={vi.fn()} />);
    await user.click(screen.getByRole('combobox', { name: 'Agency' }));
    expect(await screen.findByText('No options found')).toBeTruthy();
    view.unmount();
    renderWithProviders(<OptionSelect label="Agency" options={undefined} loading value="" onChange={vi.fn()} />);
    await user.click(screen.getByRole('combobox', { name: 'Agency' }));
    expect(await screen.findByText('Loading…')).toBeTruthy();
  });

  it('searches on the server 200 ms after typing pauses, with at most 100 characters', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn();
    renderWithProviders(<ServerSearch onQuery={onQuery} onChange={vi.fn()} />);
    await user.click(input());
    await user.type(input(), 'har');
    // Typed, but the query waits for the pause.
    expect(onQuery).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(onQuery).toHaveBeenLastCalledWith('har'));
    expect(onQuery.mock.calls.map(([q]) => q)).toEqual(['', 'har']);
    await waitFor(() => expect(optionTexts()).toEqual(['Harbour Data LLP']));

    await user.clear(input());
    await user.paste('x'.repeat(150));
    expect(input().value).toHaveLength(100);
    await waitFor(() => expect(onQuery).toHaveBeenLastCalledWith('x'.repeat(100)));
  });

  it('does not search for the label the box shows once an option is chosen', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn();
    const onChange = vi.fn();
    renderWithProviders(<ServerSearch onQuery={onQuery} onChange={onChange} />);
    await user.click(input());
    await user.type(input(), 'kes');
    await waitFor(() => expect(onQuery).toHaveBeenLastCalledWith('kes'));
    await user.click(option('Kestrel Ltd'));
    expect(onChange).toHaveBeenLastCalledWith('e1');
    expect(input().value).toBe('Kestrel Ltd');
    await sleep(400);
    expect(onQuery).not.toHaveBeenCalledWith('Kestrel Ltd');
    expect(onQuery).toHaveBeenLastCalledWith('');
  });
});
