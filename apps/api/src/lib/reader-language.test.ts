import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readerLanguage } from './reader-language.ts';

const request = (headers: Record<string, string>, url = '/api/my-properties', language?: string) =>
  ({ headers, url, auth: language ? { row: { language } } : null }) as unknown as FastifyRequest;
const reply = () => {
  const headers: Record<string, string> = {};
  const r = {
    getHeader: (name: string) => headers[name],
    header: (name: string, value: string) => {
      headers[name] = value;
      return r;
    },
    headers,
  };
  return r as unknown as FastifyReply & { headers: Record<string, string> };
};

describe('the language of the reader of an answer (decision 055)', () => {
  it('is ?lang=, else the cookie, else the browser’s, else the account’s; null when none is known', () => {
    const dutchBrowser = { 'accept-language': 'nl-BE,nl;q=0.9' };
    expect(readerLanguage(request(dutchBrowser, '/api/x?lang=fr', 'el'), reply())).toBe('fr');
    expect(readerLanguage(request({ ...dutchBrowser, cookie: 'a=1; lang=el' }), reply())).toBe('el');
    expect(readerLanguage(request(dutchBrowser, '/api/x', 'fr'), reply())).toBe('nl');
    expect(readerLanguage(request({ 'accept-language': 'de-DE' }, '/api/x', 'fr'), reply())).toBe('fr');
    expect(readerLanguage(request({ 'accept-language': 'de-DE', cookie: 'lang=xx' }, '/api/x?lang=de'), reply())).toBe(
      null,
    );
  });

  it('says that the answer varies with the language headers', () => {
    const answer = reply();
    answer.header('vary', 'Origin');
    readerLanguage(request({}), answer);
    expect(answer.headers.vary).toBe('Origin, Accept-Language, Cookie');
  });
});
