import { describe, expect, it } from 'vitest';
import { creditBalance } from './credit-chart.tsx';

const entry = (createdAt: string, delta: number) => ({ id: createdAt, delta, reason: 'x', note: null, createdAt });

describe('creditBalance', () => {
  it('counts the balance after each movement back from today, oldest first, and ends with today', () => {
    // The ledger answer is newest first and holds only the latest movements: 40 credits came before it.
    const ledger = [
      entry('2026-11-03T10:00:00Z', -10),
      entry('2026-11-01T10:00:00Z', 60),
      entry('2026-11-02T10:00:00Z', -5),
    ];
    expect(creditBalance(ledger, 85, Date.parse('2026-11-05T10:00:00Z'))).toEqual([
      { x: Date.parse('2026-11-01T10:00:00Z'), y: 100 },
      { x: Date.parse('2026-11-02T10:00:00Z'), y: 95 },
      { x: Date.parse('2026-11-03T10:00:00Z'), y: 85 },
      { x: Date.parse('2026-11-05T10:00:00Z'), y: 85 },
    ]);
  });
});
