import { describe, expect, it } from 'vitest';
import { loadChunk } from './lazy-chunk.ts';

/** A loader whose first `failures` calls reject the way a dropped chunk request does. */
function flakyLoader(failures: number) {
  let calls = 0;
  const load = () => {
    calls += 1;
    if (calls <= failures) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    return Promise.resolve({ default: 'page' });
  };
  return { load, calls: () => calls };
}

describe('loadChunk', () => {
  it('fetches a chunk again after failed attempts and gives its module', async () => {
    const loader = flakyLoader(2);
    await expect(loadChunk(loader.load, [0, 0, 0])).resolves.toEqual({ default: 'page' });
    expect(loader.calls()).toBe(3);
  });

  it('gives up with the last error once every attempt has failed', async () => {
    const loader = flakyLoader(10);
    await expect(loadChunk(loader.load, [0, 0])).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(loader.calls()).toBe(3);
  });
});
