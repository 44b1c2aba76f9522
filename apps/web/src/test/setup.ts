import { notifications } from '@mantine/notifications';
import { LABELS_EN } from '@statera/shared';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n from '../lib/i18n.ts';
import en from '../lib/locales/en.json';
import features from '../lib/locales/en-features.json';
import { notify } from '../lib/notifications/notify.ts';

// Tests render feature components directly: all their words are there from the start (the app
// loads all but the first page's with the first lazy page, lib/i18n-features.ts).
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('en', 'translation', features, true, false);
i18n.addResourceBundle('en', 'translation', LABELS_EN, true, false);

// findBy*/waitFor give up after 1 s by default; a loaded CI machine can take longer to render.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs, which happy-dom leaves out.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = vi.fn();
// Textarea autosize listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
  });
}

// A worker runs many test files in one module graph (isolate: false in vitest.config.ts): what a
// test leaves in the app's notification stack (Mantine's store is module state) goes with it.
afterEach(() => {
  cleanup();
  notify.clear();
  notifications.clean();
  window.localStorage.clear();
});
