import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TPhotoVariant } from '@immora/shared/photo-variants';
import { PHOTO_MESSAGES, PHOTO_RULES } from '@immora/shared/listing-form';
import { propertyPhotos } from '../../db/schema/properties.ts';
import { MAX_JPEG_SCANS } from '../../lib/images.ts';
import { VARIANT_FILE } from '../../lib/photo-variants.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty } from '../../../test/factories.ts';
import { bilevelPng, drawn, manyScans, withJpegComment, zipOf } from '../../../test/hostile-images.ts';
import { signedInUser } from '../../../test/session.ts';

/**
 * Issue 18, uploads (docs/decisions/040): hostile files are refused with a clear message and
 * leave nothing behind; accepted ones are served re-encoded, without metadata or payload; the
 * client's file name never reaches the disk. Listing photos and profile pictures share these
 * checks (lib/images.ts); the profile side is in profile-picture.test.ts.
 */
type Part = { name: string; data: Buffer; type?: string };
let ctx: TestContext;
const files = {} as Record<'jpeg' | 'png' | 'progressive' | 'webp' | 'gps', Buffer>;
const others: Buffer[] = [];
const SECRET = 'Secret Owner, 12 Hidden Lane';
const PAYLOAD = '<html><body><script>alert("payload")</script></body></html>';

beforeAll(async () => {
  ctx = await createTestApp();
  files.jpeg = await drawn(2048, 768).jpeg().toBuffer();
  files.png = await drawn(2048, 768).png().toBuffer();
  files.progressive = await drawn(2048, 768).jpeg({ progressive: true }).toBuffer();
  files.webp = await drawn(2048, 768).webp().toBuffer();
  // A phone photo: the owner's name, the GPS position of their home, an XMP packet, a colour profile.
  files.gps = await drawn(2048, 768, '#e63946')
    .jpeg()
    .withExif({
      IFD0: { Artist: SECRET },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '50/1 51/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 21/1 5/1',
      },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${SECRET}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .withIccProfile('p3')
    .toBuffer();
  for (const colour of ['#2a9d8f', '#264653', '#f4a261']) others.push(await drawn(2048, 768, colour).jpeg().toBuffer());
});
afterAll(() => ctx.close());

/** A multipart body written byte for byte: the file names go out exactly as given (NUL bytes too). */
function multipart(parts: Part[]) {
  const boundary = '----immora-hardening';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${p.name}"\r\nContent-Type: ${p.type ?? 'image/jpeg'}\r\n\r\n`,
      'latin1',
    ),
    p.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
const upload = (listingId: string, parts: Part[], headers: Record<string, string>) => {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/properties/${listingId}/photos`,
    payload: body.payload,
    headers: { ...headers, 'content-type': body.contentType },
  });
};

async function owner() {
  const s = await signedInUser(ctx.app, ctx.database, { role: 'pseller' });
  const listing = await createProperty(ctx.database, s.user.id);
  await ctx.database.db.delete(propertyPhotos).where(eq(propertyPhotos.propertyId, listing.id));
  return { ...s, listing };
}
const rows = (listingId: string) =>
  ctx.database.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, listingId));
const listIn = (...path: string[]) => {
  const dir = join(ctx.dataDir, ...path);
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [];
};
/** Every file a photo is served as, fetched as a browser would. */
async function served(variants: TPhotoVariant[]) {
  const out: { url: string; body: Buffer }[] = [];
  for (const v of variants)
    for (const url of [v.avif, v.webp, v.jpeg]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      out.push({ url, body: res.rawPayload });
    }
  return out;
}

describe('hostile uploads are refused, with nothing written', () => {
  const hostile: [string, () => Part, number, string][] = [
    [
      'a 119-megapixel PNG of 15 KB (an image bomb)',
      () => ({ name: 'bomb.png', data: bilevelPng(10_920, 10_920), type: 'image/png' }),
      400,
      PHOTO_MESSAGES.tooManyPixels,
    ],
    [
      'a PNG that is also a ZIP archive',
      () => ({ name: 'view.png', data: Buffer.concat([files.png, zipOf('index.html', PAYLOAD)]), type: 'image/png' }),
      400,
      PHOTO_MESSAGES.polyglot,
    ],
    [
      'a JPEG that is also a PDF',
      () => ({ name: 'view.jpg', data: withJpegComment(files.jpeg, '%PDF-1.4\n1 0 obj') }),
      400,
      PHOTO_MESSAGES.polyglot,
    ],
    [
      `a progressive JPEG of ${MAX_JPEG_SCANS + 10} scans (a decoding bomb)`,
      () => ({ name: 'scans.jpg', data: manyScans(files.progressive, MAX_JPEG_SCANS) }),
      400,
      PHOTO_MESSAGES.unsafe,
    ],
    [
      'an HTML page named .jpg and sent as a JPEG',
      () => ({ name: 'x.jpg', data: Buffer.from(PAYLOAD) }),
      400,
      PHOTO_MESSAGES.type,
    ],
    ['a WebP sent as a PNG', () => ({ name: 'x.png', data: files.webp, type: 'image/png' }), 400, PHOTO_MESSAGES.type],
    [
      'a file over 15 MB',
      () => ({ name: 'big.jpg', data: Buffer.concat([files.jpeg, Buffer.alloc(PHOTO_RULES.maxBytes, 7)]) }),
      413,
      PHOTO_MESSAGES.tooLarge,
    ],
  ];
  for (const [what, file, status, message] of hostile) {
    it(`refuses ${what} (with a good photo either side)`, async () => {
      const s = await owner();
      const good = (name: string): Part => ({ name, data: files.jpeg });
      const res = await upload(s.listing.id, [good('first.jpg'), file(), good('last.jpg')], s.headers);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, error: { message } });
      expect(await rows(s.listing.id)).toHaveLength(0);
      expect(listIn('uploads', 'properties', s.listing.id)).toEqual([]);
      // The temporary files of the upload are gone too.
      expect(listIn('upload-tmp')).toEqual([]);
    });
  }
});

describe('accepted photos are served re-encoded', () => {
  it('serves a phone photo without its EXIF, GPS position, XMP or colour profile', async () => {
    const before = await sharp(files.gps).metadata();
    expect(before).toMatchObject({ exif: expect.any(Buffer), xmp: expect.any(Buffer), icc: expect.any(Buffer) });
    const s = await owner();
    const res = await upload(s.listing.id, [{ name: 'home.jpg', data: files.gps }], s.headers);
    expect(res.statusCode).toBe(201);
    const bodies = await served(res.json().data.photos[0].variants);
    expect(bodies).toHaveLength(12);
    for (const { url, body } of bodies) {
      const meta = await sharp(body).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(meta.icc, url).toBeUndefined();
      expect(body.includes('Exif\0\0'), url).toBe(false);
      expect(body.includes(SECRET), url).toBe(false);
    }
  });

  it('serves a PNG with an HTML payload after its end as pictures that end where the image ends', async () => {
    const s = await owner();
    const data = Buffer.concat([files.png, Buffer.from(PAYLOAD)]);
    const res = await upload(s.listing.id, [{ name: 'garden.png', data, type: 'image/png' }], s.headers);
    expect(res.statusCode).toBe(201);
    for (const { url, body } of await served(res.json().data.photos[0].variants)) {
      expect(body.includes('<script'), url).toBe(false);
      expect(body.includes('payload'), url).toBe(false);
      if (url.endsWith('.jpg')) expect(body.subarray(-2), url).toEqual(Buffer.from([0xff, 0xd9]));
    }
    // Nothing but the variants was stored.
    expect(listIn('uploads', 'properties', s.listing.id).every((name) => VARIANT_FILE.test(name))).toBe(true);
  });
});

describe("the client's file name", () => {
  it('never names a stored file: path traversal, NUL bytes and very long names are ignored', async () => {
    const s = await owner();
    const names = ['../../x.jpg', '..\\..\\..\\win.jpg', 'a\0b.jpg', `${'n'.repeat(5000)}.jpg`, '/etc/passwd'];
    const parts: Part[] = names.slice(0, 3).map((name, i) => ({ name, data: others[i]! }));
    parts.push({ name: names[3]!, data: files.jpeg }, { name: names[4]!, data: files.png, type: 'image/png' });
    const res = await upload(s.listing.id, parts, s.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.photos).toHaveLength(5);
    const stored = listIn('uploads', 'properties', s.listing.id);
    expect(stored).toHaveLength(5 * 12);
    expect(stored.every((name) => VARIANT_FILE.test(name))).toBe(true);
    // Nothing landed beside the uploads or the data folder, and nothing under a client's name.
    expect(existsSync(join(ctx.dataDir, 'x.jpg'))).toBe(false);
    expect(existsSync(join(ctx.dataDir, '..', 'x.jpg'))).toBe(false);
    expect(listIn().filter((path) => /x\.jpg|win|passwd|nnnn/.test(path))).toEqual([]);
    expect(listIn('upload-tmp')).toEqual([]);
  });
});
