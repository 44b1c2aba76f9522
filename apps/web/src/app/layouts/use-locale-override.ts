import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_LOCALE } from '../../lib/i18n.ts';

/** Switches the texts to `locale` while the calling component is mounted, then back to the app's locale. */
export function useLocaleOverride(locale: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    void i18n.changeLanguage(locale);
    return () => {
      void i18n.changeLanguage(APP_LOCALE);
    };
  }, [i18n, locale]);
}
