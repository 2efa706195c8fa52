import { sql } from 'drizzle-orm';
import { LANGUAGES, type TLanguage } from '@immora/shared/languages';

/**
 * The PostgreSQL text-search configuration of each listing language (decision 023): PGlite and
 * PostgreSQL 15 both ship english, dutch, french and greek.
 */
export const LISTING_TEXT_SEARCH: Record<TLanguage, string> = {
  en: 'english',
  nl: 'dutch',
  fr: 'french',
  el: 'greek',
};

/** A language version's words: the original columns when it is the listing's language, else its translation. */
const versionText = (language: TLanguage) =>
  `case when language = '${language}' then coalesce(title, '') || ' ' || coalesce(description, '') ` +
  `else coalesce(translations #>> '{${language},title}', '') || ' ' || coalesce(translations #>> '{${language},description}', '') end`;

/**
 * The generated full-text document of a listing: city and address with 'simple' (names are not
 * stemmed), then each language version with its own dictionary. Every part is immutable, as a
 * generated column requires (a constant configuration per branch, no cast from text).
 */
export const listingTextVector = () =>
  sql.raw(
    [
      `to_tsvector('simple', coalesce(city, '') || ' ' || coalesce(address, ''))`,
      ...LANGUAGES.map((l) => `to_tsvector('${LISTING_TEXT_SEARCH[l]}', ${versionText(l)})`),
    ].join(' || '),
  );
