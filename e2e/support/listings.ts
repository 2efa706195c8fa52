import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { NEW_LISTING } from '../../apps/api/src/modules/listings/listings.examples.ts';

type Envelope<T> = { success: boolean; data: T };

/** A house to rent in Gent (the OpenAPI example, with `fields` over it), given one photo and published through the API. */
export async function publishListing(
  request: APIRequestContext,
  headers: Record<string, string>,
  fields: Record<string, unknown>,
) {
  const created = await request.post('/api/properties', { headers, data: { ...NEW_LISTING, type: 'rent', ...fields } });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as Envelope<{ id: string }>).data.id;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2048" height="1152"><rect width="100%" height="100%" fill="#24385a"/></svg>`;
  const photo = await request.post(`/api/properties/${id}/photos`, {
    headers,
    multipart: {
      photos: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer() },
    },
  });
  expect(photo.ok(), await photo.text()).toBe(true);
  const published = await request.post(`/api/properties/${id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}
