import { describe, expect, it } from 'vitest';
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
