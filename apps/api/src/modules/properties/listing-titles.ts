import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TLanguage } from '@immora/shared/languages';
import { properties } from '../../db/schema/properties.ts';

/**
 * Every version's title by language, the original's included (decision 023), as `jsonb`: what a
 * card carries so the visitor's screen picks (`cardTitle`), and what a row read for several
 * readers carries so each is given theirs (`cardTitle` again: an e-mail to each party).
 * Null when the row has no listing (the row of nulls an empty search page answers, a left join).
 */
export const listingTitles = sql<Record<string, string>>`case when ${properties.language} is not null then
    jsonb_build_object(${properties.language}, ${properties.title}) || coalesce((
      select jsonb_object_agg(version.key, version.value -> 'title') from jsonb_each(${properties.translations}) as version
      where jsonb_typeof(version.value -> 'title') = 'string'), '{}'::jsonb) end`;

/**
 * The one title a reader is shown (decision 055), the rule of `cardTitle` in SQL: the listing's
 * version in `language` when it has one, else the original. `language` is the reader's (null when
 * unknown: the original) or a column, such as the recipient's `users.language`.
 */
export const titleIn = (language: TLanguage | null | AnyColumn | SQL) =>
  sql<
    string | null
  >`coalesce(nullif(case when jsonb_typeof(${properties.translations} -> ${language}::text -> 'title') = 'string'
    then ${properties.translations} -> ${language}::text ->> 'title' end, ''), ${properties.title})`;
