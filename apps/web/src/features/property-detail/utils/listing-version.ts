import type { TLanguage } from '@immora/shared/languages';
import type { TListingVersion, TPropertyDetail } from '@immora/shared/properties';

/**
 * The version of a listing's text to show (decision 023): the one the visitor picked, else the
 * visitor's interface language when the listing has it, else the original.
 */
export function shownVersion(
  listing: Pick<TPropertyDetail, 'language' | 'versions'>,
  interfaceLanguage: string,
  picked: TLanguage | null,
): TListingVersion {
  const find = (language: string | null) => listing.versions.find((v) => v.language === language);
  return find(picked) ?? find(interfaceLanguage) ?? find(listing.language) ?? listing.versions[0]!;
}
