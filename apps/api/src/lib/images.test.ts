import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES, PHOTO_RULES } from '@immora/shared/listing-form';
import { bilevelPng, drawn, manyScans, withJpegComment, zipOf } from '../../test/hostile-images.ts';
import { ContentProbe, contentFacts } from './image-content.ts';
import { inspectPhoto, MAX_JPEG_SCANS, processPhoto } from './images.ts';
import type { UploadedFile } from './multipart-files.ts';
import { sourceHash } from './photo-variants.ts';

/** The checks of docs/decisions/040 on files as the upload leaves them: on disk, with their facts. */
let dir: string;
let count = 0;
const onDisk = (data: Buffer): UploadedFile => {
  const path = join(dir, `${count++}.upload`);
  writeFileSync(path, data);
  return { path, facts: contentFacts(data), hash: sourceHash(data) };
};
const refusal = (data: Buffer) =>
  inspectPhoto(onDisk(data)).then(
    () => null,
    (err: Error) => err.message,
  );

const files = {} as Record<'jpeg' | 'png' | 'progressive' | 'webp', Buffer>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'immora-images-'));
  files.jpeg = await drawn(2048, 768).jpeg().toBuffer();
  files.png = await drawn(2048, 768).png().toBuffer();
  files.progressive = await drawn(2048, 768).jpeg({ progressive: true }).toBuffer();
  files.webp = await drawn(2048, 768).webp().toBuffer();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('what the bytes say (ContentProbe)', () => {
  it('names the type by magic bytes and counts the scans of a JPEG, whatever the chunk sizes', () => {
    for (const size of [1, 3, 1000, 64 * 1024]) {
      expect(contentFacts(files.jpeg, size)).toMatchObject({ magic: 'jpeg', jpegScans: 1, archive: false, pdf: false });
      expect(contentFacts(files.progressive, size)).toMatchObject({ magic: 'jpeg', jpegScans: 10 });
      expect(contentFacts(files.png, size)).toMatchObject({ magic: 'png', jpegScans: 0, size: files.png.length });
    }
    expect(contentFacts(files.webp).magic).toBeNull();
    expect(contentFacts(Buffer.from('<html><script>alert(1)</script></html>')).magic).toBeNull();
  });

  it('keeps only the first and last bytes of a 15 MB file while it streams', () => {
    const probe = new ContentProbe();
    const chunk = Buffer.alloc(16 * 1024, 1);
    for (let sent = 0; sent < 15 * 1024 * 1024; sent += chunk.length) {
      probe.push(chunk);
      expect(probe.held).toBeLessThan(100 * 1024);
    }
  });

  it('does not count what follows the end of the picture (a motion photo, a second picture)', () => {
    // Random bytes hold a start-of-scan pair every 64 KB or so.
    const trailer = Buffer.alloc(2 * 1024 * 1024);
    for (let i = 0; i < trailer.length; i += 40_000) trailer.writeUInt16BE(0xffda, i);
    expect(contentFacts(Buffer.concat([files.progressive, trailer])).jpegScans).toBe(10);
  });

  it('sees an archive at the end and a PDF header at the start, where their readers look', () => {
    const zip = zipOf('payload.html', '<script>alert(1)</script>');
    expect(contentFacts(Buffer.concat([files.png, zip])).archive).toBe(true);
    expect(contentFacts(Buffer.concat([files.jpeg, zip, Buffer.from('after')])).archive).toBe(false);
    expect(contentFacts(withJpegComment(files.jpeg, '%PDF-1.4 1 0 obj')).pdf).toBe(true);
  });
});

describe('inspectPhoto: refused before any pixel is decoded', () => {
  it('takes a JPEG and a PNG of the minimum size, and a picture of exactly the pixel limit', async () => {
    expect(await refusal(files.jpeg)).toBeNull();
    expect(await refusal(files.png)).toBeNull();
    expect(PHOTO_RULES.maxPixels).toBe(8000 * 8000);
    expect(await refusal(bilevelPng(8000, 8000))).toBeNull();
  });

  it.each([
    [
      'a 119-megapixel PNG of 15 KB (a decompression bomb)',
      () => bilevelPng(10_920, 10_920),
      PHOTO_MESSAGES.tooManyPixels,
    ],
    ['one pixel row over the limit', () => bilevelPng(8000, 8001), PHOTO_MESSAGES.tooManyPixels],
    ['a side over 16000 pixels', () => bilevelPng(16_001, 1000), PHOTO_MESSAGES.tooManyPixels],
    ['a WebP (not a type the spec allows)', () => files.webp, PHOTO_MESSAGES.type],
    ['HTML', () => Buffer.from('<html><body>not a photo</body></html>'), PHOTO_MESSAGES.type],
    ['HTML behind JPEG magic bytes', () => Buffer.from('\xff\xd8\xff<html></html>', 'latin1'), PHOTO_MESSAGES.type],
    [
      'a PNG that is also a ZIP',
      () => Buffer.concat([files.png, zipOf('a.html', '<script></script>')]),
      PHOTO_MESSAGES.polyglot,
    ],
    ['a JPEG that is also a PDF', () => withJpegComment(files.jpeg, '%PDF-1.4'), PHOTO_MESSAGES.polyglot],
    [
      `a JPEG of more than ${MAX_JPEG_SCANS} scans`,
      () => manyScans(files.progressive, MAX_JPEG_SCANS),
      PHOTO_MESSAGES.unsafe,
    ],
  ])('refuses %s', async (_what, data, message) => {
    expect(await refusal(data())).toBe(message);
  });
});

describe('processPhoto', () => {
  it('decodes a bomb-shaped PNG within the limit like any photo', async () => {
    const processed = await processPhoto(onDisk(bilevelPng(2048, 768)));
    expect(processed.variants.map((v) => `${v.width}x${v.height}`)).toContain('2048x768');
  });
});
