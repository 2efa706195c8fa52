/**
 * `npm run hero`: draws the home page's hero picture (the demo seed's scene) in every width and
 * format of decision 014 into apps/web/src/assets/hero/, where Vite gives each file a hashed
 * name. The files are committed: run this again only when the scene or the encoders change.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { encodeVariants } from '../src/lib/photo-variants.ts';
import { createRng } from '../src/db/seed/random.ts';
import { heroSvg } from '../src/db/seed/scenes.ts';

const WIDTH = 2400;
const HEIGHT = 1000;
const EXT = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const;

const dir = join(import.meta.dirname, '..', '..', 'web', 'src', 'assets', 'hero');
mkdirSync(dir, { recursive: true });
const { data, info } = await sharp(Buffer.from(heroSvg(createRng('hero'), WIDTH, HEIGHT)))
  .resize(WIDTH, HEIGHT, { fit: 'cover' })
  .removeAlpha()
  .raw()
  .toBuffer({ resolveWithObject: true });
const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
for (const v of await encodeVariants(raw, info.width)) {
  const file = `hero-${v.width}.${EXT[v.format]}`;
  writeFileSync(join(dir, file), v.data);
  console.log(`${file} ${v.width}×${v.height} ${(v.data.length / 1024).toFixed(1)} KB`);
}
