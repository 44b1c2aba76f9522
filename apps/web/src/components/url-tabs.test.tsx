import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockViewportWidth, renderRoute } from '../test/render-route.tsx';
import { UrlTabs } from './url-tabs.tsx';

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
});
