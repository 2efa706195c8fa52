import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import common from '../i18n/locales/en/common.json';
import user from '../i18n/locales/en/user.json';
import agent from '../i18n/locales/en/agent.json';
import agency from '../i18n/locales/en/agency.json';
import pseller from '../i18n/locales/en/pseller.json';
import crm from '../i18n/locales/en/crm.json';
import profile from '../i18n/locales/en/profile.json';
import dashboard from '../i18n/locales/en/dashboard.json';
import billing from '../i18n/locales/en/billing.json';
import reporting from '../i18n/locales/en/reporting.json';

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['common', 'user', 'agent', 'agency', 'pseller', 'crm', 'profile', 'dashboard', 'billing', 'reporting'],
  defaultNS: 'common',
  resources: { en: { common, user, agent, agency, pseller, crm, profile, dashboard, billing, reporting } },
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
