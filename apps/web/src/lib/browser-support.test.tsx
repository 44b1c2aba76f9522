import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayoutServices } from '../app/layouts/layout-services.tsx';
import { missingBrowserFeatures } from './browser-support.ts';
import { notices } from './notifications/notice-store.ts';

type TestWindow = Window & typeof globalThis;

/** A window with every feature the app relies on; `override` takes some away. */
function fakeWindow(override: Record<string, unknown> = {}): TestWindow {
  const storage = new Map<string, string>();
  return {
    fetch: () => Promise.resolve(),
    AbortController: class {},
    structuredClone: (v: unknown) => v,
    ResizeObserver: class {},
    IntersectionObserver: class {},
    CSS: { supports: () => true },
    localStorage: {
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    },
    ...override,
  } as unknown as TestWindow;
}

afterEach(() => {
  vi.restoreAllMocks();
  notices.remove('browser_compatibility');
});

describe('missingBrowserFeatures', () => {
  it('finds nothing missing in a current browser', () => {
    expect(missingBrowserFeatures(fakeWindow())).toEqual([]);
  });

  it('names each missing feature, tested directly rather than by user agent', () => {
    expect(missingBrowserFeatures(fakeWindow({ fetch: undefined }))).toEqual(['fetch']);
    expect(missingBrowserFeatures(fakeWindow({ AbortController: undefined }))).toEqual(['fetch']);
    expect(missingBrowserFeatures(fakeWindow({ structuredClone: undefined }))).toEqual(['structuredClone']);
    expect(missingBrowserFeatures(fakeWindow({ ResizeObserver: undefined, IntersectionObserver: undefined }))).toEqual([
      'resizeObserver',
      'intersectionObserver',
    ]);
  });

  it('checks CSS grid and inset support through CSS.supports', () => {
    const supports = (property: string) => property !== 'inset';
    expect(missingBrowserFeatures(fakeWindow({ CSS: { supports } }))).toEqual(['cssInset']);
    expect(missingBrowserFeatures(fakeWindow({ CSS: undefined }))).toEqual(['cssGrid', 'cssInset']);
  });

  it('counts storage that throws (private modes) and a check that throws as missing', () => {
    const blocked = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(missingBrowserFeatures(fakeWindow({ localStorage: blocked }))).toEqual(['localStorage']);
    const throwing = fakeWindow();
    Object.defineProperty(throwing, 'CSS', {
      get() {
        throw new Error('denied');
      },
    });
    expect(missingBrowserFeatures(throwing)).toEqual(['cssGrid', 'cssInset']);
  });

  it('checks language features of the running engine', () => {
    const at = Array.prototype.at;
    try {
      // @ts-expect-error an engine without Array.prototype.at
      Array.prototype.at = undefined;
      expect(missingBrowserFeatures(fakeWindow())).toEqual(['arrayAt']);
    } finally {
      Array.prototype.at = at;
    }
  });
});

describe('unsupported-browser notice', () => {
  function renderLayoutServices() {
    const router = createMemoryRouter([{ path: '*', element: <LayoutServices /> }]);
    render(<RouterProvider router={router} />);
  }

  it('is put on the notification bar when a required feature is missing', () => {
    const original = window.ResizeObserver;
    try {
      // @ts-expect-error a browser without ResizeObserver
      window.ResizeObserver = undefined;
      renderLayoutServices();
    } finally {
      window.ResizeObserver = original;
    }
    const notice = notices.visible().find((n) => n.id === 'browser_compatibility');
    expect(notice).toMatchObject({ type: 'browser_compatibility', title: 'Your browser is not supported' });
  });

  it('stays away in a supported browser', () => {
    expect(missingBrowserFeatures()).toEqual([]);
    renderLayoutServices();
    expect(notices.visible().some((n) => n.id === 'browser_compatibility')).toBe(false);
  });
});
