import i18n from './i18n.ts';

let loaded: Promise<void> | null = null;

/**
 * The words of the signed-in areas' larger features (appeals, documents, subscriptions…) load with
 * the first lazy page, not with the login page (docs/decisions/web-delivery.md: the first download's
 * budget). `page()` in the router waits for them before it renders.
 */
export function loadFeatureLocales(): Promise<void> {
  loaded ??= import('./locales/en-features.json').then((m) => {
    i18n.addResourceBundle('en', 'translation', m.default, true, false);
  });
  return loaded;
}
