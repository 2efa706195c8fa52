import { useLocation } from 'react-router';
import { findRoute } from '@immora/shared/routes';
import { LANGUAGES, LANGUAGE_PARAM } from '../../../lib/language.ts';
import { useInBrowser } from '../../../components/browser-only.tsx';

/** The address of this page in a language: the same path and query, plus `?lang=` (none for x-default). */
export function alternateHref(origin: string, pathname: string, search: string, language: string | null) {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  if (language) params.set(LANGUAGE_PARAM, language);
  const query = params.toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
}

/** Pages whose language versions have addresses of their own: they write their alternates themselves. */
const OWN_ALTERNATES = new Set(['marketMunicipality']);

/**
 * `<link rel="alternate" hreflang>` for every language of a public page, and x-default (the
 * address without `?lang=`, which follows the browser). React 19 puts them in the head
 * (decision 018).
 */
export function LanguageAlternates() {
  const { pathname, search } = useLocation();
  const inBrowser = useInBrowser();
  // Not in the server's first screen (decision 045), which goes inside the page's root.
  if (!inBrowser || OWN_ALTERNATES.has(findRoute(pathname)?.page ?? '')) return null;
  const origin = window.location.origin;
  return (
    <>
      {LANGUAGES.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={language}
          href={alternateHref(origin, pathname, search, language)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={alternateHref(origin, pathname, search, null)} />
    </>
  );
}
