import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuctionPhase } from './use-now.ts';

describe('useAuctionPhase', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('turns open at the start and ended at the end, and draws nothing in between', () => {
    let renders = 0;
    const times = { startsAt: '2026-11-29T10:00:05Z', endsAt: '2026-11-29T10:01:00Z' };
    const { result } = renderHook(() => {
      renders += 1;
      return useAuctionPhase(times);
    });
    expect(result.current).toBe('scheduled');
    const drawn = renders;
    act(() => vi.advanceTimersByTime(4_000));
    expect(result.current).toBe('scheduled');
    expect(renders).toBe(drawn);
    act(() => vi.advanceTimersByTime(1_100));
    expect(result.current).toBe('open');
    const opened = renders;
    act(() => vi.advanceTimersByTime(50_000));
    expect(renders).toBe(opened);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe('ended');
    // Nothing is waited for after the end.
    expect(vi.getTimerCount()).toBe(0);
  });
});
