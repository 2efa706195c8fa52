import type { ZPropertySearchQuery } from '@immora/shared/properties';
import { type TPropertyCard } from '@immora/shared/properties';
import type { z } from 'zod';
import { asComplete } from '../../db/schema/properties.ts';
import type { searchRepository } from './search.repository.ts';

type Repo = ReturnType<typeof searchRepository>;
type Row = Awaited<ReturnType<Repo['search']>>['rows'][number];

/** Maps a row to the public card shape: euro, not cents; `_id` as the spec's screens read it. */
export function toCard(input: Row): TPropertyCard {
  const row = asComplete(input); // cards only show public listings
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    titles: row.titles,
    category: row.category,
    type: row.type,
    price: row.priceCents / 100,
    city: row.city,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    area: row.areaM2,
    coverPhoto: row.coverPhoto,
    thumbnail: row.thumbnail,
    // Field by field: the answer is written without the schema's stripping (search.routes.ts).
    coverVariants: (row.coverVariants ?? []).map(({ width, height, avif, webp, jpeg }) => ({
      width,
      height,
      avif,
      webp,
      jpeg,
    })),
    boosted: Boolean(row.boosted),
    availableNow: row.availableNow,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    verified: Boolean(row.verified),
  };
}

export async function searchProperties(opts: { repo: Repo; query: z.output<typeof ZPropertySearchQuery> }) {
  const { rows, total, totalCapped } = await opts.repo.search(opts.query);
  return { items: rows.map(toCard), total, totalCapped, page: opts.query.page, pageSize: opts.query.pageSize };
}
