import { listingLanguages, type ListingTranslations } from '@immora/shared/listing-form';
import type { TLanguage } from '@immora/shared/languages';
import type { TListingVersion } from '@immora/shared/properties';

type Texts = { language: string; title: string; description: string; translations: ListingTranslations };

/**
 * A public listing's language versions, the original first (decision 023). A translation shows
 * only when it has both title and description: publishing requires them, but a translation added
 * to a listing already on the market could be saved half-written.
 */
export function listingVersions(p: Texts): TListingVersion[] {
  const language = p.language as TLanguage;
  return listingLanguages({ language, translations: p.translations }).flatMap((l) => {
    if (l === language) return [{ language: l, title: p.title, description: p.description }];
    const version = p.translations[l];
    return version?.title && version.description
      ? [{ language: l, title: version.title, description: version.description }]
      : [];
  });
}
