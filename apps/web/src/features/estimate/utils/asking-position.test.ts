import { describe, expect, it } from 'vitest';
import { askingPosition } from './asking-position.ts';

const range = { low: 280_000, high: 340_000 };

describe('askingPosition', () => {
  it('says how far above or below the estimate an asking price is, in whole percent', () => {
    expect(askingPosition(336_000, 300_000, range)).toEqual({ pct: 12, side: 'above', inRange: true });
    expect(askingPosition(270_000, 300_000, range)).toEqual({ pct: 10, side: 'below', inRange: false });
  });

  it('calls a price within 2 % of the estimate in line with it', () => {
    expect(askingPosition(305_000, 300_000, range)).toMatchObject({ side: 'inLine', pct: 2 });
    expect(askingPosition(300_000, 300_000, range)).toMatchObject({ side: 'inLine', pct: 0 });
  });

  it('knows whether the price is inside the range', () => {
    expect(askingPosition(350_000, 300_000, range).inRange).toBe(false);
    expect(askingPosition(340_000, 300_000, range).inRange).toBe(true);
  });
});
