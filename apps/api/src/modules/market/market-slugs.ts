import { marketSlug } from '@immora/shared/market';
import { refreshedEvery } from '../../lib/refreshed.ts';
import type { MarketRepository } from './market.repository.ts';

/** Municipalities are reference data (written by the seed only): read once in a while, not per request. */
export const MARKET_CITIES_TTL_MS = 5 * 60_000;

export type MarketCity = Awaited<ReturnType<MarketRepository['cities']>>[number] & {
  slugs: { en: string; nl: string; fr: string };
};

/**
 * The municipalities by slug (decision 074): each answers to the slug of its English, Dutch and
 * French name. Should two municipalities share a slug, the one whose English name gives it wins,
 * then Dutch, then French (then the first by English name).
 */
export function marketCityLookup(repo: MarketRepository, ttlMs = MARKET_CITIES_TTL_MS) {
  const lookup = refreshedEvery(ttlMs, async () => {
    const rows = (await repo.cities()).sort((a, b) => a.name.localeCompare(b.name));
    const all = rows.map((c) => ({
      ...c,
      slugs: { en: marketSlug(c.name), nl: marketSlug(c.nameNl), fr: marketSlug(c.nameFr) },
    }));
    const bySlug = new Map<string, MarketCity>();
    for (const language of ['en', 'nl', 'fr'] as const)
      for (const city of all) if (!bySlug.has(city.slugs[language])) bySlug.set(city.slugs[language], city);
    return { bySlug, all };
  });
  const current = lookup.get;
  return {
    /** The municipality of a slug, written in any case and with or without accents ("Liège" is `liege`). */
    bySlug: async (slug: string) => (await current()).bySlug.get(marketSlug(slug)) ?? null,
    all: async () => (await current()).all,
  };
}
