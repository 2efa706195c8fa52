/**
 * Writes the demo pictures under `${dataDir}/uploads/seed/` (rendered locally from SVG with
 * sharp; nothing is downloaded) and returns their public URLs `/uploads/seed/<file>`. Listing
 * photos are stored like uploads, in every width and format under content-addressed names
 * (decision 014). Existing files are kept, so a second run costs almost nothing.
 *
 * Drawing them all (AVIF above all) takes 20 s of CPU on a quiet 2-core machine and minutes on a
 * busy one, and every fresh data directory (each end-to-end run, each benchmark) needs them. So
 * a drawn picture is also kept in a machine-wide cache (`SEED_IMAGE_CACHE`, by default
 * `<tmpdir>/immora-seed-images`; `off` turns it off), under a name made from what it is drawn
 * from and how it is encoded: a change to a scene or to the encoder misses the cache.
 *
 * The pictures still to draw are drawn in a child process (draw-pictures.ts): libvips' memory
 * for them would otherwise stay with the server that seeds (decision 065).
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Category } from '@immora/shared/listing';
import type { TPhotoVariant } from '@immora/shared/photo-variants';
import { plannedVariants, sourceHash } from '../../lib/photo-variants.ts';
import { drawPicturesApart, jobFiles, type DrawTask, type PictureJob } from './draw-pictures.ts';
import { createRng } from './random.ts';
import { drawn } from './svg.ts';
import {
  avatarSvg,
  blogCoverSvg,
  exteriorSvg,
  interiorSvg,
  logoSvg,
  type BlogTheme,
  type ExteriorKind,
  type InteriorKind,
} from './scenes.ts';

export const PHOTO_WIDTH = 2048;
export const PHOTO_HEIGHT = 1152;
const VARIANTS = 4;
const EXTRA_VARIANTS = 3;

export type Photo = { url: string; thumbnailUrl: string; width: number; height: number; variants: TPhotoVariant[] };

export type ImageRequest = {
  avatars: { key: string; gender: 'f' | 'm' }[];
  logos: { key: string; initials: string; colors: [string, string]; serif: boolean }[];
  blogThemes: BlogTheme[];
};

export type ImageSet = {
  covers: Record<Category, Photo[]>;
  extras: Record<InteriorKind | 'apartmentsExterior', Photo[]>;
  blogCovers: Record<string, Photo>;
  avatars: Record<string, string>;
  logos: Record<string, string>;
  /** Pictures drawn in this run (0 when everything already existed or came from the cache). */
  rendered: number;
  /** Pictures copied from the machine-wide cache in this run. */
  copied: number;
};

const COVER_KIND: Record<Category, { exterior?: ExteriorKind; interior?: InteriorKind }> = {
  studentRooms: { interior: 'studentRoom' },
  sharedApartments: { interior: 'sharedLiving' },
  holidayRooms: { interior: 'holidayRoom' },
  apartments: { exterior: 'apartments' },
  bungalow: { exterior: 'bungalow' },
  houses: { exterior: 'houses' },
  loft: { exterior: 'loft' },
  office: { exterior: 'office' },
  townhome: { exterior: 'townhome' },
  villa: { exterior: 'villa' },
};

const EXTRA_KINDS: InteriorKind[] = ['living', 'kitchen', 'bedroom', 'bathroom', 'officeInterior'];

/** The version of the drawing steps from SVG to files (draw-pictures.ts' runJob). */
const DRAWING = 'v1';

/** The machine-wide cache of drawn pictures, or null when `SEED_IMAGE_CACHE=off`. */
export function seedImageCache(setting: string | undefined): string | null {
  if (setting === 'off') return null;
  // The encoder recipe (inside sourceHash), libvips' version and the drawing steps of runJob (bump
  // DRAWING when they change) name the folder: other settings, other pictures. Nothing here
  // depends on how the code was built, so the built server and the tests share one cache.
  const folder = sourceHash(`seed-images:${DRAWING}:${sharp.versions.vips}`);
  return join(setting || join(tmpdir(), 'immora-seed-images'), folder);
}

const URL_BASE = '/uploads/seed';

export async function generateImages(
  dataDir: string,
  request: ImageRequest,
  opts: { cache: string | null; log?: (msg: string) => void; draw?: (task: DrawTask) => Promise<void> },
): Promise<ImageSet> {
  const { cache, log, draw = drawPicturesApart } = opts;
  const uploads = join(dataDir, 'uploads');
  const dir = join(uploads, 'seed');
  mkdirSync(dir, { recursive: true });
  const jobs: PictureJob[] = [];
  const photo = (svg: (w: number, h: number) => string, width = PHOTO_WIDTH, height = PHOTO_HEIGHT): Photo => {
    const markup = drawn(() => svg(width, height));
    const hash = sourceHash(markup);
    const variants = plannedVariants(`${URL_BASE}/`, hash, width, height);
    const urls = variants.flatMap((v) => [v.avif, v.webp, v.jpeg]);
    jobs.push({ variants: { hash, urls }, width, height, svg: markup });
    return { url: variants[variants.length - 1]!.jpeg, thumbnailUrl: variants[0]!.jpeg, width, height, variants };
  };
  const single = (file: string, width: number, height: number, svg: () => string, quality = 82): string => {
    jobs.push({ file, width, height, svg: drawn(svg), quality });
    return `${URL_BASE}/${file}`;
  };

  const covers = {} as Record<Category, Photo[]>;
  for (const [category, kind] of Object.entries(COVER_KIND) as [Category, (typeof COVER_KIND)[Category]][]) {
    covers[category] = Array.from({ length: VARIANTS }, (_, i) =>
      photo((w, h) => {
        const rng = createRng(`cover:${category}:${i}`);
        return kind.exterior ? exteriorSvg(kind.exterior, rng, w, h) : interiorSvg(kind.interior!, rng, w, h);
      }),
    );
  }
  const extras = {} as ImageSet['extras'];
  for (const kind of EXTRA_KINDS) {
    extras[kind] = Array.from({ length: EXTRA_VARIANTS }, (_, i) =>
      photo((w, h) => interiorSvg(kind, createRng(`room:${kind}:${i}`), w, h)),
    );
  }
  // Variants of the room covers double as extra photos for the room categories.
  extras.studentRoom = covers.studentRooms;
  extras.sharedLiving = covers.sharedApartments;
  extras.holidayRoom = covers.holidayRooms;
  extras.apartmentsExterior = covers.apartments;

  // Blog covers are stored like listing photos, in every width and format (issue 10).
  const blogCovers: Record<string, Photo> = {};
  for (const theme of request.blogThemes) {
    blogCovers[theme] = photo((w, h) => blogCoverSvg(theme, createRng(`blog:${theme}`), w, h), 1600, 900);
  }
  const avatars: Record<string, string> = {};
  for (const a of request.avatars) {
    avatars[a.key] = single(
      `avatar-${a.key}.jpg`,
      400,
      400,
      () => avatarSvg(createRng(`avatar:${a.key}`), a.gender, 400),
      85,
    );
  }
  const logos: Record<string, string> = {};
  for (const l of request.logos) {
    logos[l.key] = single(`logo-${l.key}.jpg`, 400, 400, () => logoSvg(l.initials, l.colors, l.serif, 400), 88);
  }

  if (cache) mkdirSync(cache, { recursive: true });
  const missing = jobs
    .map((job) => ({ job, files: jobFiles(job, dir) }))
    .filter(({ files }) => !files.every((f) => existsSync(f.target)));
  const fromCache = cache ? missing.filter(({ files }) => files.every((f) => existsSync(join(cache, f.cached)))) : [];
  for (const { files } of fromCache) for (const f of files) copyFileSync(join(cache!, f.cached), f.target);
  const todo = missing.filter((m) => !fromCache.includes(m));
  const started = performance.now();
  if (todo.length) await draw({ jobs: todo.map(({ job }) => job), uploads, dir, cache });
  if (fromCache.length) log?.(`seed: copied ${fromCache.length} images from ${cache}`);
  if (todo.length) log?.(`seed: rendered ${todo.length} images in ${Math.round(performance.now() - started)} ms`);
  return { covers, extras, blogCovers, avatars, logos, rendered: todo.length, copied: fromCache.length };
}
