import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { LISTING_TEXT_SEARCH } from '../../db/schema/listing-text-search.ts';
import { searchWords, textQueryLookup } from './text-query.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The lookup over the test database, counting the questions it asks. */
function lookup(kept?: number) {
  const asked: string[] = [];
  const query = textQueryLookup(async <T>(sql: string, params: unknown[]) => {
    asked.push(String(params[0]));
    return database.query<T>(sql, params);
  }, kept);
  return { query, asked };
}

describe('the words of a search text', () => {
  it('are its letters and digits, lower-case, at most eight', () => {
    expect(searchWords('Canal VIEW, 2 bedrooms!')).toBe('canal view 2 bedrooms');
    expect(searchWords('Σπίτι με κήπο')).toBe('σπίτι με κήπο');
    expect(searchWords('a b c d e f g h i j')).toBe('a b c d e f g h');
    expect(searchWords(' %!? ')).toBeNull();
  });
});

describe('the text query of a search', () => {
  it("keeps each word's shortest forms across the languages, as prefixes joined by AND", async () => {
    const { query } = lookup();
    // Dutch stems "garden" to "gard", whose prefix holds every other form.
    expect(await query('garden')).toBe("'gard':*");
    // French stems the plurals; English and French agree, and the typed forms start with the stems.
    expect(await query('maisons jardins')).toBe("'maison':* & 'jardin':*");
    // Greek: the stem drops the accent, so both forms stay.
    expect(await query('σπίτια')).toBe("'σπίτια':* | 'σπιτ':*");
    // A stop word of English is still a word as typed ('simple' keeps it).
    expect(await query('the')).toBe("'the':*");
  });

  it("covers every configuration the listings' documents are made with", async () => {
    const { query } = lookup();
    // Words a language stems, in each configuration of listing-text-search.ts: the query holds
    // each word's stem, or a shorter form it starts with.
    for (const config of ['simple', ...Object.values(LISTING_TEXT_SEARCH)]) {
      for (const word of ['gardens', 'huizen', 'maisons', 'σπίτια']) {
        const [row] = await database.query<{ stems: string[] }>(
          `select tsvector_to_array(to_tsvector($1::regconfig, $2)) as stems`,
          [config, word],
        );
        const forms = [...((await query(word)) ?? '').matchAll(/'([^']+)':\*/g)].map((m) => m[1]!);
        for (const stem of row!.stems)
          expect(
            forms.some((form) => stem.startsWith(form)),
            `${config}: ${word}`,
          ).toBe(true);
      }
    }
  });

  it('asks the database once per text, and again for a text it no longer keeps', async () => {
    const { query, asked } = lookup(2);
    await query('garden');
    await query('garden');
    expect(asked).toEqual(['garden']);
    await query('terrace');
    await query('garden'); // the most recent of two: still kept
    await query('loft'); // forgets the oldest, "terrace"
    await query('terrace');
    expect(asked).toEqual(['garden', 'terrace', 'loft', 'terrace']);
  });

  it('does not keep a failed answer', async () => {
    let fail = true;
    const query = textQueryLookup(async <T>(sql: string, params: unknown[]) => {
      if (fail) throw new Error('connection lost');
      return database.query<T>(sql, params);
    });
    await expect(query('garden')).rejects.toThrow('connection lost');
    fail = false;
    expect(await query('garden')).toBe("'gard':*");
  });
});
