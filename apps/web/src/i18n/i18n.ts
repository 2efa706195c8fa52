import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGES,
  LANGUAGE_COOKIE,
  LANGUAGE_KEY,
  LANGUAGE_PARAM,
  firstLanguage,
  storedLanguage,
} from '../lib/language.ts';
import { localeBackend } from './locale-backend.ts';
import { writeCookie } from '../lib/cookies.ts';

/**
 * The visit's first language (decision 018): `?lang=` (the hreflang alternates), else the stored
 * choice, else the browser's languages. The parameter is then taken out of the address, so the
 * switcher's later choice is what a reload keeps.
 */
export function startLanguage() {
  const lng = firstLanguage({
    search: window.location.search,
    stored: storedLanguage(),
    browser: navigator.languages ?? [navigator.language],
  });
  const url = new URL(window.location.href);
  if (url.searchParams.has(LANGUAGE_PARAM)) {
    // Kept before the address forgets it: i18next says the language has changed only once its
    // texts have loaded, and a reload in between lost the choice.
    keepLanguage(lng);
    url.searchParams.delete(LANGUAGE_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
  return lng;
}

/** The visitor's language, kept for the next visit: the server draws a first page's screen in it too (decision 045). */
function keepLanguage(lng: string) {
  writeCookie(LANGUAGE_COOKIE, lng, 365 * 86_400);
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // storage unavailable: the choice lasts for this visit only
  }
}

/**
 * `<html lang>`, written only when it changes: writing it again, even with the same value, makes
 * the browser match every element's `:lang()` anew and lay the whole page out again (on a
 * server-drawn listing page, 70 ms of a phone's main thread as the app started: issue 10).
 */
function showLanguage(lng: string) {
  if (document.documentElement.lang !== lng) document.documentElement.lang = lng;
}

/** Each language file is its own chunk: only the chosen language (plus the en fallback) is fetched. */
export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  const lng = startLanguage();
  showLanguage(lng);
  // Also on the first load: the language found for a first visit is stored as its choice.
  i18next.on('languageChanged', (next) => {
    showLanguage(next);
    keepLanguage(next);
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
