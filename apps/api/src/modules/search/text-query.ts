/** The words of a search text, lower-case ('Canal view!' → 'canal view'); null when it has none. */
export function searchWords(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.join(' ') : null;
}

/** Plain SQL with positional parameters, answering rows. */
type Run = <T>(sql: string, params: unknown[]) => Promise<T[]>;

/** How many texts' queries are kept: each is a few dozen bytes. */
export const TEXT_QUERIES_KEPT = 1000;

/**
 * The tsquery (as text) of a search's words: each word's shortest forms across the listing
 * languages, as prefixes (`search_words_query`, migration 0034, decision 051); null when no word
 * has a form. The answer depends only on the words and PostgreSQL's dictionaries, so the last
 * TEXT_QUERIES_KEPT are kept: a search's statement then carries its query as a constant, which
 * the planner reads as it is, instead of stemming each word in every configuration at every
 * place the statement matches text.
 */
export function textQueryLookup(run: Run, kept = TEXT_QUERIES_KEPT) {
  const queries = new Map<string, Promise<string | null>>();
  return (words: string): Promise<string | null> => {
    let query = queries.get(words);
    if (query) {
      // Most recently used last, so the oldest goes first when the map is full.
      queries.delete(words);
    } else {
      query = run<{ query: string | null }>('select search_words_query($1)::text as query', [words]).then(
        ([row]) => row?.query ?? null,
      );
      // A failed read is not kept: the next search asks again.
      query.catch(() => {
        if (queries.get(words) === query) queries.delete(words);
      });
      if (queries.size >= kept) queries.delete(queries.keys().next().value!);
    }
    queries.set(words, query);
    return query;
  };
}
