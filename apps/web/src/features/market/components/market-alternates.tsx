import { useTranslation } from 'react-i18next';
import { marketAlternates, marketCanonicalPath, type MarketSlugLanguage } from '@immora/shared/market-vocabulary';
import { useInBrowser } from '../../../components/browser-only.tsx';
import { useServerLinksReplaced } from '../../../lib/use-server-links-replaced.ts';

/**
 * The language versions of a municipality's market page (decision 075): each language's own slug
 * (`/market/elsene?lang=nl`), x-default, and the canonical address of the version read (x-default
 * for English). They take the place of the public layout's alternates (`LanguageAlternates`), which
 * keep the path; React puts them in the head. The server writes the same links in a guest's first
 * page (`first-page-data.ts`); these replace them once the page runs.
 */
export function MarketAlternates({ slugs }: { slugs: Record<MarketSlugLanguage, string> }) {
  const { i18n } = useTranslation();
  const inBrowser = useInBrowser();
  useServerLinksReplaced(inBrowser);
  if (!inBrowser) return null;
  const origin = window.location.origin;
  return (
    <>
      {marketAlternates(slugs).map((v) => (
        <link key={v.hreflang} rel="alternate" hrefLang={v.hreflang} href={origin + v.path} />
      ))}
      <link rel="canonical" href={origin + marketCanonicalPath(slugs, i18n.resolvedLanguage ?? 'en')} />
    </>
  );
}
