import { queryOptions, useQuery } from '@tanstack/react-query';
import { isLanguage, type Language } from '../../../lib/language.ts';
import type { LegalContent } from '../content/types.ts';

type Loader = () => Promise<{ default: LegalContent }>;

/** One chunk per language: only the reader's language is downloaded, and never by the home page. */
const LOADERS: Record<Language, Loader> = {
  en: () => import('../content/en.ts'),
  nl: () => import('../content/nl.ts'),
  fr: () => import('../content/fr.ts'),
  el: () => import('../content/el.ts'),
};

export function legalContentQuery(language: string) {
  const key = isLanguage(language) ? language : 'en';
  return queryOptions({
    queryKey: ['legal-content', key],
    queryFn: async () => (await LOADERS[key]()).default,
    staleTime: Infinity,
  });
}

export function useLegalContent(language: string) {
  return useQuery(legalContentQuery(language));
}
