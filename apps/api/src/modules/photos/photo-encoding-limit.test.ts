import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { propertyPhotos } from '../../db/schema/properties.ts';
import { photoEncodings } from '../../lib/photo-variants.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty } from '../../../test/factories.ts';
import { drawn } from '../../../test/hostile-images.ts';
import { signedInUser } from '../../../test/session.ts';

/**
 * Issue 31: a burst of ten photo uploads encoded ten photos at once (about 30 MB of sharp's
 * buffers each, 350 MB at the peak). Decision 057: at most one photo per core is encoded at once
 * in the process; the others wait, and an upload is still all or nothing.
 */
let ctx: TestContext;
const pictures: Buffer[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
  const colours = [
    '#e63946',
    '#2a9d8f',
    '#264653',
    '#f4a261',
    '#8ab17d',
    '#6d597a',
    '#b56576',
    '#355070',
    '#eaac8b',
    '#0a9396',
  ];
  for (const colour of colours) pictures.push(await drawn(2048, 768, colour).jpeg({ quality: 80 }).toBuffer());
});
afterAll(() => ctx.close());

const upload = (listingId: string, token: string, files: Buffer[]) => {
  const form = new FormData();
  files.forEach((data, i) =>
    form.append('files', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), `${i}.jpg`),
  );
  return ctx.app.inject({
    method: 'POST',
    url: `/api/properties/${listingId}/photos`,
    payload: form,
    headers: { authorization: `Bearer ${token}` },
  });
};

async function listingOfOwnPhotos() {
  const s = await signedInUser(ctx.app, ctx.database, { role: 'pseller' });
  const listing = await createProperty(ctx.database, s.user.id, { status: 'draft' });
  await ctx.database.db.delete(propertyPhotos).where(eq(propertyPhotos.propertyId, listing.id));
  return { token: s.token, listingId: listing.id };
}
const stored = async (listingId: string) =>
  (await ctx.database.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, listingId))).length;

describe('photo encodings at once (decision 057)', () => {
  it('ten uploads of a photo each at once: every photo is stored, never more than one per core encoded at once', async () => {
    const runs = photoEncodings.stats.runs;
    const owners = await Promise.all(pictures.map(() => listingOfOwnPhotos()));
    const answers = await Promise.all(owners.map((o, i) => upload(o.listingId, o.token, [pictures[i]!])));
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    for (const o of owners) expect(await stored(o.listingId)).toBe(1);
    expect(photoEncodings.stats.runs - runs).toBe(10);
    // The photos did contend: some waited for a turn.
    expect(photoEncodings.stats.peakWaiting).toBeGreaterThan(0);
    expect(photoEncodings.stats.peak).toBeLessThanOrEqual(availableParallelism());
  }, 120_000);

  it('ten photos in one upload are stored together, or none when one is refused', async () => {
    const o = await listingOfOwnPhotos();
    const broken = pictures[9]!.subarray(0, Math.floor(pictures[9]!.length / 3));
    const refused = await upload(o.listingId, o.token, [...pictures.slice(0, 9), broken]);
    expect(refused.statusCode).toBe(400);
    expect(await stored(o.listingId)).toBe(0);
    const res = await upload(o.listingId, o.token, pictures);
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored(o.listingId)).toBe(10);
    expect(photoEncodings.stats.peak).toBeLessThanOrEqual(availableParallelism());
  }, 120_000);
});
