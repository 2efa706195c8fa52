import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../db/schema/blogs.ts';
import { propertyPhotos } from '../db/schema/properties.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createProperty } from '../../test/factories.ts';
import { signedInUser } from '../../test/session.ts';
import { backfillPhotoVariants } from './photo-backfill.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const quiet = { info: () => {}, warn: () => {} };

describe('backfillPhotoVariants', () => {
  it('gives photos stored before variants theirs, once, beside the stored picture', async () => {
    const s = await signedInUser(ctx.app, ctx.database, { role: 'pseller' });
    const listing = await createProperty(ctx.database, s.user.id);
    await ctx.database.db.delete(propertyPhotos).where(eq(propertyPhotos.propertyId, listing.id));
    // A gallery version as uploads were stored before decision 014: 1600 px wide, JPEG.
    const gallery = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    const url = await ctx.app.storage.put(`properties/${listing.id}/old-gallery.jpg`, gallery, 'image/jpeg');
    const row = { propertyId: listing.id, thumbnailUrl: url, width: 1600, height: 600 };
    await ctx.database.db.insert(propertyPhotos).values([
      { ...row, position: 0, isCover: true, url },
      { ...row, position: 1, url: `/uploads/properties/${listing.id}/gone.jpg` },
    ]);

    expect(await backfillPhotoVariants({ db: ctx.database.db, storages: [ctx.app.storage], log: quiet })).toBe(2);
    const rows = await ctx.database.db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, listing.id))
      .orderBy(propertyPhotos.position);
    // Never wider than the stored picture; written in the listing's folder, so they go with it.
    expect(rows[0]!.variants!.map((v) => [v.width, v.height])).toEqual([
      [480, 180],
      [960, 360],
      [1600, 600],
    ]);
    for (const v of rows[0]!.variants!) {
      expect(v.avif.startsWith(`/uploads/properties/${listing.id}/`)).toBe(true);
      expect(existsSync(join(ctx.dataDir, v.avif))).toBe(true);
    }
    // A picture that cannot be read keeps its URL and is not tried again.
    expect(rows[1]!.variants).toEqual([]);
    expect(await backfillPhotoVariants({ db: ctx.database.db, storages: [ctx.app.storage], log: quiet })).toBe(0);

    const search = await ctx.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` });
    expect(search.json().data.coverVariants).toEqual(rows[0]!.variants);
  });

  it('gives a blog cover stored before cover variants its widths, and the article answers them', async () => {
    const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#264653' } })
      .jpeg()
      .toBuffer();
    const url = await ctx.app.storage.put('blogs/old-cover.jpg', cover, 'image/jpeg');
    const slug = `old-cover-${Date.now()}`;
    await ctx.database.db.insert(blogPosts).values({
      slug,
      title: 'Buying your first flat in Ghent',
      excerpt: 'What to check before you sign.',
      body: 'Start with the neighbourhood.',
      category: 'Buying',
      coverImage: url,
      publishedAt: new Date(),
    });
    const before = await ctx.app.inject({ method: 'GET', url: `/api/blogs/${slug}` });
    expect(before.json().data.coverVariants).toEqual([]);

    expect(await backfillPhotoVariants({ db: ctx.database.db, storages: [ctx.app.storage], log: quiet })).toBe(1);
    const article = (await ctx.app.inject({ method: 'GET', url: `/api/blogs/${slug}` })).json().data;
    expect(article.coverImage).toBe(url);
    expect(article.coverVariants.map((v: { width: number; height: number }) => [v.width, v.height])).toEqual([
      [480, 270],
      [960, 540],
      [1600, 900],
    ]);
    for (const v of article.coverVariants) expect(existsSync(join(ctx.dataDir, v.webp))).toBe(true);
    expect(await backfillPhotoVariants({ db: ctx.database.db, storages: [ctx.app.storage], log: quiet })).toBe(0);
  });
});
