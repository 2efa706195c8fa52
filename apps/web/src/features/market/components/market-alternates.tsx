import { useTranslation } from 'react-i18next';
import { marketAlternates, type MarketSlugLanguage } from '@immora/shared/market-vocabulary';
import { useInBrowser } from '../../../components/browser-only.tsx';

/**
 * The language versions of a municipality's market page (decision 075): each language's own slug
 * (`/market/elsene?lang=nl`), x-default, and the canonical address of the version read (x-default
 * for English). They take
 * the place of the public layout's alternates (`LanguageAlternates`), which keep the path; React
 * puts them in the head. Like those, not in the server's first screen (decision 045).
 */
export function MarketAlternates({ slugs }: { slugs: Record<MarketSlugLanguage, string> }) {
  const { i18n } = useTranslation();
  if (!useInBrowser()) return null;
  const origin = window.location.origin;
  const versions = marketAlternates(slugs);
  // English readers' canonical is the x-default address they read it at (no `?lang=`), so it is
  // never another language version's address (Lighthouse's 'points to another hreflang location').
  const language = i18n.resolvedLanguage ?? 'en';
  const read = versions.find((v) => v.hreflang === (language === 'en' ? 'x-default' : language)) ?? versions.at(-1)!;
  return (
    <>
      {versions.map((v) => (
        <link key={v.hreflang} rel="alternate" hrefLang={v.hreflang} href={origin + v.path} />
      ))}
      <link rel="canonical" href={origin + read.path} />
    </>
  );
}
