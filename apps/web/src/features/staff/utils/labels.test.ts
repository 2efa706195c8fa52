import { describe, expect, it } from 'vitest';
import { humanize } from './labels.ts';
import { evidenceText } from './use-signal-words.ts';

const words = { label: (key: string) => humanize(key), yes: 'Yes', no: 'No' };

describe("a signal's evidence in words", () => {
  it('names a key nobody translated from its parts', () => {
    expect(humanize('price_below_market')).toBe('Price below market');
    expect(humanize('listingIds')).toBe('Listing ids');
  });

  it('writes lists, nested facts and booleans as text', () => {
    expect(evidenceText(['a', 'b'], words)).toBe('a, b');
    expect(evidenceText({ askingPrice: 650, median: 1400 }, words)).toBe('Asking price: 650; Median: 1400');
    expect(evidenceText(true, words)).toBe('Yes');
    expect(evidenceText(null, words)).toBe('—');
  });
});
