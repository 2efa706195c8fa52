import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TPhotoVariant } from '@immora/shared/photo-variants';
import { LISTING_MESSAGES, PHOTO_BATCH_MESSAGE, PHOTO_MESSAGES, PHOTO_RULES } from '@immora/shared/listing-form';
import { properties, propertyPhotos } from '../../db/schema/properties.ts';
import { diskStorage, s3Storage } from '../../lib/storage.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createCustomTestApp } from '../../../test/custom-app.ts';
import { onPostgres } from '../../../test/database.ts';
import { createProperty } from '../../../test/factories.ts';
import { drawn } from '../../../test/hostile-images.ts';
import { atOnce, expectLimitHeld, RACERS } from '../../../test/races.ts';
import { startS3 } from '../../../test/s3.ts';
import { signedInUser } from '../../../test/session.ts';
import { deleteListingFiles } from './photos.service.ts';

type Photo = {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  isCover: boolean;
  position: number;
  variants: TPhotoVariant[];
};
type Upload = { name: string; data: Buffer; type?: string };

let ctx: TestContext;
const images = {} as Record<'jpeg' | 'png' | 'small' | 'gif' | 'text' | 'huge' | 'sideways' | 'truncated', Buffer>;
/** Different pictures: the same picture twice shares its (content-addressed) files. */
const others: Buffer[] = [];

/** Uploads are the smallest size accepted (2048 × 768): every one is encoded in 12 variants. */
const picture = drawn;
const WIDTHS = [480, 960, 1600, 2048];

beforeAll(async () => {
  ctx = await createTestApp();
  images.jpeg = await picture(2048, 768)
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Artist: 'Secret Owner' } })
    .toBuffer();
  images.png = await picture(2048, 768).png().toBuffer();
  images.small = await picture(1024, 768).jpeg().toBuffer();
  images.gif = await picture(2048, 768).gif().toBuffer();
  images.text = Buffer.from('This is not a photo, just text in a file named .jpg\n'.repeat(50));
  // Stored portrait, tagged "rotate 90°": upright it is 2048 × 768.
  images.sideways = await picture(768, 2048).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  for (const colour of ['#e63946', '#2a9d8f', '#264653'])
    others.push(await picture(2048, 768, colour).jpeg({ quality: 80 }).toBuffer());
  images.huge = Buffer.concat([images.jpeg, Buffer.alloc(PHOTO_RULES.maxBytes + 1 - images.jpeg.length, 1)]);
  images.truncated = images.jpeg.subarray(0, Math.floor(images.jpeg.length / 3));
});
afterAll(() => ctx.close());

const upload = (listingId: string, files: Upload[], headers: Record<string, string> = {}) => {
  const form = new FormData();
  for (const f of files)
    form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/jpeg' }), f.name);
  return ctx.app.inject({ method: 'POST', url: `/api/properties/${listingId}/photos`, payload: form, headers });
};
const jpeg = (name = 'living.jpg'): Upload => ({ name, data: images.jpeg });

/** A publisher with a listing (published unless said) and no photo. */
async function owner(
  role: 'individual' | 'pseller' | 'agency' = 'pseller',
  status: 'published' | 'draft' = 'published',
) {
  const s = await signedInUser(ctx.app, ctx.database, { role });
  const listing = await createProperty(ctx.database, s.user.id, { status });
  await ctx.database.db.delete(propertyPhotos).where(eq(propertyPhotos.propertyId, listing.id));
  return { ...s, listing };
}
const rows = (listingId: string) =>
  ctx.database.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, listingId));
/** Photo rows without files, as if the listing already held `n` photos. */
const holdingPhotos = (propertyId: string, n: number) =>
  ctx.database.db.insert(propertyPhotos).values(
    Array.from({ length: n }, (_, position) => ({
      propertyId,
      position,
      isCover: position === 0,
      url: `/uploads/test/${position}.jpg`,
      thumbnailUrl: `/uploads/test/${position}-thumb.jpg`,
      width: 2048,
      height: 1152,
    })),
  );
const storedFiles = (listingId: string) => {
  const dir = join(ctx.dataDir, 'uploads', 'properties', listingId);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const fileOf = (url: string) => join(ctx.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

describe('uploading photos', () => {
  it('stores a JPEG and a PNG at once in every width as AVIF, WebP and JPEG, without metadata; the first is the cover', async () => {
    const s = await owner();
    const res = await upload(
      s.listing.id,
      [jpeg(), { name: 'kitchen.png', data: images.png, type: 'image/png' }],
      s.headers,
    );
    expect(res.statusCode).toBe(201);
    const photos = res.json().data.photos as Photo[];
    expect(photos).toHaveLength(2);
    expect(photos.map((p) => [p.position, p.isCover])).toEqual([
      [0, true],
      [1, false],
    ]);
    const folder = `/uploads/properties/${s.listing.id}/`;
    for (const p of photos) {
      expect(p).toMatchObject({ width: 2048, height: 768 });
      expect(p.variants.map((v) => [v.width, v.height])).toEqual(WIDTHS.map((w) => [w, (w * 3) / 8]));
      for (const v of p.variants) {
        for (const [format, url, ext] of [
          ['heif', v.avif, 'avif'],
          ['webp', v.webp, 'webp'],
          ['jpeg', v.jpeg, 'jpg'],
        ] as const) {
          // Content-addressed: a hash of the picture, the width and the format.
          expect(url).toMatch(new RegExp(`^${folder}[0-9a-f]{20}-${v.width}\\.${ext}$`));
          const meta = await sharp(fileOf(url)).metadata();
          expect(meta, url).toMatchObject({ format, width: v.width, height: v.height });
          expect(meta.exif, url).toBeUndefined();
        }
      }
      // Link previews and e-mails keep reading JPEG.
      expect(p.url).toBe(p.variants[3]!.jpeg);
      expect(p.thumbnailUrl).toBe(p.variants[0]!.jpeg);
    }
    expect(storedFiles(s.listing.id)).toHaveLength(24);
    // The files are served where the URLs say, cached for a year.
    const served = await ctx.app.inject({ method: 'GET', url: photos[0]!.variants[1]!.avif });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Cards and the listing page offer them.
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/properties/${s.listing.id}` });
    expect(detail.json().data.coverVariants).toEqual(photos[0]!.variants);
    expect(detail.json().data.photos.map((p: Photo) => p.variants)).toEqual(photos.map((p) => p.variants));
  });

  it('turns a photo upright by its EXIF orientation before checking its size', async () => {
    const s = await owner();
    const res = await upload(s.listing.id, [{ name: 'phone.jpg', data: images.sideways }], s.headers);
    expect(res.statusCode).toBe(201);
    const [photo] = res.json().data.photos as Photo[];
    expect(photo).toMatchObject({ width: 2048, height: 768 });
    const meta = await sharp(fileOf(photo!.url)).metadata();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([2048, 768]);
  });

  it('appends after the existing photos and keeps the cover', async () => {
    const s = await owner();
    await upload(s.listing.id, [jpeg()], s.headers);
    const res = await upload(s.listing.id, [jpeg('a.jpg'), jpeg('b.jpg')], s.headers);
    const photos = res.json().data.photos as Photo[];
    expect(photos.map((p) => [p.position, p.isCover])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/properties/${s.listing.id}/photos`,
      headers: s.headers,
    });
    expect(listed.json().data.photos).toEqual(photos);
  });

  const refusals: [string, () => Upload, number, string][] = [
    ['a text file named .jpg', () => ({ name: 'photo.jpg', data: images.text }), 400, PHOTO_MESSAGES.type],
    ['a GIF', () => ({ name: 'photo.gif', data: images.gif, type: 'image/gif' }), 400, PHOTO_MESSAGES.type],
    ['a broken JPEG', () => ({ name: 'cut.jpg', data: images.truncated }), 400, PHOTO_MESSAGES.type],
    ['a 1024×768 photo', () => ({ name: 'small.jpg', data: images.small }), 400, PHOTO_MESSAGES.tooSmall],
    ['a file over 15 MB', () => ({ name: 'huge.jpg', data: images.huge }), 413, PHOTO_MESSAGES.tooLarge],
  ];
  for (const [what, file, status, message] of refusals) {
    it(`refuses the whole upload when one file is ${what}, and stores nothing`, async () => {
      const s = await owner();
      const res = await upload(s.listing.id, [jpeg('first.jpg'), file(), jpeg('last.jpg')], s.headers);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, error: { message } });
      expect(await rows(s.listing.id)).toHaveLength(0);
      expect(storedFiles(s.listing.id)).toEqual([]);
    });
  }

  it('refuses an upload without files, more than 10 files at once, and a body that is not multipart', async () => {
    const s = await owner();
    const none = await upload(s.listing.id, [], s.headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(PHOTO_MESSAGES.none);
    const eleven = await upload(
      s.listing.id,
      Array.from({ length: PHOTO_RULES.maxFiles + 1 }, (_, i) => jpeg(`p${i}.jpg`)),
      s.headers,
    );
    expect(eleven.statusCode).toBe(413);
    expect(eleven.json().error.message).toBe(PHOTO_BATCH_MESSAGE);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${s.listing.id}/photos`,
      payload: { files: [] },
      headers: s.headers,
    });
    expect(json.statusCode).toBe(415);
    expect(await rows(s.listing.id)).toHaveLength(0);
    expect(storedFiles(s.listing.id)).toEqual([]);
  });

  it('answers 400, not 500, to a broken multipart body', async () => {
    const s = await owner();
    for (const contentType of ['multipart/form-data; boundary=xyz', 'multipart/form-data']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/properties/${s.listing.id}/photos`,
        payload: '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\nnot finished',
        headers: { ...s.headers, 'content-type': contentType },
      });
      expect(res.statusCode, contentType).toBe(400);
    }
    expect(await rows(s.listing.id)).toHaveLength(0);
  });

  it('holds a listing to 30 photos', async () => {
    const s = await owner();
    await holdingPhotos(s.listing.id, PHOTO_RULES.maxPerListing - 1);
    const two = await upload(s.listing.id, [jpeg('a.jpg'), jpeg('b.jpg')], s.headers);
    expect(two.statusCode).toBe(400);
    expect(two.json().error.message).toBe(PHOTO_MESSAGES.tooMany);
    expect(storedFiles(s.listing.id)).toEqual([]);
    const one = await upload(s.listing.id, [jpeg()], s.headers);
    expect(one.statusCode).toBe(201);
    expect(one.json().data.photos).toHaveLength(PHOTO_RULES.maxPerListing);
    const more = await upload(s.listing.id, [jpeg()], s.headers);
    expect(more.statusCode).toBe(400);
    expect(more.json().error.message).toBe(PHOTO_MESSAGES.tooMany);
  });

  it.skipIf(!onPostgres)(
    'lets two uploads at the same time neither exceed the limit nor share a position',
    async () => {
      const s = await owner();
      await holdingPhotos(s.listing.id, PHOTO_RULES.maxPerListing - 3);
      const results = await Promise.all([
        upload(s.listing.id, [jpeg('a.jpg'), jpeg('b.jpg')], s.headers),
        upload(s.listing.id, [jpeg('c.jpg'), jpeg('d.jpg')], s.headers),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      const stored = await rows(s.listing.id);
      expect(stored).toHaveLength(PHOTO_RULES.maxPerListing - 1);
      expect(new Set(stored.map((r) => r.position)).size).toBe(stored.length);
      // The refused upload's files are gone again (both uploads hold the same picture twice).
      expect(storedFiles(s.listing.id)).toHaveLength(12);
    },
  );

  it.skipIf(!onPostgres)(
    `${RACERS} single uploads at once to a listing holding ${PHOTO_RULES.maxPerListing - 5} store 5 (PostgreSQL)`,
    async () => {
      const s = await owner();
      await holdingPhotos(s.listing.id, PHOTO_RULES.maxPerListing - 5);
      const answers = await atOnce(RACERS, (i) => upload(s.listing.id, [jpeg(`race-${i}.jpg`)], s.headers));
      expectLimitHeld(answers, 5, 400, PHOTO_MESSAGES.tooMany);
      const stored = await rows(s.listing.id);
      expect(stored).toHaveLength(PHOTO_RULES.maxPerListing);
      expect(new Set(stored.map((r) => r.position)).size).toBe(stored.length);
      // The refused uploads' files (the same picture) are not removed from under the stored ones.
      const files = stored.flatMap((r) => (r.variants ?? []).map((v) => v.avif));
      expect(files).toHaveLength(5 * WIDTHS.length);
      expect(files.filter((f) => !existsSync(fileOf(f)))).toEqual([]);
    },
    // 20 uploads of 12 variants each: about 12 s on a busy 2-core machine, so more room than the default.
    90_000,
  );

  it('lets two single uploads at the same time take distinct positions and one cover', async () => {
    const s = await owner();
    const results = await Promise.all([
      upload(s.listing.id, [jpeg('a.jpg')], s.headers),
      upload(s.listing.id, [jpeg('b.jpg')], s.headers),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    const stored = await rows(s.listing.id);
    expect(stored.map((r) => r.position).sort()).toEqual([0, 1]);
    expect(stored.filter((r) => r.isCover)).toHaveLength(1);
  });
});

describe('ordering, cover and deleting', () => {
  async function withPhotos(n: number) {
    const s = await owner('individual');
    const res = await upload(
      s.listing.id,
      others.slice(0, n).map((data, i) => ({ name: `p${i}.jpg`, data })),
      s.headers,
    );
    return { ...s, photos: res.json().data.photos as Photo[] };
  }
  const order = (s: { listing: { id: string }; headers: Record<string, string> }, photoIds: string[]) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${s.listing.id}/photos/order`,
      payload: { photoIds },
      headers: s.headers,
    });

  it('puts the photos in a new order; the cover stays the cover', async () => {
    const s = await withPhotos(3);
    const [a, b, c] = s.photos.map((p) => p.id) as [string, string, string];
    const res = await order(s, [c, a, b]);
    expect(res.statusCode).toBe(200);
    expect((res.json().data.photos as Photo[]).map((p) => [p.id, p.position, p.isCover])).toEqual([
      [c, 0, false],
      [a, 1, true],
      [b, 2, false],
    ]);
  });

  it('refuses an order that leaves out, repeats or invents a photo, and changes nothing', async () => {
    const s = await withPhotos(3);
    const [a, b, c] = s.photos.map((p) => p.id) as [string, string, string];
    for (const ids of [
      [a, b],
      [a, b, b],
      [a, b, c, s.listing.id],
      [a, b, s.listing.id],
    ]) {
      const res = await order(s, ids);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(PHOTO_MESSAGES.order);
    }
    const bad = await order(s, ['not-an-id']);
    expect(bad.statusCode).toBe(400);
    const stored = (await rows(s.listing.id)).sort((x, y) => x.position - y.position);
    expect(stored.map((r) => r.id)).toEqual([a, b, c]);
  });

  it('makes one photo the only cover, and cards and the listing page show it', async () => {
    const s = await withPhotos(3);
    const third = s.photos[2]!;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${s.listing.id}/photos/${third.id}/cover`,
      headers: s.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json().data.photos as Photo[]).map((p) => p.isCover)).toEqual([false, false, true]);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/properties/${s.listing.id}` });
    expect(detail.json().data.photos[0].url).toBe(third.url);
    await ctx.database.db
      .update(properties)
      .set({ title: 'Coverphototest loft with a view' })
      .where(eq(properties.id, s.listing.id));
    const search = await ctx.app.inject({ method: 'GET', url: '/api/properties?q=coverphototest' });
    expect(search.json().data.items).toEqual([
      expect.objectContaining({ id: s.listing.id, coverPhoto: third.url, thumbnail: third.thumbnailUrl }),
    ]);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${s.listing.id}/photos/${s.listing.id}/cover`,
      headers: s.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(PHOTO_MESSAGES.notFound);
  });

  it('deletes a photo and its files, closes the gap and passes the cover on', async () => {
    const s = await withPhotos(3);
    const [first, second, third] = s.photos as [Photo, Photo, Photo];
    const del = (id: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/properties/${s.listing.id}/photos/${id}`, headers: s.headers });
    const res = await del(first.id);
    expect(res.statusCode).toBe(200);
    expect((res.json().data.photos as Photo[]).map((p) => [p.id, p.position, p.isCover])).toEqual([
      [second.id, 0, true],
      [third.id, 1, false],
    ]);
    expect(existsSync(fileOf(first.url))).toBe(false);
    expect(first.variants.some((v) => existsSync(fileOf(v.avif)))).toBe(false);
    expect(storedFiles(s.listing.id)).toHaveLength(24);
    expect((await del(first.id)).statusCode).toBe(404);
    await del(third.id);
    // A draft may lose its last photo (a published listing may not: below).
    await ctx.database.db.update(properties).set({ status: 'draft' }).where(eq(properties.id, s.listing.id));
    const last = await del(second.id);
    expect(last.json().data.photos).toEqual([]);
    expect(storedFiles(s.listing.id)).toEqual([]);
  });

  it("refuses to delete a published listing's last photo, with the reason, and keeps it and its files", async () => {
    const s = await withPhotos(2);
    const [first, second] = s.photos as [Photo, Photo];
    const del = (id: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/properties/${s.listing.id}/photos/${id}`, headers: s.headers });
    expect((await del(first.id)).statusCode).toBe(200);
    const refused = await del(second.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'MISSING_DATA',
      message: PHOTO_MESSAGES.lastPhoto,
      fields: { photos: PHOTO_MESSAGES.lastPhoto },
    });
    expect((await rows(s.listing.id)).map((r) => r.id)).toEqual([second.id]);
    expect(storedFiles(s.listing.id)).toHaveLength(12);
    // An unknown photo is still 404, not the last-photo refusal.
    expect((await del(first.id)).statusCode).toBe(404);
  });

  it.skipIf(!onPostgres)('keeps one photo of a published listing when its last two are deleted at once', async () => {
    const s = await withPhotos(2);
    const answers = await atOnce(2, (i) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/properties/${s.listing.id}/photos/${s.photos[i]!.id}`,
        headers: s.headers,
      }),
    );
    expectLimitHeld(answers, 1, 400, PHOTO_MESSAGES.lastPhoto);
    expect(await rows(s.listing.id)).toHaveLength(1);
  });

  it('keeps the files of a picture uploaded twice until neither photo uses them', async () => {
    const s = await owner('pseller', 'draft');
    const res = await upload(s.listing.id, [jpeg('a.jpg'), jpeg('again.jpg')], s.headers);
    const [a, b] = res.json().data.photos as [Photo, Photo];
    expect(b.variants).toEqual(a.variants);
    expect(storedFiles(s.listing.id)).toHaveLength(12);
    const del = (id: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/properties/${s.listing.id}/photos/${id}`, headers: s.headers });
    expect((await del(a.id)).statusCode).toBe(200);
    expect(storedFiles(s.listing.id)).toHaveLength(12);
    expect((await ctx.app.inject({ method: 'GET', url: b.variants[0]!.webp })).statusCode).toBe(200);
    await del(b.id);
    expect(storedFiles(s.listing.id)).toEqual([]);
  });

  it('never deletes files it did not store (seed pictures are shared by listings)', async () => {
    const s = await owner('pseller', 'draft');
    const [row] = await ctx.database.db
      .insert(propertyPhotos)
      .values({
        propertyId: s.listing.id,
        position: 0,
        isCover: true,
        url: '/uploads/seed/cover-villa-1.jpg',
        thumbnailUrl: '/uploads/seed/cover-villa-1-thumb.jpg',
        width: 2048,
        height: 1152,
      })
      .returning();
    const seedFile = join(ctx.dataDir, 'uploads', 'seed', 'cover-villa-1.jpg');
    await ctx.app.storage.put('seed/cover-villa-1.jpg', images.jpeg, 'image/jpeg');
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/properties/${s.listing.id}/photos/${row!.id}`,
      headers: s.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(existsSync(seedFile)).toBe(true);
  });

  it('removes every file of a listing when the owner deletes the listing', async () => {
    const s = await withPhotos(2);
    expect(storedFiles(s.listing.id)).toHaveLength(24);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/properties/${s.listing.id}`, headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(storedFiles(s.listing.id)).toEqual([]);
    expect(await rows(s.listing.id)).toEqual([]);
  });
});

describe('who may manage photos', () => {
  it('answers 401 to a guest and 403 to another user or a buyer on every route, and 404 for an unknown listing', async () => {
    const s = await owner();
    const [photo] = (await upload(s.listing.id, [jpeg()], s.headers)).json().data.photos as Photo[];
    const other = await signedInUser(ctx.app, ctx.database, { role: 'agency' });
    const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const base = `/api/properties/${s.listing.id}/photos`;
    const routes = [
      { method: 'GET' as const, url: base },
      { method: 'PUT' as const, url: `${base}/order`, payload: { photoIds: [photo!.id] } },
      { method: 'POST' as const, url: `${base}/${photo!.id}/cover` },
      { method: 'DELETE' as const, url: `${base}/${photo!.id}` },
    ];
    for (const route of routes) {
      expect((await ctx.app.inject(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      const forbidden = await ctx.app.inject({ ...route, headers: other.headers });
      expect(forbidden.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(forbidden.json().error.message).toBe(LISTING_MESSAGES.notOwner);
      expect((await ctx.app.inject({ ...route, headers: buyer.headers })).statusCode).toBe(403);
      const missing = await ctx.app.inject({
        ...route,
        url: route.url.replace(s.listing.id, '00000000-0000-4000-8000-000000000000'),
        headers: s.headers,
      });
      expect(missing.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(missing.json().error.message).toBe(LISTING_MESSAGES.notFound);
    }
    expect((await upload(s.listing.id, [jpeg()])).statusCode).toBe(401);
    const forbidden = await upload(s.listing.id, [jpeg()], other.headers);
    expect(forbidden.statusCode).toBe(403);
    expect((await upload(s.listing.id, [jpeg()], buyer.headers)).statusCode).toBe(403);
    expect((await upload('00000000-0000-4000-8000-000000000000', [jpeg()], s.headers)).statusCode).toBe(404);
    expect(await rows(s.listing.id)).toHaveLength(1);
    expect(storedFiles(s.listing.id)).toHaveLength(12);
  });
});

describe('disk storage', () => {
  it('writes under DATA_DIR/uploads, answers /uploads URLs, and never leaves that folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'immora-disk-'));
    try {
      const storage = diskStorage(root);
      const url = await storage.put('properties/p1/x-card.jpg', images.small, 'image/jpeg');
      expect(url).toBe('/uploads/properties/p1/x-card.jpg');
      expect(existsSync(join(root, 'properties', 'p1', 'x-card.jpg'))).toBe(true);
      expect(storage.keyOf(url)).toBe('properties/p1/x-card.jpg');
      expect(storage.keyOf('https://elsewhere.example/uploads/a.jpg')).toBeNull();
      for (const key of ['../escape.jpg', 'properties/../../escape.jpg', '/etc/passwd', 'a//b.jpg'])
        await expect(storage.put(key, images.small, 'image/jpeg'), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.deletePrefix('properties')).rejects.toThrow(/ends with/);
      await storage.delete('properties/p1/missing.jpg');
      await storage.deletePrefix('properties/p1/');
      expect(existsSync(join(root, 'properties', 'p1'))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('stores one key written by many at once (a picture uploaded twice shares its content-addressed files)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'immora-disk-'));
    try {
      const storage = diskStorage(root);
      const key = 'properties/p1/same-480.jpg';
      await Promise.all(Array.from({ length: 8 }, () => storage.put(key, images.small, 'image/jpeg')));
      expect(readdirSync(join(root, 'properties', 'p1'))).toEqual(['same-480.jpg']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let endpoint: string;
  beforeAll(async () => {
    s3 = await startS3();
    endpoint = s3.endpoint;
  });
  afterAll(() => s3.close());

  it('stores, serves and removes photos in a bucket through the API', async () => {
    const app = await createCustomTestApp({ database: ctx.database, env: s3.env });
    try {
      expect(app.app.storage.kind).toBe('s3');
      // Pages may show pictures from the bucket, even over plain http.
      const page = await app.app.inject({ method: 'GET', url: '/api/health' });
      expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob: https: ${endpoint}`);
      const s = await signedInUser(app.app, ctx.database, { role: 'pseller' });
      const listing = await createProperty(ctx.database, s.user.id);
      await ctx.database.db.delete(propertyPhotos).where(eq(propertyPhotos.propertyId, listing.id));
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(images.png)], { type: 'image/png' }), 'a.png');
      form.append('files', new Blob([new Uint8Array(images.jpeg)], { type: 'image/jpeg' }), 'b.jpg');
      const res = await app.app.inject({
        method: 'POST',
        url: `/api/properties/${listing.id}/photos`,
        payload: form,
        headers: s.headers,
      });
      expect(res.statusCode).toBe(201);
      const [first, second] = res.json().data.photos as Photo[];
      expect(first!.url).toMatch(
        new RegExp(`^${endpoint}/immora-photos/properties/${listing.id}/[0-9a-f]{20}-2048\\.jpg$`),
      );
      const got = await fetch(first!.variants[2]!.avif);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/avif');
      expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await sharp(Buffer.from(await got.arrayBuffer())).metadata()).toMatchObject({ width: 1600, height: 600 });
      expect((await fetch(first!.thumbnailUrl)).status).toBe(200);
      // What the start-up backfill reads back.
      const key = app.app.storage.keyOf(first!.url)!;
      expect(await app.app.storage.get(key)).toEqual(Buffer.from(await (await fetch(first!.url)).arrayBuffer()));
      expect(await app.app.storage.get(`properties/${listing.id}/missing.jpg`)).toBeNull();

      const del = await app.app.inject({
        method: 'DELETE',
        url: `/api/properties/${listing.id}/photos/${first!.id}`,
        headers: s.headers,
      });
      expect(del.statusCode).toBe(200);
      expect((await fetch(first!.url)).status).toBe(404);
      expect((await fetch(first!.thumbnailUrl)).status).toBe(404);
      expect((await fetch(second!.url)).status).toBe(200);

      await deleteListingFiles(app.app.storage, listing.id);
      expect((await fetch(second!.url)).status).toBe(404);
      expect((await fetch(second!.thumbnailUrl)).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers public URLs under S3_PUBLIC_URL when one is set, and refuses keys that climb out', async () => {
    const storage = s3Storage({
      bucket: 'immora-photos',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: 'https://cdn.immora.be/photos/',
    });
    const url = await storage.put('properties/x/y-card.jpg', images.small, 'image/jpeg');
    expect(url).toBe('https://cdn.immora.be/photos/properties/x/y-card.jpg');
    expect(storage.keyOf(url)).toBe('properties/x/y-card.jpg');
    expect(storage.keyOf('/uploads/seed/a.jpg')).toBeNull();
    await expect(storage.put('../escape.jpg', images.small, 'image/jpeg')).rejects.toThrow(/Invalid storage key/);
    await storage.deletePrefix('properties/x/');
    expect((await fetch(`${endpoint}/immora-photos/properties/x/y-card.jpg`)).status).toBe(404);
  });
});
