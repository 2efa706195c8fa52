import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { looksLikePhone, requestLanguage } from './first-screen.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('the first screen is drawn as the app will show it (decision 045)', () => {
  it('in the language of ?lang=, else the chosen one (its cookie), else the browser’s', () => {
    const dutchBrowser = { 'accept-language': 'nl-BE,nl;q=0.9,en;q=0.8' };
    expect(requestLanguage(request(dutchBrowser), '')).toBe('nl');
    expect(requestLanguage(request({ ...dutchBrowser, cookie: 'a=1; lang=el' }), '')).toBe('el');
    expect(requestLanguage(request({ ...dutchBrowser, cookie: 'lang=el' }), '?lang=fr')).toBe('fr');
    expect(requestLanguage(request({ 'accept-language': 'de-DE,fr;q=0.5' }), '')).toBe('fr');
    expect(requestLanguage(request({ cookie: 'lang=xx', 'accept-language': 'de' }), '')).toBe('en');
  });

  it("for a phone's screen when the client hint or the user agent says so", () => {
    expect(looksLikePhone(request({ 'sec-ch-ua-mobile': '?1' }))).toBe(true);
    expect(looksLikePhone(request({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Android Mobile' }))).toBe(false);
    expect(looksLikePhone(request({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }))).toBe(
      true,
    );
    expect(looksLikePhone(request({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' }))).toBe(false);
  });
});
