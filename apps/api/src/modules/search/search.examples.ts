import type { z } from 'zod';
import type { ZPropertySearchResult } from '@immora/shared/properties';

/** An example answer of a search for the OpenAPI document (typed against its schema). */
export const SEARCH_ANSWER = {
  items: [
    {
      id: '5c1d7a3e-8b2f-4e6a-9d40-7f3b2a1c9e86',
      _id: '5c1d7a3e-8b2f-4e6a-9d40-7f3b2a1c9e86',
      title: 'Renovated townhouse near the Vrijdagmarkt',
      titles: { en: 'Renovated townhouse near the Vrijdagmarkt', nl: 'Gerenoveerd herenhuis bij de Vrijdagmarkt' },
      category: 'houses',
      type: 'sale',
      price: 415000,
      city: 'Gent',
      address: 'Vrijdagmarkt 7',
      latitude: 51.0576,
      longitude: 3.7262,
      bedrooms: 3,
      bathrooms: 1,
      area: 142,
      coverPhoto: '/uploads/photos/5c1d7a3e/cover-1600.jpg',
      thumbnail: '/uploads/photos/5c1d7a3e/cover-480.jpg',
      coverVariants: [],
      boosted: false,
      availableNow: true,
      publishedAt: '2026-11-20T09:30:00.000Z',
      verified: true,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
  totalCapped: false,
} satisfies z.output<typeof ZPropertySearchResult>;
