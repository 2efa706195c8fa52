import { describe, expect, it } from 'vitest';
import type { ReadCallback } from 'i18next';
import { localeBackend } from './locale-backend.ts';

function read(language: string, namespace: string) {
  return new Promise<Parameters<ReadCallback>>((resolve) => {
    localeBackend.read(language, namespace, (...args) => resolve(args));
  });
}

describe('localeBackend', () => {
  it('gives the texts of a language file', async () => {
    const [error, data] = await read('en', 'common');
    expect(error).toBeNull();
    expect(data).toMatchObject({ menu: { professionals: 'Professionals' } });
  });

  it('reports a failed read as one i18next should try again', async () => {
    const [error, retry] = await read('xx', 'common');
    expect(error).toBeInstanceOf(Error);
    expect(retry).toBe(true);
  });
});
