import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import enClient from './locales/en-client.json';

/** The UI's single locale (spec §1); the client theme locale switches in over it on branded pages. */
export const APP_LOCALE = 'en';

void i18n.use(initReactI18next).init({
  lng: APP_LOCALE,
  fallbackLng: 'en',
  // The client theme locale (spec §1) words only what it changes; everything else falls back to en.
  resources: { en: { translation: en }, 'en-client': { translation: enClient } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export default i18n;
