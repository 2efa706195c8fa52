import { describe, expect, it } from 'vitest';
import { variantWidths } from './photo-variants.ts';

describe('variantWidths', () => {
  it('makes every width up to 2048, never wider than the source', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600, 2048]);
    expect(variantWidths(2048)).toEqual([480, 960, 1600, 2048]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(300)).toEqual([300]);
  });
});
