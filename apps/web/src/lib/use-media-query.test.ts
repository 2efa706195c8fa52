import { describe, expect, it } from 'vitest';
import { SERVER_WIDTHS, matchesWidth } from './use-media-query.ts';

describe('matchesWidth: the media queries of the server-drawn first screen (decision 045)', () => {
  it("answers width queries as a phone's screen and a laptop's would", () => {
    expect(matchesWidth('(max-width: 960px)', SERVER_WIDTHS.phone)).toBe(true);
    expect(matchesWidth('(max-width: 960px)', SERVER_WIDTHS.wide)).toBe(false);
    expect(matchesWidth('(max-width: 1690px)', SERVER_WIDTHS.wide)).toBe(true);
    expect(matchesWidth('(min-width: 1240px)', SERVER_WIDTHS.wide)).toBe(true);
    expect(matchesWidth('(max-width: 959.98px)', 960)).toBe(false);
  });

  it('needs every condition of an "and", and answers no to anything it cannot judge', () => {
    expect(matchesWidth('(min-width: 400px) and (max-width: 500px)', SERVER_WIDTHS.phone)).toBe(true);
    expect(matchesWidth('(min-width: 500px) and (max-width: 900px)', SERVER_WIDTHS.phone)).toBe(false);
    expect(matchesWidth('(prefers-reduced-motion: reduce)', SERVER_WIDTHS.phone)).toBe(false);
    expect(matchesWidth('(orientation: portrait)', SERVER_WIDTHS.wide)).toBe(false);
  });
});
