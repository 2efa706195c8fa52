import { useLocation } from 'react-router';
import { languageAlternates } from '@immora/shared/languages';
import { findRoute } from '@immora/shared/routes';
import { useInBrowser } from '../../../components/browser-only.tsx';
import { useServerLinksReplaced } from '../../../lib/use-server-links-replaced.ts';

/** Pages whose language versions have addresses of their own: they write their alternates themselves. */
const OWN_ALTERNATES = new Set(['marketMunicipality']);

/**
 * `<link rel="alternate" hreflang>` for every language of a public page, and x-default (the
 * address without `?lang=`, which follows the browser). React 19 puts them in the head
 * (decision 018), in place of those the server wrote in a first page (the market index's).
 */
export function LanguageAlternates() {
  const { pathname, search } = useLocation();
  const inBrowser = useInBrowser();
  const own = OWN_ALTERNATES.has(findRoute(pathname)?.page ?? '');
  useServerLinksReplaced(inBrowser && !own);
  // Not in the server's first screen (decision 045), which goes inside the page's root.
  if (!inBrowser || own) return null;
  const origin = window.location.origin;
  return (
    <>
      {languageAlternates(pathname, search).map((v) => (
        <link key={v.hreflang} rel="alternate" hrefLang={v.hreflang} href={origin + v.path} />
      ))}
    </>
  );
}
