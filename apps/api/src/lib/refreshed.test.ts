import { describe, expect, it } from 'vitest';
import { refreshedEvery } from './refreshed.ts';

describe('refreshedEvery', () => {
  it('reads once for the callers within its time, again after it or after expire()', async () => {
    let reads = 0;
    const value = refreshedEvery(60_000, async () => ++reads);
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    expect(await value.get()).toBe(1);
    value.expire();
    expect(await value.get()).toBe(2);
    const short = refreshedEvery(0, async () => ++reads);
    expect(await short.get()).toBe(3);
    expect(await short.get()).toBe(4);
  });

  it('does not hand a read begun before expire() to a caller after it, nor keep a failed read', async () => {
    const pending: ((n: number) => void)[] = [];
    let fail = false;
    const value = refreshedEvery(60_000, () =>
      fail ? Promise.reject(new Error('down')) : new Promise<number>((resolve) => pending.push(resolve)),
    );
    const before = value.get();
    value.expire();
    const after = value.get();
    pending[0]!(1);
    pending[1]!(2);
    expect([await before, await after]).toEqual([1, 2]);
    value.expire();
    fail = true;
    await expect(value.get()).rejects.toThrow('down');
    fail = false;
    const again = value.get();
    pending[2]!(3);
    expect(await again).toBe(3);
  });
});
