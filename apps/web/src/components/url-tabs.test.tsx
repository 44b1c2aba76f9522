import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockViewportWidth, renderRoute } from '../test/render-route.tsx';
import { UrlTabs } from './url-tabs.tsx';

/** A window whose width the test changes: media queries answer for it and their listeners hear the change. */
function resizableViewport(width: number) {
  const listeners = new Set<{ query: string; listener: (e: { matches: boolean }) => void }>();
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)(em|px)/.exec(query);
    return !!max?.[1] && width <= Number(max[1]) * (max[2] === 'em' ? 16 : 1);
  };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addListener: (listener: (e: { matches: boolean }) => void) => listeners.add({ query, listener }),
    removeListener: () => {},
    addEventListener: (_: string, listener: (e: { matches: boolean }) => void) => listeners.add({ query, listener }),
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return (next: number) => {
    width = next;
    for (const { query, listener } of listeners) listener({ matches: matches(query) });
  };
}

function Draft() {
  const [text, setText] = useState('');
  return <input aria-label="Draft" value={text} onChange={(e) => setText(e.target.value)} />;
}

const tabs = (keys: string[]) => keys.map((k) => ({ value: k, label: `Tab ${k}`, content: <p>content {k}</p> }));

let original: typeof window.matchMedia;
beforeEach(() => {
  original = window.matchMedia;
});
afterEach(() => {
  window.matchMedia = original;
});

describe('UrlTabs', { timeout: 20_000 }, () => {
  it('opens the tab named by the tab query parameter and writes the chosen one back', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(
      <UrlTabs label="Sections" tabs={tabs(['summary', 'documents'])} />,
      '/e/1?tab=documents',
    );
    expect(screen.getByRole('tab', { name: 'Tab documents' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('content documents')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Tab summary' }));
    expect(screen.getByText('content summary')).toBeTruthy();
    // The first tab is the default and leaves the URL.
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('tab', { name: 'Tab documents' }));
    expect(router.state.location.search).toBe('?tab=documents');
  });

  it('falls back to the first tab for an unknown value', () => {
    renderRoute(<UrlTabs label="Sections" tabs={tabs(['summary', 'documents'])} />, '/e/1?tab=nope');
    expect(screen.getByRole('tab', { name: 'Tab summary' }).getAttribute('aria-selected')).toBe('true');
  });

  it('collapses more than 3 tabs to a select on mobile', async () => {
    mockViewportWidth(375);
    const user = userEvent.setup();
    const { router } = renderRoute(<UrlTabs label="Sections" tabs={tabs(['a', 'b', 'c', 'd'])} />, '/x');
    expect(screen.queryByRole('tab')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Sections' }));
    await user.click(await screen.findByRole('option', { name: 'Tab c' }));
    expect(router.state.location.search).toBe('?tab=c');
    expect(screen.getByText('content c')).toBeTruthy();
  });

  it('keeps tabs on mobile when there are 3 or fewer, and on wider windows', () => {
    mockViewportWidth(375);
    const small = renderRoute(<UrlTabs label="Sections" tabs={tabs(['a', 'b', 'c'])} />, '/x');
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    small.unmount();
    mockViewportWidth(1024);
    renderRoute(<UrlTabs label="Sections" tabs={tabs(['a', 'b', 'c', 'd'])} />, '/x');
    expect(screen.getAllByRole('tab')).toHaveLength(4);
  });

  it('keeps the open panel, and what its form holds, when the window crosses the mobile breakpoint', async () => {
    const resize = resizableViewport(1024);
    const user = userEvent.setup();
    const withForm = [...tabs(['a', 'b', 'c']), { value: 'd', label: 'Tab d', content: <Draft /> }];
    renderRoute(<UrlTabs label="Sections" tabs={withForm} />, '/x?tab=d');
    const tab = screen.getByRole('tab', { name: 'Tab d' });
    const panel = screen.getByRole('tabpanel');
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    await user.type(screen.getByRole('textbox', { name: 'Draft' }), '07700 900123');
    act(() => resize(375));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Sections' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Draft' }) as HTMLInputElement).value).toBe('07700 900123');
    act(() => resize(1440));
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect((screen.getByRole('textbox', { name: 'Draft' }) as HTMLInputElement).value).toBe('07700 900123');
  });
});
