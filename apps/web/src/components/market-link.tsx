import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { marketPagePath, marketSlug, marketSlugFor } from '@immora/shared/market-vocabulary';
import { useCities } from '../lib/get-cities.ts';
import { Icon } from './icon.tsx';

/**
 * The address of a municipality's market page for a reader, from a city as a listing or a search
 * names it (in any of its languages): its slug in the reader's language once the cities are known
 * (one shared, cached answer), else the slug of the name as written, which the page answers too.
 */
export function useMarketPath(city: string, language: string) {
  const { data: cities } = useCities();
  const wanted = city.trim().toLowerCase();
  const known = cities?.find((c) => [c.name, c.nameNl, c.nameFr].some((n) => n.toLowerCase() === wanted));
  if (!known) return marketPagePath(marketSlug(city));
  const slugs = { en: marketSlug(known.name), nl: marketSlug(known.nameNl), fr: marketSlug(known.nameFr) };
  return marketPagePath(marketSlugFor(slugs, language));
}

/** "Prices in Ixelles": the link from a listing or a city's search results to that municipality's market page. */
export function MarketLink({ city, className }: { city: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const path = useMarketPath(city, i18n.resolvedLanguage ?? 'en');
  return (
    <Link to={path} className={className ? `row-inline market-link ${className}` : 'row-inline market-link'}>
      <Icon name="chart" size={16} />
      {t('pricesIn', { city })}
    </Link>
  );
}
