/**
 * Tiny SVG composition helpers for the seed's illustrations. Every drawing works in a
 * 1600x900 (16:9) or caller-chosen view box; sharp/librsvg renders it to JPEG.
 */
import type { Rng } from './random.ts';

export type Mood = 'day' | 'golden' | 'dusk' | 'overcast';

let gradientCounter = 0;
/** A unique id for gradients/filters within one document. */
export const uid = (prefix: string) => `${prefix}${++gradientCounter}`;
/**
 * Draws one document with ids counted from 1: the same picture is the same markup in every run,
 * which the names of the drawn files and of the cache entries are made from (images.ts).
 */
export function drawn(draw: () => string): string {
  gradientCounter = 0;
  return draw();
}

export const f = (n: number) => (Math.round(n * 10) / 10).toString();

export function svgDoc(width: number, height: number, viewW: number, viewH: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id: string, stops: [number, string, number?][], vertical = true, extra = ''): string {
  const s = stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}" ${extra}>${s}</linearGradient>`;
}

export function radial(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  const s = stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}" ${extra}/>`;

export const poly = (pts: [number, number][], fill: string, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;

/** Mix two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number) => (p >> s) & 255;
  const c = (s: number) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t);
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return `#${hex(c(16))}${hex(c(8))}${hex(c(0))}`;
}
export const shade = (c: string, t: number) => (t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t));

/* ------------------------------------------------------------------ sky and land */

export type Sky = { defs: string; body: string; windowGlow: boolean; light: string; horizon: string };

export function sky(rng: Rng, w: number, h: number, mood: Mood, horizonY: number): Sky {
  const id = uid('sky');
  const palettes: Record<Mood, [number, string][]> = {
    day: [
      [0, '#3f7fc4'],
      [0.55, '#8fc1ea'],
      [1, '#dcecf7'],
    ],
    golden: [
      [0, '#4a78b5'],
      [0.5, '#9fc0df'],
      [0.85, '#f6d9a6'],
      [1, '#fbe7c1'],
    ],
    dusk: [
      [0, '#1d2a55'],
      [0.35, '#4b4f8a'],
      [0.65, '#c7768a'],
      [0.85, '#f4a261'],
      [1, '#fbd6a0'],
    ],
    overcast: [
      [0, '#8e9db0'],
      [0.6, '#c4ccd6'],
      [1, '#e4e7ea'],
    ],
  };
  let defs = `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="${f(horizonY)}" gradientUnits="userSpaceOnUse">${palettes[
    mood
  ]
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
  let body = rect(0, 0, w, h, `url(#${id})`);
  // Sun or glow.
  const sunX = rng.float(w * 0.15, w * 0.85);
  if (mood !== 'overcast') {
    const g = uid('sun');
    const sunY = mood === 'dusk' ? horizonY - rng.float(20, 70) : mood === 'golden' ? horizonY * 0.55 : horizonY * 0.28;
    const core = mood === 'dusk' ? '#ffd58a' : mood === 'golden' ? '#fff1c9' : '#fffbe8';
    defs += radial(g, [
      [0, core, 1],
      [0.12, core, 0.95],
      [0.3, core, 0.35],
      [1, core, 0],
    ]);
    body += circle(sunX, sunY, mood === 'day' ? 260 : 340, `url(#${g})`);
  }
  // Clouds: soft stacks of ellipses.
  const cloudCount = mood === 'overcast' ? 9 : rng.int(2, 5);
  const cloudColor = mood === 'dusk' ? '#f6c3b0' : mood === 'golden' ? '#fff4e0' : '#ffffff';
  const cloudShadow = mood === 'dusk' ? '#8d6f8f' : mood === 'overcast' ? '#9aa5b3' : '#d5e3ef';
  for (let i = 0; i < cloudCount; i++) {
    const cx = rng.float(-50, w + 50);
    const cy = rng.float(h * 0.06, horizonY * 0.55);
    const s = rng.float(0.6, 1.5) * (w / 1600);
    body += cloud(rng, cx, cy, s, cloudColor, cloudShadow, mood === 'overcast' ? 0.85 : rng.float(0.7, 0.95));
  }
  return {
    defs,
    body,
    windowGlow: mood === 'dusk',
    light: mood === 'dusk' ? '#f3b27a' : mood === 'golden' ? '#fbe0b0' : '#ffffff',
    horizon: palettes[mood][palettes[mood].length - 1]![1],
  };
}

export function cloud(
  rng: Rng,
  cx: number,
  cy: number,
  s: number,
  color: string,
  shadow: string,
  opacity: number,
): string {
  let out = `<g opacity="${f(opacity)}">`;
  const n = rng.int(4, 7);
  const width = 180 * s;
  out += ellipse(cx, cy + 18 * s, width * 0.62, 22 * s, shadow, 'opacity="0.6"');
  for (let i = 0; i < n; i++) {
    const px = cx - width / 2 + (width * (i + 0.5)) / n + rng.float(-10, 10) * s;
    const r = rng.float(26, 46) * s * (1 - Math.abs(i - (n - 1) / 2) / n) + 10 * s;
    out += circle(px, cy - r * 0.35, r, color);
  }
  out += ellipse(cx, cy + 6 * s, width * 0.58, 20 * s, color);
  return `${out}</g>`;
}

/** Rolling hills or a distant tree line just above the horizon. */
export function farLand(rng: Rng, w: number, horizonY: number, color: string): string {
  const pts: [number, number][] = [[0, horizonY]];
  let y = horizonY - rng.float(10, 40);
  for (let x = 0; x <= w + 40; x += 40) {
    y = Math.max(horizonY - 90, Math.min(horizonY - 5, y + rng.float(-12, 12)));
    pts.push([x, y]);
  }
  pts.push([w, horizonY + 4], [0, horizonY + 4]);
  let out = poly(pts, color, 'opacity="0.75"');
  // Distant tree blobs.
  const tree = shade(color, -0.12);
  for (let x = rng.float(0, 60); x < w; x += rng.float(30, 90)) {
    const r = rng.float(12, 30);
    out += circle(x, horizonY - r * 0.5, r, tree, 'opacity="0.8"');
  }
  return out;
}

export function lawn(w: number, h: number, horizonY: number, mood: Mood): { defs: string; body: string } {
  const id = uid('lawn');
  const top = mood === 'dusk' ? '#5b7146' : mood === 'overcast' ? '#7f9a64' : '#8fb85c';
  const bottom = mood === 'dusk' ? '#2f4328' : mood === 'overcast' ? '#55703f' : '#4f8a36';
  return {
    defs: linear(id, [
      [0, top],
      [1, bottom],
    ]),
    body: rect(0, horizonY, w, h - horizonY, `url(#${id})`),
  };
}

/** A deciduous tree: trunk and a cluster of canopy circles with light and shade. */
export function tree(rng: Rng, x: number, baseY: number, size: number, mood: Mood): string {
  const green = rng.pick(
    mood === 'dusk' ? ['#3d5a36', '#35502f', '#445e3a'] : ['#4f8a3a', '#5e9440', '#457d34', '#6a9a45', '#3f7332'],
  );
  const dark = shade(green, -0.3);
  const light = shade(green, mood === 'dusk' ? 0.05 : 0.22);
  const trunkH = size * 0.55;
  let out = rect(x - size * 0.06, baseY - trunkH, size * 0.12, trunkH, '#5b4636');
  out += ellipse(x, baseY, size * 0.45, size * 0.08, '#000', 'opacity="0.18"');
  const cy = baseY - trunkH - size * 0.35;
  const blobs = rng.int(5, 8);
  for (let i = 0; i < blobs; i++) {
    const a = (i / blobs) * Math.PI * 2;
    out += circle(x + Math.cos(a) * size * 0.32, cy + Math.sin(a) * size * 0.26, size * rng.float(0.28, 0.38), dark);
  }
  out += circle(x, cy, size * 0.42, green);
  for (let i = 0; i < 4; i++) {
    out += circle(
      x - size * 0.12 + rng.float(-0.1, 0.08) * size,
      cy - size * 0.14 + rng.float(-0.08, 0.08) * size,
      size * rng.float(0.14, 0.22),
      light,
      'opacity="0.7"',
    );
  }
  return out;
}

export function conifer(rng: Rng, x: number, baseY: number, size: number, mood: Mood): string {
  const green = rng.pick(mood === 'dusk' ? ['#2c4630', '#30492f'] : ['#2f5e3a', '#356b40', '#2b5535']);
  let out = rect(x - size * 0.04, baseY - size * 0.2, size * 0.08, size * 0.2, '#4a3a2c');
  for (let i = 0; i < 3; i++) {
    const top = baseY - size * (1.2 - i * 0.28);
    const wid = size * (0.25 + i * 0.12);
    out += poly(
      [
        [x, top],
        [x + wid, top + size * 0.55],
        [x - wid, top + size * 0.55],
      ],
      i % 2 ? shade(green, 0.08) : green,
    );
  }
  return out;
}

export function hedge(x: number, y: number, w: number, h: number, mood: Mood): string {
  const c = mood === 'dusk' ? '#344d2e' : '#3f7a34';
  let out = rect(x, y - h, w, h, c, `rx="${f(h * 0.4)}"`);
  for (let i = x + 10; i < x + w - 5; i += 22) out += circle(i, y - h + 4, 12, shade(c, 0.1), 'opacity="0.7"');
  return out;
}

/** A window with a frame, glass reflection, mullion and sill. */
export function windowPane(
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { frame: string; glow?: boolean; glass?: string; mullions?: boolean; sill?: boolean; shutter?: string },
): string {
  const glass = opts.glow ? '#ffd88a' : (opts.glass ?? '#9cc3dc');
  const glassDark = opts.glow ? '#f0a94e' : shade(glass, -0.35);
  const fw = Math.max(3, Math.min(w, h) * 0.07);
  let out = '';
  if (opts.shutter) {
    out += rect(x - w * 0.32, y, w * 0.28, h, opts.shutter) + rect(x + w + w * 0.04, y, w * 0.28, h, opts.shutter);
  }
  out += rect(x, y, w, h, opts.frame);
  out += rect(x + fw, y + fw, w - 2 * fw, h - 2 * fw, glassDark);
  // Diagonal reflection.
  out += poly(
    [
      [x + fw, y + fw],
      [x + w * 0.62, y + fw],
      [x + fw, y + h * 0.72],
    ],
    glass,
    'opacity="0.85"',
  );
  if (!opts.glow) {
    out += poly(
      [
        [x + w * 0.7, y + fw],
        [x + w * 0.82, y + fw],
        [x + fw + w * 0.1, y + h - fw],
        [x + fw, y + h - fw],
      ],
      '#ffffff',
      'opacity="0.18"',
    );
  }
  if (opts.mullions !== false) {
    out += rect(x + w / 2 - fw / 2, y, fw, h, opts.frame);
    if (h > w * 1.2) out += rect(x, y + h * 0.38, w, fw * 0.8, opts.frame);
  }
  if (opts.sill !== false) out += rect(x - fw, y + h, w + 2 * fw, fw * 1.2, shade(opts.frame, -0.15));
  return out;
}

/** Brick texture as a pattern id. */
export function brickPattern(id: string, base: string, scale = 1): string {
  const mortar = shade(base, 0.35);
  const bw = 26 * scale;
  const bh = 9 * scale;
  return `<pattern id="${id}" width="${f(bw)}" height="${f(bh * 2)}" patternUnits="userSpaceOnUse"><rect width="${f(bw)}" height="${f(bh * 2)}" fill="${mortar}"/><rect x="0.8" y="0.8" width="${f(bw - 1.6)}" height="${f(bh - 1.6)}" fill="${base}"/><rect x="${f(-bw / 2 + 0.8)}" y="${f(bh + 0.8)}" width="${f(bw - 1.6)}" height="${f(bh - 1.6)}" fill="${shade(base, -0.06)}"/><rect x="${f(bw / 2 + 0.8)}" y="${f(bh + 0.8)}" width="${f(bw - 1.6)}" height="${f(bh - 1.6)}" fill="${shade(base, 0.04)}"/></pattern>`;
}

/** Roof-tile texture as a pattern id. */
export function tilePattern(id: string, base: string): string {
  const line = shade(base, -0.25);
  return `<pattern id="${id}" width="18" height="10" patternUnits="userSpaceOnUse"><rect width="18" height="10" fill="${base}"/><path d="M0 9.5 H18 M9 0 V9.5" stroke="${line}" stroke-width="1.2"/></pattern>`;
}
