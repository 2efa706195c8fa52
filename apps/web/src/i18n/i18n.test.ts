import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, LANGUAGE_KEY } from '../lib/language.ts';
import { startLanguage } from './i18n.ts';

afterEach(() => {
  localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
  window.history.replaceState(null, '', '/');
});

describe('the visit’s first language', () => {
  it('is kept from ?lang= before the address forgets it, so a reload at once stays in that language', () => {
    window.history.replaceState(null, '', '/properties?type=rent&lang=nl');

    expect(startLanguage()).toBe('nl');

    // Nothing has loaded yet: the choice is already where the next page's server and app look.
    expect(window.location.search).toBe('?type=rent');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('nl');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=nl`);
  });

  it('keeps nothing when the address names no language: the stored choice stays as it was', () => {
    localStorage.setItem(LANGUAGE_KEY, 'fr');
    window.history.replaceState(null, '', '/properties');

    expect(startLanguage()).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('fr');
    expect(document.cookie).not.toContain(`${LANGUAGE_COOKIE}=`);
  });
});
