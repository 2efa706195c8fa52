import { afterEach, describe, expect, it, vi } from 'vitest';
import { batcher } from './batcher.ts';

describe('batcher', () => {
  it('flushes what was queued in one turn together, and what came during a flush in the next one', async () => {
    const flushed: number[][] = [];
    let release: () => void = () => undefined;
    const push = batcher<number>(
      async (items) => {
        flushed.push(items);
        if (flushed.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      () => undefined,
    );
    push(1);
    push(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(flushed).toEqual([[1, 2]]);
    push(3);
    push(4);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(flushed).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('reports a failed flush and goes on with the next items', async () => {
    const errors: unknown[] = [];
    const flushed: string[][] = [];
    const push = batcher<string>(
      async (items) => {
        if (items.includes('bad')) throw new Error('boom');
        flushed.push(items);
      },
      (err) => errors.push(err),
    );
    push('bad');
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    push('good');
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toHaveLength(1);
    expect(flushed).toEqual([['good']]);
  });
});

describe('batcher with spacing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('flushes a lone item at once and what comes within the spacing together, one spacing after the last flush', async () => {
    vi.useFakeTimers();
    const flushed: { at: number; items: number[] }[] = [];
    const start = Date.now();
    const push = batcher<number>(
      async (items) => {
        flushed.push({ at: Date.now() - start, items });
      },
      () => undefined,
      200,
    );
    push(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(flushed).toEqual([{ at: 0, items: [1] }]);
    push(2);
    push(3);
    await vi.advanceTimersByTimeAsync(50);
    push(4);
    await vi.advanceTimersByTimeAsync(100);
    expect(flushed).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(40);
    expect(flushed).toEqual([
      { at: 0, items: [1] },
      { at: 200, items: [2, 3, 4] },
    ]);
    // Quiet for a spacing after that flush: the next lone item goes at once.
    await vi.advanceTimersByTimeAsync(300);
    push(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(flushed.at(-1)).toEqual({ at: 510, items: [5] });
  });
});
