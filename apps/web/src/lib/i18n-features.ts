import i18n from './i18n.ts';

let loaded: Promise<void> | null = null;

/**
 * The words of every page but the first: the whole `en.json` (as text, `?raw`: a module of its own,
 * so the first download keeps only the words `i18n.ts` takes), the larger features'
 * `en-features.json` (appeals, documents, subscriptions…) and the names of stored values that the
 * server's exports write too (`LABELS_EN` of @statera/shared: statuses, types, roles, sectors).
 * They load with the first lazy page, not with the login page (docs/decisions/web-delivery.md: the
 * first download's budget); `page()` in the router waits for them before it renders.
 */
export function loadFeatureLocales(): Promise<void> {
  loaded ??= Promise.all([
    import('./locales/en.json?raw'),
    import('./locales/en-features.json'),
    import('@statera/shared/labels'),
  ]).then(([all, features, labels]) => {
    i18n.addResourceBundle('en', 'translation', JSON.parse(all.default), true, false);
    i18n.addResourceBundle('en', 'translation', features.default, true, false);
    i18n.addResourceBundle('en', 'translation', labels.LABELS_EN, true, false);
  });
  // A failed load (a file of an older deployment) is tried again by the next page.
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}
