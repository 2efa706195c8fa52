-- hand-written: the text query of a search's words (decision 051). For each word, the shortest of
-- its forms in 'simple' and in each listing language's configuration (listing-text-search.ts),
-- each as a prefix: a form that starts with another adds no match ('garden':* is inside
-- 'gard':*). Words are joined by AND, a word's forms by OR. NULL when no word has a form.
CREATE FUNCTION "search_words_query"("words" text) RETURNS tsquery
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  WITH "forms" AS (
    SELECT DISTINCT "w"."position", "f"."lexeme"
    FROM unnest(string_to_array("words", ' ')) WITH ORDINALITY AS "w"("word", "position")
    CROSS JOIN unnest('{simple,english,dutch,french,greek}'::regconfig[]) AS "c"("config")
    CROSS JOIN unnest(tsvector_to_array(to_tsvector("c"."config", "w"."word"))) AS "f"("lexeme")
  ), "shortest" AS (
    SELECT "position", "lexeme" FROM "forms"
    WHERE NOT EXISTS (
      SELECT 1 FROM "forms" AS "shorter"
      WHERE "shorter"."position" = "forms"."position" AND "shorter"."lexeme" <> "forms"."lexeme"
        AND starts_with("forms"."lexeme", "shorter"."lexeme"))
  ), "per_word" AS (
    SELECT "position", '(' || string_agg(quote_literal("lexeme") || ':*', ' | ' ORDER BY "lexeme") || ')' AS "forms"
    FROM "shortest" GROUP BY "position"
  )
  SELECT string_agg("forms", ' & ' ORDER BY "position")::tsquery FROM "per_word"
$$;
