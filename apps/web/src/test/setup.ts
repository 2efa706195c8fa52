import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { NAMESPACES } from '../i18n/namespaces.ts';

// Every namespace's English texts, so a screen of any area renders its words, not its keys.
const english = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/en/*.json', { eager: true });
const resources = Object.fromEntries(NAMESPACES.map((ns) => [ns, english[`../i18n/locales/en/${ns}.json`]!.default]));

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  resources: { en: resources },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// Route tests load whole lazy areas (the working areas are large module graphs): on a busy 2-core
// machine the first import can take longer than Testing Library's default of one second.
configure({ asyncUtilTimeout: 5000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
});

// SweetAlert2 gives focus back 100 ms after a dialog closes; let that happen while the test's
// DOM still exists, instead of after the environment is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 150)));
