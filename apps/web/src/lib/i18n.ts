import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
// Only the namespaces of en.json the first page shows (the login page, its code step, the loading,
// error, 403 and 404 pages, maintenance and browser notices, every server error); the whole file
// loads with the first lazy page (`loadFeatureLocales`, docs/decisions/web-delivery.md).
// `first-page-locales.test.tsx` fails when the first page asks for a word outside them.
import { app, auth, common, errors, maintenance, pages, ui } from './locales/en.json';
import enClient from './locales/en-client.json';

/** The UI's single locale (spec §1); the client theme locale switches in over it on branded pages. */
export const APP_LOCALE = 'en';

/** The words of the first download. */
export const FIRST_PAGE_WORDS = { app, auth, common, errors, maintenance, pages, ui };

void i18n.use(initReactI18next).init({
  lng: APP_LOCALE,
  fallbackLng: 'en',
  // The client theme locale (spec §1) words only what it changes; everything else falls back to en.
  resources: { en: { translation: FIRST_PAGE_WORDS }, 'en-client': { translation: enClient } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export default i18n;
