import { describe, expect, it } from 'vitest';
import { sendLimiter } from './send-limit.ts';

describe('the chat sending limit', () => {
  it('lets a user send max messages in a window, refuses the next, and counts afresh as the window slides', () => {
    let now = 1_000_000;
    const limit = sendLimiter({ max: 3, windowMs: 10_000 }, () => now);
    expect([1, 2, 3, 4].map(() => limit.take('ann'))).toEqual([true, true, true, false]);
    now += 9_999;
    expect(limit.take('ann')).toBe(false);
    now += 1;
    // The first three left the window; refused attempts were never counted.
    expect([1, 2, 3, 4].map(() => limit.take('ann'))).toEqual([true, true, true, false]);
  });

  it('one user at the limit does not hold back another', () => {
    const limit = sendLimiter({ max: 2, windowMs: 60_000 }, () => 0);
    expect([limit.take('ann'), limit.take('ann'), limit.take('ann')]).toEqual([true, true, false]);
    expect([limit.take('bob'), limit.take('bob')]).toEqual([true, true]);
  });
});
