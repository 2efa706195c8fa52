import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, LANGUAGE_KEY, storedLanguage } from '../lib/language.ts';
import { localeBackend } from './locale-backend.ts';

export const NAMESPACES = ['common', 'user', 'agent', 'agency', 'pseller', 'crm'] as const;

/** Each language file is its own chunk: only the chosen language (plus the en fallback) is fetched. */
export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  const lng = storedLanguage();
  document.documentElement.lang = lng;
  i18next.on('languageChanged', (next) => {
    document.documentElement.lang = next;
    try {
      localStorage.setItem(LANGUAGE_KEY, next);
    } catch {
      // storage unavailable: the choice lasts for this visit only
    }
  });
  void i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: false,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18next;
}
