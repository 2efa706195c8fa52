import { serializerCompiler } from 'fastify-type-provider-zod';
import { marketSlug, ZMarket, ZMarketIndex } from '@immora/shared/market';
import { ok, okData } from '../../lib/reply.ts';
import { refreshedEvery } from '../../lib/refreshed.ts';
import type { MarketRepository } from './market.repository.ts';
import { marketCityLookup } from './market-slugs.ts';
import { monthKey, monthStart } from './market-months.ts';
import { marketIndex, marketOf } from './market.service.ts';

/** The answers of `GET /api/market/{municipality}` and `GET /api/market`. */
export const MARKET_ANSWER = ok(ZMarket);
export const MARKET_INDEX_ANSWER = ok(ZMarketIndex);

/**
 * How often a node reads the sweeps' version (decision 084): a sweep by another node shows in this
 * node's answers within this time; one by this node at once.
 */
export const MARKET_VERSION_CHECK_MS = 1_000;

/** An answer as the route's schema checks and writes it, once (fastify-type-provider-zod's serializer). */
const serializer = (schema: typeof MARKET_ANSWER | typeof MARKET_INDEX_ANSWER, url: string) =>
  serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' }) as (data: unknown) => string;
const writeMarket = serializer(MARKET_ANSWER, '/api/market/:municipality');
const writeIndex = serializer(MARKET_INDEX_ANSWER, '/api/market');

/**
 * The market answers, each computed and written (checked against its schema, serialized) once per
 * version of the figures and kept in memory (decision 084): a municipality's per slug asked for
 * (the answer names it), and the index. The version is the sweeps' (`sweepsVersion`, read at most
 * once every `checkEveryMs`), the current month (a municipality without figures answers the 12
 * months up to it) and the municipalities read (reloaded every 5 minutes); when any changes, every
 * answer is computed again on its next request. `changed()` after this node's own sweep makes the
 * next request read the version at once. An unknown slug is a 404, never kept.
 */
export function marketAnswers(repo: MarketRepository, checkEveryMs = MARKET_VERSION_CHECK_MS) {
  const deps = { repo, cities: marketCityLookup(repo) };
  const version = refreshedEvery(checkEveryMs, () => repo.sweepsVersion());
  let kept: { version: string; cities: unknown; answers: Map<string, Promise<string>> } | undefined;

  /**
   * The answer kept under `key`, else computed by `compute` and kept. The version is read before the
   * figures, so a kept answer is never older than the version it is kept under.
   */
  async function answer(key: string, compute: () => Promise<string>) {
    const [current, cities] = await Promise.all([
      version.get().then((v) => `${monthKey(monthStart(new Date()))}:${v}`),
      deps.cities.all(),
    ]);
    if (!kept || kept.version !== current || kept.cities !== cities)
      kept = { version: current, cities, answers: new Map() };
    const { answers } = kept;
    let found = answers.get(key);
    if (!found) {
      found = compute();
      answers.set(key, found);
      // A failure (a 404, a lost connection) is not kept: the next request computes again.
      found.catch(() => {
        if (answers.get(key) === found) answers.delete(key);
      });
    }
    return found;
  }

  return {
    /** A municipality's answer, written (JSON); 404 for an unknown slug. */
    municipality: (slug: string) =>
      answer(`municipality:${marketSlug(slug)}`, async () => writeMarket(okData(await marketOf(deps, slug)))),
    /** The index of every municipality, written (JSON). */
    index: () => answer('index', async () => writeIndex(okData(await marketIndex(deps)))),
    /** The figures may have changed (this node swept): the next request reads the version again. */
    changed: () => version.expire(),
  };
}
export type MarketAnswers = ReturnType<typeof marketAnswers>;
