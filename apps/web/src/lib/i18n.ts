// Only the words the first page shows (`FIRST_PAGE_KEYS`, picked out of en.json by the build); the
// whole file loads with the first lazy page (`loadFeatureLocales`, docs/decisions/web-delivery.md).
import words from 'virtual:first-page-words';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enClient from './locales/en-client.json';

/** The UI's single locale (spec §1); the client theme locale switches in over it on branded pages. */
export const APP_LOCALE = 'en';

/** The words of the first download. */
export const FIRST_PAGE_WORDS = words;

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
