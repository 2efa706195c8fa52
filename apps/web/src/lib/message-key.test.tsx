import i18next from 'i18next';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@immora/shared/api';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import el from '../i18n/locales/el/common.json';
import nl from '../i18n/locales/nl/common.json';
import { useMessage } from './message-key.ts';

const translate = () => renderHook(() => useMessage()).result.current;

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('useMessage', () => {
  it("says a rate limit's wait in the reader's language, with the server's number of seconds", async () => {
    i18next.addResourceBundle('nl', 'common', nl, true, true);
    await i18next.changeLanguage('nl');
    const answer = RATE_LIMIT_MESSAGE.replace('{seconds}', '42');
    expect(translate()(answer)).toBe('Te veel verzoeken. Probeer het over 42 seconden opnieuw.');
  });

  it("translates the accounts' messages with values (the login lock) and keeps them whole in English", async () => {
    const locked = AUTH_MESSAGES.tooManyLogins.replace('{minutes}', '15');
    expect(translate()(locked)).toBe(locked);
    i18next.addResourceBundle('el', 'common', el, true, true);
    await i18next.changeLanguage('el');
    expect(translate()(locked)).toBe('Πάρα πολλές αποτυχημένες απόπειρες σύνδεσης. Δοκιμάστε ξανά σε 15 λεπτά.');
    expect(translate()(AUTH_MESSAGES.providerNotConfigured.replace('{provider}', 'Google'))).toBe(
      'Το Google δεν έχει ρυθμιστεί σε αυτόν τον διακομιστή.',
    );
  });

  it('passes an unknown message through unchanged', () => {
    expect(translate()('Something the server said')).toBe('Something the server said');
  });
});
