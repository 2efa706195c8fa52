/**
 * Illustrated "photos" for the demo data: exterior scenes per category, interiors, the home
 * page hero, blog covers, agent portraits and agency monograms. Everything is composed as SVG
 * from a seeded generator, so the same seed always draws the same picture.
 */
import type { Rng } from './random.ts';
import {
  brickPattern,
  circle,
  conifer,
  ellipse,
  f,
  farLand,
  hedge,
  lawn,
  linear,
  mix,
  poly,
  radial,
  rect,
  shade,
  sky,
  svgDoc,
  tilePattern,
  tree,
  uid,
  windowPane,
  type Mood,
} from './svg.ts';

export const W = 1600;
export const H = 900;

export type ExteriorKind = 'houses' | 'villa' | 'townhome' | 'apartments' | 'office' | 'loft' | 'bungalow';
export type InteriorKind =
  'studentRoom' | 'sharedLiving' | 'holidayRoom' | 'living' | 'kitchen' | 'bedroom' | 'bathroom' | 'officeInterior';

const BRICKS = ['#9c4a32', '#a85a3c', '#8a3f2d', '#b86b4b', '#7a3a2a', '#b0603f', '#c58a62'];
const RENDERS = ['#f3eee4', '#ebe5da', '#f6f2ea', '#e2dbcf', '#efe6d2', '#dfe3e4'];
const ROOFS = ['#3a3e45', '#4a4d52', '#7d3726', '#8e4a32', '#2f3236', '#5b3b30'];
const DOORS = ['#1f3a5f', '#2f4f3a', '#6b2323', '#2b2b2b', '#7a5a34', '#3b4a6b'];
const FRAMES = ['#f7f7f2', '#2a2a2a', '#3a3f45', '#f0ede4'];

type Ctx = { rng: Rng; mood: Mood; defs: string[]; glow: boolean };

function pickMood(rng: Rng): Mood {
  return rng.pick<Mood>(['day', 'day', 'day', 'golden', 'golden', 'dusk', 'overcast']);
}

/** Front face + receding right side of a box. Returns the SVG. */
function box(x: number, base: number, w: number, h: number, d: number, front: string, side: string): string {
  const dx = d * 0.55;
  const dy = -d * 0.32;
  return (
    poly(
      [
        [x + w, base],
        [x + w + dx, base + dy],
        [x + w + dx, base - h + dy],
        [x + w, base - h],
      ],
      side,
    ) + rect(x, base - h, w, h, front)
  );
}

function groundShadow(x: number, base: number, w: number, d: number): string {
  return poly(
    [
      [x - 10, base + 2],
      [x + w + d * 0.55 + 30, base + 2 - d * 0.32],
      [x + w + d * 0.55 + 90, base + 14],
      [x + 20, base + 22],
    ],
    '#000',
    'opacity="0.16"',
  );
}

function path(x1: number, x2: number, topY: number, bottomY: number, spread: number, color: string): string {
  return poly(
    [
      [x1, topY],
      [x2, topY],
      [x2 + spread, bottomY],
      [x1 - spread, bottomY],
    ],
    color,
  );
}

function door(x: number, base: number, w: number, h: number, color: string): string {
  let out = rect(x - 6, base - h - 6, w + 12, h + 6, shade(color, -0.35));
  out += rect(x, base - h, w, h, color);
  out += rect(x + w * 0.15, base - h + h * 0.1, w * 0.7, h * 0.35, shade(color, 0.12));
  out += rect(x + w * 0.15, base - h + h * 0.52, w * 0.7, h * 0.38, shade(color, 0.08));
  out += circle(x + w * 0.82, base - h * 0.48, 3.5, '#d8c27a');
  return out;
}

function frame(ctx: Ctx, body: string): string {
  // A soft vignette and warm/cool grade make the drawings read as photographs.
  const v = uid('vig');
  ctx.defs.push(
    radial(
      v,
      [
        [0, '#000', 0],
        [0.7, '#000', 0],
        [1, '#000', 0.28],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
  return body + rect(0, 0, W, H, `url(#${v})`);
}

function outdoor(ctx: Ctx, horizonY: number): string {
  const s = sky(ctx.rng, W, H, ctx.mood, horizonY);
  ctx.defs.push(s.defs);
  const l = lawn(W, H, horizonY, ctx.mood);
  ctx.defs.push(l.defs);
  const far = ctx.mood === 'dusk' ? '#4d5a6a' : ctx.mood === 'overcast' ? '#8a9a8e' : '#7f9f86';
  return s.body + farLand(ctx.rng, W, horizonY, far) + l.body;
}

function sideTrees(ctx: Ctx, base: number, avoid: [number, number]): string {
  const { rng, mood } = ctx;
  let out = '';
  const spots = [rng.float(40, 160), rng.float(180, 300), rng.float(W - 300, W - 180), rng.float(W - 160, W - 30)];
  for (const x of spots) {
    if (x > avoid[0] - 40 && x < avoid[1] + 40) continue;
    const size = rng.float(150, 260);
    out += rng.chance(0.25)
      ? conifer(rng, x, base + rng.float(-10, 30), size * 1.2, mood)
      : tree(rng, x, base + rng.float(-5, 40), size, mood);
  }
  return out;
}

function shrubs(ctx: Ctx, x1: number, x2: number, y: number): string {
  let out = '';
  for (let x = x1; x < x2; x += ctx.rng.float(30, 70)) {
    const r = ctx.rng.float(14, 26);
    const c = ctx.rng.pick(ctx.mood === 'dusk' ? ['#36502f', '#3e5735'] : ['#4d8a3c', '#5c9a48', '#3f7a34', '#7a9a3c']);
    out += circle(x, y - r * 0.6, r, c);
    if (ctx.rng.chance(0.3))
      out += circle(x + 4, y - r * 1.1, 4, ctx.rng.pick(['#e8a0b4', '#f5f0f0', '#e8c24a', '#c85a7a']));
  }
  return out;
}

/* ------------------------------------------------------------------ exteriors */

function house(ctx: Ctx): string {
  const { rng } = ctx;
  const horizonY = rng.float(540, 590);
  let out = outdoor(ctx, horizonY);
  const base = rng.float(700, 730);
  const w = rng.float(520, 620);
  const x = 800 - w / 2 - rng.float(20, 80);
  const h = rng.float(260, 300);
  const d = rng.float(260, 340);
  const brick = rng.chance(0.6);
  const wallColor = brick ? rng.pick(BRICKS) : rng.pick(RENDERS);
  let wall = wallColor;
  if (brick) {
    const id = uid('brick');
    ctx.defs.push(brickPattern(id, wallColor));
    wall = `url(#${id})`;
  }
  const sideWall = brick ? shade(wallColor, -0.25) : shade(wallColor, -0.16);
  const roofC = rng.pick(ROOFS);
  const tid = uid('tile');
  ctx.defs.push(tilePattern(tid, roofC));
  const frameC = rng.pick(FRAMES);
  const rh = rng.float(150, 210);
  const dx = d * 0.55;
  const dy = -d * 0.32;
  const top = base - h;
  out += groundShadow(x, base, w, d);
  // Attached garage on the left sometimes.
  if (rng.chance(0.5)) {
    const gw = 210;
    out += box(x - gw, base, gw, 170, d * 0.8, shade(wallColor, -0.05), sideWall);
    out += rect(x - gw - 8, base - 180, gw + 16, 14, '#3a3a3a');
    out += rect(x - gw + 25, base - 130, gw - 50, 130, '#d9d6cf');
    for (let i = 1; i < 5; i++) out += rect(x - gw + 25, base - 130 + i * 26, gw - 50, 2, '#b9b5ad');
    out += path(x - gw + 25, x - 25, base, H, 60, '#b8b2a6');
  }
  // Side gable face + side roof plane.
  out += poly(
    [
      [x + w, base],
      [x + w + dx, base + dy],
      [x + w + dx, top + dy],
      [x + w, top],
    ],
    sideWall,
  );
  if (rng.chance(0.5)) {
    // Gable to the street: front triangle + roof slope going back.
    out += poly(
      [
        [x + w / 2, top - rh],
        [x + w / 2 + dx, top - rh + dy],
        [x + w + 18 + dx, top + 10 + dy],
        [x + w + 18, top + 10],
      ],
      `url(#${tid})`,
    );
    out += rect(x, top, w, h, wall);
    out += poly(
      [
        [x - 18, top + 10],
        [x + w / 2, top - rh],
        [x + w + 18, top + 10],
        [x + w, top + 10],
        [x + w / 2, top - rh + 20],
        [x, top + 10],
      ],
      shade(roofC, -0.2),
    );
    out += poly(
      [
        [x, top + 10],
        [x + w / 2, top - rh + 20],
        [x + w, top + 10],
      ],
      wall,
    );
    out += windowPane(x + w / 2 - 45, top - rh * 0.55, 90, 90, {
      frame: frameC,
      glow: ctx.glow && rng.chance(0.6),
      mullions: true,
    });
  } else {
    // Ridge parallel to the street: front roof plane + side triangle.
    out += poly(
      [
        [x + w, top],
        [x + w + dx, top + dy],
        [x + w + dx * 0.5, top - rh + dy * 0.5],
      ],
      sideWall,
    );
    out += rect(x, top, w, h, wall);
    out += poly(
      [
        [x - 20, top + 8],
        [x + w + 20, top + 8],
        [x + w + dx * 0.5 + 10, top - rh + dy * 0.5],
        [x + dx * 0.5 - 10, top - rh + dy * 0.5],
      ],
      `url(#${tid})`,
    );
    out += rect(x - 20, top + 2, w + 40, 8, shade(roofC, -0.3));
    // Dormer.
    if (rng.chance(0.6)) {
      const dw = 110;
      const dxp = x + w / 2 - dw / 2 + dx * 0.2;
      out +=
        rect(dxp, top - rh * 0.62, dw, rh * 0.5, wall) +
        rect(dxp - 8, top - rh * 0.66, dw + 16, 12, shade(roofC, -0.25));
      out += windowPane(dxp + 18, top - rh * 0.55, dw - 36, rh * 0.36, {
        frame: frameC,
        glow: ctx.glow && rng.chance(0.5),
      });
    }
  }
  // Chimney.
  const cx = x + w * rng.float(0.62, 0.8);
  out +=
    rect(cx, top - rh * 0.9, 36, rh * 0.7, shade(wallColor, -0.12)) + rect(cx - 4, top - rh * 0.9 - 8, 44, 10, '#555');
  // Windows: two floors.
  const cols = rng.int(2, 3);
  const ww = rng.float(80, 105);
  const doorCol = rng.int(0, cols);
  for (let row = 0; row < 2; row++) {
    for (let c = 0; c <= cols; c++) {
      const wx = x + (w / (cols + 1)) * (c + 0.5) - ww / 2;
      const wy = top + 30 + row * (h / 2);
      if (row === 1 && c === doorCol) {
        out += door(wx + ww / 2 - 38, base, 76, 150, rng.pick(DOORS));
        continue;
      }
      out += windowPane(wx, wy, ww, h / 2 - 70, { frame: frameC, glow: ctx.glow && rng.chance(0.5) });
    }
  }
  const doorX = x + (w / (cols + 1)) * (doorCol + 0.5);
  out += path(doorX - 38, doorX + 38, base, H, 160, ctx.mood === 'dusk' ? '#8c857a' : '#cfc7b8');
  out += shrubs(ctx, x - 40, doorX - 60, base + 12) + shrubs(ctx, doorX + 70, x + w + 60, base + 12);
  out += sideTrees(ctx, base + 40, [x - 220, x + w + dx]);
  out += hedge(0, H - 20, 420, 60, ctx.mood) + hedge(W - 380, H - 10, 380, 70, ctx.mood);
  return out;
}

function villa(ctx: Ctx): string {
  const { rng } = ctx;
  const horizonY = rng.float(520, 570);
  let out = outdoor(ctx, horizonY);
  const base = rng.float(640, 670);
  const w = rng.float(820, 960);
  const x = 800 - w / 2 - rng.float(0, 60);
  const d = 260;
  const white = rng.pick(['#f4f3ef', '#eceae4', '#f7f5f0']);
  const side = shade(white, -0.18);
  const wood = rng.pick(['#9a6a42', '#7d5636', '#b07e52']);
  const dark = rng.pick(['#2a2d31', '#3a3d42']);
  out += groundShadow(x, base, w, d);
  // Ground floor wide box.
  const h1 = 190;
  out += box(x, base, w, h1, d, white, side);
  // Glass wall ground floor.
  const gx = x + w * 0.08;
  const gw = w * 0.6;
  out += rect(gx, base - h1 + 25, gw, h1 - 25, dark);
  const panes = 5;
  for (let i = 0; i < panes; i++) {
    out += windowPane(gx + (gw / panes) * i + 4, base - h1 + 29, gw / panes - 8, h1 - 33, {
      frame: dark,
      glow: ctx.glow && rng.chance(0.7),
      glass: '#a8c7d8',
      mullions: false,
      sill: false,
    });
  }
  // Wood-clad part.
  const wx = x + w * 0.72;
  out += rect(wx, base - h1 + 25, w * 0.24, h1 - 25, wood);
  for (let i = wx + 8; i < wx + w * 0.24; i += 14) out += rect(i, base - h1 + 25, 2, h1 - 25, shade(wood, -0.25));
  // Upper floor, cantilevered.
  const w2 = w * rng.float(0.55, 0.7);
  const x2 = x + w * rng.float(0.02, 0.35);
  const h2 = 170;
  out += box(x2, base - h1, w2, h2, d * 0.8, white, side);
  out += rect(x - 10, base - h1 - 8, w + 20, 12, dark);
  out += rect(x2 - 8, base - h1 - h2 - 10, w2 + 16, 14, dark);
  const ribbon = rng.chance(0.5);
  if (ribbon) {
    out += rect(x2 + 30, base - h1 - h2 + 40, w2 - 60, h2 - 80, dark);
    for (let i = 0; i < 4; i++) {
      const pw = (w2 - 60) / 4;
      out += windowPane(x2 + 30 + pw * i + 4, base - h1 - h2 + 44, pw - 8, h2 - 88, {
        frame: dark,
        glow: ctx.glow && rng.chance(0.5),
        mullions: false,
        sill: false,
      });
    }
  } else {
    for (let i = 0; i < 3; i++) {
      const pw = 120;
      out += windowPane(x2 + 40 + i * ((w2 - 80 - pw) / 2), base - h1 - h2 + 35, pw, h2 - 60, {
        frame: dark,
        glow: ctx.glow && rng.chance(0.5),
        mullions: false,
      });
    }
  }
  // Pool with deck.
  const deckTop = base + 30;
  out += poly(
    [
      [x - 120, deckTop],
      [x + w + 200, deckTop],
      [x + w + 360, H - 40],
      [x - 300, H - 40],
    ],
    rng.pick(['#d9d2c4', '#cbbfa8', '#e2ddd2']),
  );
  const pid = uid('pool');
  ctx.defs.push(
    linear(pid, [
      [0, '#5fc3d9'],
      [1, '#1f8fb3'],
    ]),
  );
  const px1 = x + 40;
  const px2 = x + w * 0.85;
  out += poly(
    [
      [px1, deckTop + 40],
      [px2, deckTop + 40],
      [px2 + 110, H - 90],
      [px1 - 140, H - 90],
    ],
    `url(#${pid})`,
    'stroke="#f2f2f2" stroke-width="10"',
  );
  for (let i = 0; i < 14; i++) {
    const yy = rng.float(deckTop + 60, H - 110);
    const xx = rng.float(px1, px2);
    out += ellipse(xx, yy, rng.float(30, 70), 3, '#ffffff', 'opacity="0.55"');
  }
  // Loungers.
  for (let i = 0; i < 2; i++) {
    const lx = px2 + 40 + i * 90;
    out += poly(
      [
        [lx, deckTop + 120],
        [lx + 60, deckTop + 120],
        [lx + 80, deckTop + 200],
        [lx + 10, deckTop + 200],
      ],
      '#f4f4f4',
      'stroke="#999" stroke-width="2"',
    );
  }
  out += sideTrees(ctx, base + 30, [x - 60, x + w + 160]);
  out += shrubs(ctx, x + w * 0.7, x + w + 120, deckTop + 8);
  return out;
}

function townhome(ctx: Ctx): string {
  const { rng } = ctx;
  const horizonY = 560;
  const s = sky(rng, W, H, ctx.mood, horizonY);
  ctx.defs.push(s.defs);
  let out = s.body;
  const base = 760;
  // Pavement and cobbled street.
  out += rect(0, base, W, 40, ctx.mood === 'dusk' ? '#7a7570' : '#b9b2a6');
  const cid = uid('cob');
  ctx.defs.push(
    `<pattern id="${cid}" width="28" height="16" patternUnits="userSpaceOnUse"><rect width="28" height="16" fill="#5f5b57"/><rect x="1" y="1" width="26" height="6" rx="2" fill="#7a756f"/><rect x="-13" y="9" width="26" height="6" rx="2" fill="#716c66"/><rect x="15" y="9" width="26" height="6" rx="2" fill="#77716b"/></pattern>`,
  );
  out += rect(0, base + 40, W, H - base - 40, `url(#${cid})`);
  const n = rng.int(4, 6);
  let x = -rng.float(20, 80);
  const style = rng.pick(['stepped', 'pointed', 'cornice', 'mixed'] as const);
  while (x < W) {
    const w = rng.float(260, 360);
    const h = rng.float(330, 430);
    const c = rng.pick(BRICKS.concat(RENDERS.slice(0, 3), ['#c9b48a', '#d8c7a0', '#9aa7ad']));
    const isBrick = BRICKS.includes(c);
    let fill = c;
    if (isBrick) {
      const id = uid('br');
      ctx.defs.push(brickPattern(id, c, 0.9));
      fill = `url(#${id})`;
    }
    const top = base - h;
    const kind = style === 'mixed' ? rng.pick(['stepped', 'pointed', 'cornice'] as const) : style;
    out += gableFacade(ctx, x, top, w, h, fill, c, kind);
    // Windows: 2-3 floors.
    const floors = h > 380 ? 3 : 2;
    const frameC = rng.pick(FRAMES);
    const cols = w > 310 ? 3 : 2;
    const ww = (w - 40) / cols - 30;
    const fh = (h - 40) / (floors + 0.2);
    const doorCol = rng.int(0, cols - 1);
    for (let fl = 0; fl < floors; fl++) {
      for (let cI = 0; cI < cols; cI++) {
        const wx = x + 20 + cI * ((w - 40) / cols) + 15;
        const wy = top + 30 + fl * fh;
        if (fl === floors - 1 && cI === doorCol) {
          out += door(wx + ww / 2 - 32, base, 64, fh - 20, rng.pick(DOORS));
          out += rect(wx + ww / 2 - 44, base - 4, 88, 8, '#9a948a');
          continue;
        }
        out += windowPane(wx, wy, ww, fh - 50, { frame: frameC, glow: ctx.glow && rng.chance(0.55) });
      }
    }
    x += w;
    if (x > W + 50 || n < 0) break;
  }
  // Street trees and a lamp.
  for (let i = 0; i < 2; i++) out += tree(rng, rng.float(100, W - 100), base + 70, rng.float(170, 220), ctx.mood);
  const lx = rng.float(300, W - 300);
  out += rect(lx - 4, base - 260, 8, 300, '#2b2b2b') + rect(lx - 14, base - 280, 28, 26, '#2b2b2b');
  out += circle(lx, base - 266, ctx.glow ? 40 : 0, '#ffd98a', 'opacity="0.35"');
  return out;
}

function gableFacade(
  ctx: Ctx,
  x: number,
  top: number,
  w: number,
  h: number,
  fill: string,
  color: string,
  kind: 'stepped' | 'pointed' | 'cornice' | 'bell',
): string {
  const base = top + h;
  const edge = shade(color, -0.2);
  if (kind === 'stepped') {
    const k = 4;
    const sw = w / (2 * k + 1);
    const gh = w * 0.72;
    const sh = gh / (k + 1);
    const all: [number, number][] = [
      [x, base],
      [x, top],
    ];
    for (let i = 0; i <= k; i++) all.push([x + i * sw, top - (i + 1) * sh], [x + (i + 1) * sw, top - (i + 1) * sh]);
    for (let i = k; i >= 0; i--) all.push([x + w - i * sw, top - (i + 1) * sh], [x + w - i * sw, top - i * sh]);
    all.push([x + w, base]);
    let out = poly(all, fill, `stroke="${edge}" stroke-width="3"`);
    // Copings on each step.
    for (let i = 0; i <= k; i++) {
      out += rect(x + i * sw - 3, top - (i + 1) * sh - 5, sw + 6, 6, '#d8d2c6');
      out += rect(x + w - (i + 1) * sw - 3, top - (i + 1) * sh - 5, sw + 6, 6, '#d8d2c6');
    }
    out += windowPane(x + w / 2 - 28, top - gh * 0.55, 56, 70, {
      frame: '#f4f1ea',
      glow: ctx.glow && ctx.rng.chance(0.5),
    });
    return out;
  }
  if (kind === 'pointed') {
    const gh = w * 0.55;
    let out = poly(
      [
        [x, base],
        [x, top],
        [x + w / 2, top - gh],
        [x + w, top],
        [x + w, base],
      ],
      fill,
      `stroke="${edge}" stroke-width="3"`,
    );
    out += poly(
      [
        [x - 6, top + 4],
        [x + w / 2, top - gh - 8],
        [x + w + 6, top + 4],
        [x + w - 10, top + 4],
        [x + w / 2, top - gh + 12],
        [x + 10, top + 4],
      ],
      '#d8d2c6',
    );
    out +=
      circle(x + w / 2, top - gh * 0.45, 26, '#f4f1ea') +
      circle(x + w / 2, top - gh * 0.45, 19, ctx.glow ? '#ffd88a' : '#6f8ea3');
    return out;
  }
  if (kind === 'bell') {
    const gh = w * 0.6;
    const d = `M${f(x)} ${f(base)} L${f(x)} ${f(top)} Q${f(x + w * 0.12)} ${f(top - gh * 0.1)} ${f(x + w * 0.2)} ${f(top - gh * 0.45)} Q${f(x + w * 0.3)} ${f(top - gh)} ${f(x + w / 2)} ${f(top - gh)} Q${f(x + w * 0.7)} ${f(top - gh)} ${f(x + w * 0.8)} ${f(top - gh * 0.45)} Q${f(x + w * 0.88)} ${f(top - gh * 0.1)} ${f(x + w)} ${f(top)} L${f(x + w)} ${f(base)} Z`;
    let out = `<path d="${d}" fill="${fill}" stroke="${edge}" stroke-width="3"/>`;
    out += windowPane(x + w / 2 - 26, top - gh * 0.7, 52, 80, {
      frame: '#f4f1ea',
      glow: ctx.glow && ctx.rng.chance(0.5),
    });
    return out;
  }
  // Cornice: flat top with a moulded cornice and a mansard strip.
  let out = rect(x, top, w, h, fill, `stroke="${edge}" stroke-width="3"`);
  out += poly(
    [
      [x + 8, top - 4],
      [x + w - 8, top - 4],
      [x + w - 30, top - 80],
      [x + 30, top - 80],
    ],
    '#4a4e55',
  );
  out +=
    rect(x + w / 2 - 25, top - 70, 50, 56, '#f4f1ea') +
    rect(x + w / 2 - 19, top - 64, 38, 44, ctx.glow ? '#ffd88a' : '#6f8ea3');
  out += rect(x - 6, top - 10, w + 12, 16, '#ddd6c8');
  return out;
}

function apartments(ctx: Ctx): string {
  const { rng } = ctx;
  const horizonY = rng.float(600, 640);
  let out = outdoor(ctx, horizonY);
  const base = 760;
  const floors = rng.int(5, 7);
  const fh = 78;
  const h = floors * fh + 40;
  const w = rng.float(760, 900);
  const x = 800 - w / 2 - rng.float(40, 120);
  const d = 300;
  const facade = rng.pick(['#ece7de', '#d9cdb8', '#c9c2b8', '#e8e1d3', '#b9b3aa']);
  const accent = rng.pick(['#8c6a4a', '#5d6b73', '#a0523a', '#3e4a52']);
  out += groundShadow(x, base, w, d);
  let front = facade;
  if (rng.chance(0.4)) {
    const id = uid('br');
    ctx.defs.push(brickPattern(id, rng.pick(['#b8a58a', '#9c5a3c', '#c4b59c']), 0.7));
    front = `url(#${id})`;
  }
  out += box(x, base, w, h, d, front, shade(facade, -0.22));
  out += rect(x - 8, base - h - 10, w + 16, 14, '#3b3f45');
  // Balconies and windows.
  const bays = rng.int(5, 6);
  const bw = w / bays;
  const glassBalcony = rng.chance(0.5);
  for (let fl = 1; fl < floors; fl++) {
    const fy = base - 40 - fl * fh;
    for (let b = 0; b < bays; b++) {
      const wx = x + b * bw + bw * 0.15;
      out += windowPane(wx, fy + 8, bw * 0.7, fh - 18, {
        frame: '#2f3338',
        glow: ctx.glow && rng.chance(0.45),
        mullions: true,
        sill: false,
      });
      if ((b + fl) % 2 === 0 || b === 0 || b === bays - 1) {
        // Balcony slab + railing.
        out += rect(wx - 12, fy + fh - 12, bw * 0.7 + 24, 10, shade(facade, -0.35));
        out += glassBalcony
          ? rect(wx - 12, fy + fh - 40, bw * 0.7 + 24, 28, '#bfd8e4', 'opacity="0.55" stroke="#8aa" stroke-width="1"')
          : rect(wx - 12, fy + fh - 40, bw * 0.7 + 24, 28, accent, 'opacity="0.85"');
        if (rng.chance(0.25)) out += circle(wx + 6, fy + fh - 44, 10, '#4f8a3a');
      }
    }
  }
  // Ground floor: entrance and lobby glass.
  out += rect(x, base - 60, w, 60, shade(facade, -0.12));
  out +=
    rect(x + w * 0.42, base - 56, w * 0.16, 56, '#2f3338') +
    rect(x + w * 0.43, base - 52, w * 0.14, 52, ctx.glow ? '#ffd88a' : '#8fb3c7');
  out += rect(x + w * 0.38, base - 70, w * 0.24, 10, '#3b3f45');
  // Side windows.
  for (let fl = 1; fl < floors; fl++) {
    const fy = base - 40 - fl * fh;
    out += poly(
      [
        [x + w + 40, fy + 16 - 12],
        [x + w + 100, fy + 16 - 46],
        [x + w + 100, fy + fh - 10 - 46],
        [x + w + 40, fy + fh - 10 - 12],
      ],
      ctx.glow && rng.chance(0.4) ? '#f0b860' : '#5e7888',
    );
  }
  out += path(x + w * 0.45, x + w * 0.55, base, H, 120, '#cdc6b8');
  out += shrubs(ctx, x - 10, x + w * 0.4, base + 10) + shrubs(ctx, x + w * 0.6, x + w + 100, base + 10);
  out += sideTrees(ctx, base + 60, [x - 40, x + w + d * 0.55]);
  return out;
}

function office(ctx: Ctx): string {
  const { rng } = ctx;
  const horizonY = 700;
  const s = sky(rng, W, H, ctx.mood, horizonY);
  ctx.defs.push(s.defs);
  let out = s.body;
  const base = 770;
  // Neighbouring low-rise silhouettes.
  for (let i = 0; i < 9; i++) {
    const bx = rng.float(-50, W);
    const bh = rng.float(140, 320);
    out += rect(bx, base - bh, rng.float(120, 220), bh, ctx.mood === 'dusk' ? '#4a4f66' : '#a9b3bd', 'opacity="0.8"');
  }
  const w = rng.float(460, 560);
  const h = rng.float(600, 700);
  const x = 800 - w / 2 - rng.float(-80, 120);
  const d = 320;
  const gid = uid('glass');
  const glassTop = ctx.mood === 'dusk' ? '#3b4a7a' : '#5f8fb8';
  const glassBottom = ctx.mood === 'dusk' ? '#e0986e' : '#c8dcea';
  ctx.defs.push(
    `<linearGradient id="${gid}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${glassTop}"/><stop offset="0.6" stop-color="${mix(glassTop, glassBottom, 0.6)}"/><stop offset="1" stop-color="${glassBottom}"/></linearGradient>`,
  );
  const sid = uid('glassS');
  ctx.defs.push(
    linear(sid, [
      [0, shade(glassTop, -0.35)],
      [1, shade(glassBottom, -0.35)],
    ]),
  );
  out += box(x, base, w, h, d, `url(#${gid})`, `url(#${sid})`);
  // Curtain-wall grid.
  const mull = ctx.mood === 'dusk' ? '#2b3045' : '#3c4a58';
  for (let yy = base - h; yy < base; yy += 42) out += rect(x, yy, w, 3, mull, 'opacity="0.8"');
  for (let xx = x; xx <= x + w; xx += w / 8) out += rect(xx - 1.5, base - h, 3, h, mull, 'opacity="0.9"');
  for (let i = 0; i < 8; i++) {
    const yy = base - h + i * ((h - 20) / 8);
    const dx = d * 0.55;
    out += poly(
      [
        [x + w, yy],
        [x + w + dx, yy - d * 0.32],
        [x + w + dx, yy - d * 0.32 + 3],
        [x + w, yy + 3],
      ],
      mull,
    );
  }
  // Reflections / lit floors.
  out += poly(
    [
      [x + w * 0.1, base - h],
      [x + w * 0.35, base - h],
      [x + w * 0.05, base],
      [x, base],
      [x, base - h * 0.8],
    ],
    '#ffffff',
    'opacity="0.12"',
  );
  if (ctx.glow) {
    for (let i = 0; i < 40; i++) {
      const cx = x + Math.floor(rng.float(0, 8)) * (w / 8);
      const cy = base - h + Math.floor(rng.float(0, h / 42)) * 42;
      out += rect(cx + 2, cy + 3, w / 8 - 4, 38, '#ffd88a', 'opacity="0.75"');
    }
  }
  // Crown and lobby.
  out += rect(x - 6, base - h - 18, w + 12, 20, '#2a2f38');
  out +=
    rect(x, base - 90, w, 90, '#2a2f38') +
    rect(x + 20, base - 80, w - 40, 80, ctx.glow ? '#ffcf80' : '#a8c4d6', 'opacity="0.9"');
  // Plaza.
  out += rect(0, base, W, H - base, ctx.mood === 'dusk' ? '#6e6a66' : '#cfc9bf');
  for (let yy = base + 12; yy < H; yy += 22) out += rect(0, yy, W, 1.5, '#a9a297', 'opacity="0.6"');
  for (let i = 0; i < 4; i++) {
    const tx = rng.pick([rng.float(60, x - 80), rng.float(x + w + 220, W - 60)]);
    out += tree(rng, tx, base + 100, rng.float(150, 200), ctx.mood);
  }
  return out;
}

function loft(ctx: Ctx): string {
  const { rng } = ctx;
  const horizonY = 600;
  const s = sky(rng, W, H, ctx.mood, horizonY);
  ctx.defs.push(s.defs);
  let out = s.body + farLand(rng, W, horizonY, ctx.mood === 'dusk' ? '#505a66' : '#8e9e92');
  const base = 770;
  const w = rng.float(980, 1150);
  const x = 800 - w / 2 - rng.float(0, 80);
  const h = rng.float(380, 440);
  const d = 220;
  const brickC = rng.pick(['#8e3f2c', '#9c4a32', '#7a3526', '#a5573a']);
  const id = uid('br');
  ctx.defs.push(brickPattern(id, brickC, 1.1));
  // Chimney stack.
  const chx = x + w * rng.float(0.75, 0.88);
  out +=
    poly(
      [
        [chx, base - h],
        [chx + 70, base - h],
        [chx + 58, base - h - 330],
        [chx + 12, base - h - 330],
      ],
      `url(#${id})`,
    ) + rect(chx + 6, base - h - 345, 58, 18, '#3a3a3a');
  out += box(x, base, w, h, d, `url(#${id})`, shade(brickC, -0.3));
  // Sawtooth roof.
  const teeth = 6;
  for (let i = 0; i < teeth; i++) {
    const tx = x + (w / teeth) * i;
    out += poly(
      [
        [tx, base - h],
        [tx + w / teeth, base - h],
        [tx + w / teeth, base - h - 80],
      ],
      '#3a3e45',
    );
    out += poly(
      [
        [tx + w / teeth - 4, base - h - 4],
        [tx + w / teeth - 4, base - h - 74],
        [tx + w / teeth - 40, base - h - 40],
      ],
      ctx.glow ? '#ffd88a' : '#7fa6bd',
    );
  }
  // Stone bands.
  out += rect(x, base - h + 12, w, 12, '#d8cbb5') + rect(x, base - h * 0.5, w, 10, '#d8cbb5');
  // Big arched steel windows.
  const n = rng.int(4, 5);
  const ww = (w - 80) / n - 50;
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < n; i++) {
      const wx = x + 40 + i * ((w - 80) / n) + 25;
      const wy = base - h + 50 + row * (h * 0.48);
      const wh = h * 0.48 - 90;
      const glow = ctx.glow && rng.chance(0.6);
      const glass = glow ? '#ffd88a' : '#7d9fb2';
      out += `<path d="M${f(wx)} ${f(wy + wh)} V${f(wy + ww / 2)} A${f(ww / 2)} ${f(ww / 2)} 0 0 1 ${f(wx + ww)} ${f(wy + ww / 2)} V${f(wy + wh)} Z" fill="${glass}" stroke="#e3d6bf" stroke-width="8"/>`;
      for (let g = 1; g < 4; g++) out += rect(wx + (ww / 4) * g - 1.5, wy + 10, 3, wh - 10, '#1f1f1f');
      for (let g = wy + ww / 2; g < wy + wh; g += 30) out += rect(wx, g, ww, 3, '#1f1f1f');
      out += poly(
        [
          [wx + 6, wy + wh - 6],
          [wx + ww * 0.5, wy + ww * 0.3],
          [wx + ww * 0.7, wy + ww * 0.3],
          [wx + ww * 0.2, wy + wh - 6],
        ],
        '#ffffff',
        'opacity="0.15"',
      );
    }
  }
  // Loading door.
  out += rect(x + w / 2 - 70, base - 170, 140, 170, '#2d2f33') + rect(x + w / 2 - 60, base - 160, 120, 160, '#4a4e55');
  // Courtyard.
  out += rect(0, base, W, H - base, ctx.mood === 'dusk' ? '#5a5552' : '#8d877f');
  for (let yy = base + 10; yy < H; yy += 18)
    for (let xx = (yy / 18) % 2 ? 0 : 12; xx < W; xx += 24)
      out += rect(xx, yy, 20, 14, ctx.mood === 'dusk' ? '#66605c' : '#9a948b', 'rx="3"');
  out +=
    tree(rng, rng.float(60, 180), base + 60, 200, ctx.mood) +
    tree(rng, rng.float(W - 180, W - 60), base + 80, 220, ctx.mood);
  return out;
}

function bungalow(ctx: Ctx): string {
  const { rng } = ctx;
  const horizonY = rng.float(560, 600);
  let out = outdoor(ctx, horizonY);
  const base = 720;
  const w = rng.float(860, 980);
  const x = 800 - w / 2 - rng.float(20, 80);
  const h = 190;
  const d = 300;
  const wallC = rng.chance(0.5) ? rng.pick(RENDERS) : rng.pick(BRICKS);
  let wall = wallC;
  if (BRICKS.includes(wallC)) {
    const id = uid('br');
    ctx.defs.push(brickPattern(id, wallC));
    wall = `url(#${id})`;
  }
  const roofC = rng.pick(ROOFS);
  const tid = uid('tile');
  ctx.defs.push(tilePattern(tid, roofC));
  const top = base - h;
  const dx = d * 0.55;
  const dy = -d * 0.32;
  out += groundShadow(x, base, w, d);
  out += box(x, base, w, h, d, wall, shade(wallC, -0.22));
  // Hip roof: front trapezoid + side triangle.
  const rh = 150;
  out += poly(
    [
      [x + w + 30, top + 6],
      [x + w + dx + 20, top + dy + 4],
      [x + w - 60 + dx * 0.5, top - rh + dy * 0.5],
    ],
    shade(roofC, -0.2),
  );
  out += poly(
    [
      [x - 40, top + 10],
      [x + w + 30, top + 10],
      [x + w - 60 + dx * 0.5, top - rh + dy * 0.5],
      [x + 140 + dx * 0.5, top - rh + dy * 0.5],
    ],
    `url(#${tid})`,
  );
  out += rect(x - 40, top + 4, w + 70, 10, shade(roofC, -0.35));
  // Veranda.
  const vx = x + w * 0.55;
  out += rect(vx, top + 14, w * 0.4, 10, '#f2efe8');
  for (let i = 0; i < 4; i++) out += rect(vx + 10 + (i * (w * 0.4 - 30)) / 3, top + 20, 10, h - 20, '#f2efe8');
  // Windows.
  const frameC = rng.pick(FRAMES);
  for (let i = 0; i < 3; i++) {
    out += windowPane(x + 40 + i * 150, top + 50, 110, 100, {
      frame: frameC,
      glow: ctx.glow && rng.chance(0.6),
      shutter: rng.chance(0.3) ? '#3f5a6b' : undefined,
    });
  }
  out += door(x + w * 0.66, base, 80, 150, rng.pick(DOORS));
  out += windowPane(x + w * 0.78, top + 40, 120, 130, { frame: frameC, glow: ctx.glow && rng.chance(0.6) });
  out += path(x + w * 0.66, x + w * 0.66 + 80, base, H, 150, '#cfc7b8');
  out += shrubs(ctx, x - 20, x + w * 0.6, base + 14);
  out += sideTrees(ctx, base + 50, [x - 40, x + w + dx]);
  out += hedge(0, H - 10, 500, 60, ctx.mood);
  return out;
}

/* ------------------------------------------------------------------ interiors */

type Room = { body: string; bx: number; by: number; bw: number; bh: number; floorY: number };

function roomShell(ctx: Ctx, wallC: string, floorC: string): Room {
  const { rng } = ctx;
  const bx = rng.float(260, 340);
  const by = rng.float(110, 150);
  const bw = W - 2 * bx;
  const bh = rng.float(520, 560);
  const floorY = by + bh;
  let body = rect(0, 0, W, H, shade(wallC, -0.12));
  // Ceiling.
  body += poly(
    [
      [0, 0],
      [W, 0],
      [bx + bw, by],
      [bx, by],
    ],
    shade(wallC, 0.25),
  );
  // Side walls.
  body += poly(
    [
      [0, 0],
      [bx, by],
      [bx, floorY],
      [0, H + 200],
    ],
    shade(wallC, -0.08),
  );
  body += poly(
    [
      [W, 0],
      [bx + bw, by],
      [bx + bw, floorY],
      [W, H + 200],
    ],
    shade(wallC, -0.18),
  );
  // Back wall.
  body += rect(bx, by, bw, bh, wallC);
  // Floor: planks in perspective.
  const fid = uid('floor');
  ctx.defs.push(
    linear(fid, [
      [0, shade(floorC, -0.1)],
      [1, shade(floorC, 0.08)],
    ]),
  );
  body += poly(
    [
      [bx, floorY],
      [bx + bw, floorY],
      [W + 200, H + 200],
      [-200, H + 200],
    ],
    `url(#${fid})`,
  );
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const xTop = bx + bw * t;
    const xBot = -200 + (W + 400) * t;
    body += `<line x1="${f(xTop)}" y1="${f(floorY)}" x2="${f(xBot)}" y2="${f(H + 200)}" stroke="${shade(floorC, -0.25)}" stroke-width="1.5" opacity="0.6"/>`;
  }
  // Skirting.
  body += rect(bx, floorY - 10, bw, 10, shade(wallC, 0.2));
  return { body, bx, by, bw, bh, floorY };
}

function windowView(ctx: Ctx, x: number, y: number, w: number, h: number, view: 'city' | 'sea' | 'garden'): string {
  const { rng } = ctx;
  const id = uid('clip');
  ctx.defs.push(`<clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/></clipPath>`);
  const mood: Mood = ctx.mood === 'dusk' ? 'dusk' : 'day';
  const horizon = y + h * (view === 'sea' ? 0.55 : 0.7);
  const s = sky(rng, W, H, mood, horizon);
  ctx.defs.push(s.defs);
  let inner = s.body;
  if (view === 'sea') {
    const sid = uid('sea');
    ctx.defs.push(
      linear(sid, [
        [0, mood === 'dusk' ? '#5a6a9a' : '#3f86b0'],
        [1, mood === 'dusk' ? '#2c3760' : '#2a6a92'],
      ]),
    );
    inner += rect(0, horizon, W, y + h - horizon, `url(#${sid})`);
    for (let i = 0; i < 30; i++)
      inner += rect(
        rng.float(x, x + w),
        rng.float(horizon + 5, y + h * 0.85),
        rng.float(20, 60),
        2,
        '#ffffff',
        'opacity="0.5"',
      );
    inner += poly(
      [
        [x - 10, y + h * 0.86],
        [x + w + 10, y + h * 0.8],
        [x + w + 10, y + h],
        [x - 10, y + h],
      ],
      '#ead9b5',
    );
  } else if (view === 'garden') {
    inner += farLand(rng, W, horizon, '#7f9f86') + rect(0, horizon, W, y + h - horizon, '#7fae55');
    for (let i = 0; i < 3; i++) inner += tree(rng, rng.float(x, x + w), y + h * 0.95, rng.float(120, 180), mood);
  } else {
    for (let i = 0; i < 14; i++) {
      const bh = rng.float(60, h * 0.55);
      inner += rect(
        rng.float(x - 40, x + w),
        y + h - bh,
        rng.float(50, 110),
        bh,
        mood === 'dusk' ? '#4b4f6a' : rng.pick(['#b9a58a', '#c9b79c', '#a3928a', '#d1c4b0']),
      );
    }
  }
  return `<g clip-path="url(#${id})">${inner}</g>`;
}

function bigWindow(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  view: 'city' | 'sea' | 'garden',
  frameC = '#f4f2ec',
  panes = 3,
): string {
  let out = rect(x - 14, y - 14, w + 28, h + 28, shade(frameC, -0.1));
  out += windowView(ctx, x, y, w, h, view);
  for (let i = 1; i < panes; i++) out += rect(x + (w / panes) * i - 5, y, 10, h, frameC);
  out +=
    rect(x, y, w, 10, frameC) +
    rect(x, y + h - 10, w, 10, frameC) +
    rect(x, y, 10, h, frameC) +
    rect(x + w - 10, y, 10, h, frameC);
  out += poly(
    [
      [x + w * 0.1, y],
      [x + w * 0.3, y],
      [x + w * 0.05, y + h],
      [x, y + h],
      [x, y + h * 0.6],
    ],
    '#ffffff',
    'opacity="0.1"',
  );
  return out;
}

function plant(ctx: Ctx, x: number, floorY: number, size: number): string {
  const pot = ctx.rng.pick(['#e9e2d6', '#c2704a', '#3a3a3a', '#d9d3c7']);
  let out = ellipse(x, floorY, size * 0.45, size * 0.08, '#000', 'opacity="0.15"');
  out += poly(
    [
      [x - size * 0.25, floorY - size * 0.45],
      [x + size * 0.25, floorY - size * 0.45],
      [x + size * 0.18, floorY],
      [x - size * 0.18, floorY],
    ],
    pot,
  );
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.28;
    const len = size * ctx.rng.float(0.7, 1.2);
    const ex = x + Math.cos(a) * len;
    const ey = floorY - size * 0.45 + Math.sin(a) * len;
    out += `<path d="M${f(x)} ${f(floorY - size * 0.45)} Q${f((x + ex) / 2 + (i - 4) * 6)} ${f(ey + 30)} ${f(ex)} ${f(ey)}" stroke="${i % 2 ? '#3f7a34' : '#5a9a48'}" stroke-width="${f(size * 0.09)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

function pendant(x: number, y: number, len: number, color: string, glow: boolean): string {
  let out = rect(x - 1, y, 2, len, '#333');
  out += `<path d="M${f(x - 36)} ${f(y + len + 34)} Q${f(x)} ${f(y + len - 20)} ${f(x + 36)} ${f(y + len + 34)} Z" fill="${color}"/>`;
  if (glow) out += circle(x, y + len + 40, 60, '#ffe2a8', 'opacity="0.35"');
  return out;
}

function artFrame(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const { rng } = ctx;
  let out = rect(x, y, w, h, '#2b2b2b') + rect(x + 8, y + 8, w - 16, h - 16, '#f5f2ea');
  const colors = ['#d97b57', '#3f6e8c', '#e5c07b', '#7a9a6a', '#b85a6a', '#2e4057'];
  for (let i = 0; i < 3; i++) {
    out += circle(
      x + rng.float(0.25, 0.75) * w,
      y + rng.float(0.3, 0.7) * h,
      rng.float(0.1, 0.25) * Math.min(w, h),
      rng.pick(colors),
      'opacity="0.85"',
    );
  }
  return out;
}

function rug(x: number, y: number, w: number, color: string): string {
  return poly(
    [
      [x + w * 0.15, y],
      [x + w * 0.85, y],
      [x + w, y + 150],
      [x, y + 150],
    ],
    color,
    'opacity="0.9"',
  );
}

function sofa(x: number, floorY: number, w: number, color: string): string {
  const dark = shade(color, -0.2);
  let out = ellipse(x + w / 2, floorY + 4, w * 0.55, 14, '#000', 'opacity="0.18"');
  out += rect(x, floorY - 190, w, 110, dark, 'rx="18"');
  out += rect(x - 20, floorY - 120, w + 40, 90, color, 'rx="16"');
  out +=
    rect(x - 40, floorY - 150, 60, 120, dark, 'rx="14"') + rect(x + w - 20, floorY - 150, 60, 120, dark, 'rx="14"');
  out += rect(x + 20, floorY - 30, 10, 30, '#3a2d22') + rect(x + w - 30, floorY - 30, 10, 30, '#3a2d22');
  for (let i = 0; i < 3; i++)
    out += rect(x + 15 + (i * (w - 30)) / 3, floorY - 180, (w - 30) / 3 - 8, 70, shade(color, 0.08), 'rx="14"');
  return out;
}

function interiorStudent(ctx: Ctx): string {
  const { rng } = ctx;
  const wall = rng.pick(['#efe9df', '#e6ece9', '#f1ebe1', '#e9e4f0']);
  const room = roomShell(ctx, wall, rng.pick(['#c49a6c', '#b8895c', '#d2ae82']));
  let out = room.body;
  const { bx, by, bw, floorY } = room;
  // Window above desk (left).
  const wx = bx + 80;
  out += bigWindow(ctx, wx, by + 70, 340, 260, rng.pick(['city', 'garden'] as const), '#f4f2ec', 2);
  // Desk.
  const deskC = rng.pick(['#d9c3a0', '#f1f1ee', '#8a6a4a']);
  out +=
    rect(wx - 30, floorY - 190, 420, 22, deskC) +
    rect(wx - 20, floorY - 168, 14, 168, shade(deskC, -0.3)) +
    rect(wx + 360, floorY - 168, 14, 168, shade(deskC, -0.3));
  out += rect(wx + 240, floorY - 168, 120, 120, shade(deskC, -0.08));
  // Laptop, lamp, books.
  out +=
    poly(
      [
        [wx + 90, floorY - 190],
        [wx + 230, floorY - 190],
        [wx + 220, floorY - 280],
        [wx + 100, floorY - 280],
      ],
      '#3b3f45',
    ) + rect(wx + 70, floorY - 194, 180, 6, '#9aa0a6');
  out += rect(
    wx + 20,
    floorY - 196,
    10,
    80,
    '#333',
    'transform="rotate(-15 ' + f(wx + 25) + ' ' + f(floorY - 196) + ')"',
  );
  out += poly(
    [
      [wx + 20, floorY - 290],
      [wx + 80, floorY - 290],
      [wx + 60, floorY - 260],
      [wx + 30, floorY - 260],
    ],
    rng.pick(['#e0a33a', '#2f6f8f', '#c44d4d']),
  );
  for (let i = 0; i < 5; i++)
    out += rect(
      wx + 270 + i * 16,
      floorY - 240 - (i % 2) * 8,
      14,
      50 + (i % 2) * 8,
      rng.pick(['#c44d4d', '#2f6f8f', '#e5c07b', '#5a8a5a', '#6a4a8a']),
    );
  // Chair.
  out +=
    rect(wx + 110, floorY - 260, 110, 120, '#2f3338', 'rx="14"') +
    rect(wx + 100, floorY - 150, 130, 22, '#2f3338', 'rx="8"') +
    rect(wx + 160, floorY - 128, 10, 100, '#555') +
    rect(wx + 110, floorY - 30, 110, 8, '#555');
  // Bed (right).
  const bedX = bx + bw - 560;
  const duvet = rng.pick(['#f2f2ef', '#dfe8ef', '#e9dccb', '#c8d6c0']);
  out += rect(bedX, floorY - 240, 520, 150, shade(deskC, -0.15), 'rx="10"');
  out +=
    rect(bedX - 20, floorY - 120, 560, 90, duvet, 'rx="14"') +
    rect(bedX - 20, floorY - 40, 560, 40, shade(deskC, -0.25));
  out +=
    rect(bedX + 20, floorY - 170, 140, 60, '#ffffff', 'rx="18"') +
    rect(bedX + 180, floorY - 165, 130, 55, shade(duvet, -0.1), 'rx="18"');
  out += rect(
    bedX + 250,
    floorY - 120,
    290,
    90,
    rng.pick(['#3f6e8c', '#b85a6a', '#7a9a6a', '#d97b57']),
    'rx="12" opacity="0.85"',
  );
  // Shelf with plants and posters.
  out +=
    rect(bedX + 40, by + 120, 220, 14, deskC) +
    plant(ctx, bedX + 80, by + 120, 50) +
    rect(bedX + 150, by + 76, 18, 44, '#c44d4d') +
    rect(bedX + 170, by + 80, 18, 40, '#2f6f8f');
  out += artFrame(ctx, bedX + 300, by + 60, 170, 220);
  out += plant(ctx, bx + 40, floorY + 40, 120);
  out += rug(bx + 520, floorY + 60, 500, rng.pick(['#c9b8a0', '#9fb3c4', '#d8c2b2']));
  return out;
}

function interiorLiving(ctx: Ctx, shared: boolean): string {
  const { rng } = ctx;
  const wall = rng.pick(['#f2efe9', '#e8e3d9', '#dfe5e2', '#efe6da', '#d9dde3']);
  const room = roomShell(ctx, wall, rng.pick(['#b98a5c', '#c8a77c', '#a77a50', '#d8c0a0']));
  let out = room.body;
  const { bx, by, bw, floorY } = room;
  const view = rng.pick(['city', 'garden', 'garden'] as const);
  const winW = rng.float(520, 640);
  const winX = bx + rng.float(60, bw - winW - 60);
  out += bigWindow(ctx, winX, by + 60, winW, 330, view, rng.pick(['#f4f2ec', '#2b2b2b']), 3);
  // Curtains.
  const curtain = rng.pick(['#e8dfcf', '#d7c9b0', '#c9d2d8']);
  out +=
    rect(winX - 70, by + 40, 60, 420, curtain, 'opacity="0.95"') +
    rect(winX + winW + 10, by + 40, 60, 420, curtain, 'opacity="0.95"');
  out += rug(bx + 250, floorY + 40, bw - 500, rng.pick(['#c9b8a0', '#a9b6c2', '#b79a8a', '#8e9b86']));
  const sofaC = rng.pick(['#5b6f7f', '#8a9a7a', '#c2a27a', '#6e5a7a', '#9a6a5a', '#d2cbc0']);
  out += sofa(bx + bw / 2 - 260, floorY + 40, 520, sofaC);
  // Coffee table.
  out += ellipse(bx + bw / 2, floorY + 130, 170, 34, rng.pick(['#8a6a4a', '#3b3b3b', '#d9c3a0']));
  out += rect(bx + bw / 2 - 90, floorY + 130, 8, 60, '#333') + rect(bx + bw / 2 + 82, floorY + 130, 8, 60, '#333');
  out +=
    rect(bx + bw / 2 - 40, floorY + 100, 60, 12, '#c44d4d') + circle(bx + bw / 2 + 60, floorY + 108, 16, '#e9e2d6');
  // Shelving or fireplace.
  if (!shared && rng.chance(0.5)) {
    const fx = bx + 40;
    out += rect(fx, floorY - 260, 220, 260, '#e9e5dc') + rect(fx + 40, floorY - 170, 140, 170, '#2b2b2b');
    if (ctx.glow || rng.chance(0.5))
      out += ellipse(fx + 110, floorY - 30, 40, 30, '#f0a040') + ellipse(fx + 110, floorY - 40, 20, 30, '#ffd060');
  } else {
    const sx = bx + 40;
    out += rect(sx, floorY - 420, 200, 420, '#8a6a4a');
    for (let i = 0; i < 5; i++) {
      out += rect(sx + 10, floorY - 410 + i * 82, 180, 72, '#6f543a');
      for (let j = 0; j < 7; j++)
        out += rect(
          sx + 16 + j * 24,
          floorY - 398 + i * 82,
          18,
          58,
          rng.pick(['#c44d4d', '#2f6f8f', '#e5c07b', '#5a8a5a', '#eee', '#6a4a8a']),
        );
    }
  }
  if (shared) {
    // Dining table with chairs on the right.
    const tx = bx + bw - 420;
    out +=
      rect(tx, floorY - 130, 360, 18, '#d9c3a0') +
      rect(tx + 20, floorY - 112, 12, 112, '#7a5a3a') +
      rect(tx + 330, floorY - 112, 12, 112, '#7a5a3a');
    for (let i = 0; i < 3; i++)
      out += rect(
        tx + 30 + i * 110,
        floorY - 190,
        70,
        150,
        rng.pick(['#2b2b2b', '#e9e2d6', '#c2704a']),
        'rx="10" opacity="0.95"',
      );
    out += circle(tx + 180, floorY - 150, 22, '#e5c07b') + pendant(tx + 180, by, 260, '#2b2b2b', true);
  } else {
    out += plant(ctx, bx + bw - 120, floorY + 20, 150) + artFrame(ctx, bx + bw - 360, by + 120, 200, 150);
    out += pendant(bx + bw / 2, by - 20, 120, rng.pick(['#2b2b2b', '#e5c07b', '#f2f2f2']), ctx.glow);
  }
  out += plant(ctx, 140, H - 20, 200);
  return out;
}

function interiorHoliday(ctx: Ctx): string {
  const { rng } = ctx;
  const wall = rng.pick(['#f6f3ec', '#eef2f3', '#f3ede2']);
  const room = roomShell(ctx, wall, rng.pick(['#d8c3a0', '#e2d3b8', '#c9b08a']));
  let out = room.body;
  const { bx, by, bw, bh, floorY } = room;
  // Floor-to-ceiling window with sea view.
  out += bigWindow(ctx, bx + 60, by + 40, bw - 120, bh - 60, 'sea', '#f4f2ec', 4);
  // Balcony railing outside.
  out += rect(bx + 60, floorY - 140, bw - 120, 6, '#d0d6da');
  for (let x = bx + 80; x < bx + bw - 60; x += 60) out += rect(x, floorY - 140, 4, 120, '#d0d6da', 'opacity="0.8"');
  // Bed in front, seen from the foot.
  const bedX = W / 2 - 360;
  const linen = rng.pick(['#ffffff', '#f3efe6', '#e6eef2']);
  out += rect(bedX, H - 230, 720, 230, shade(linen, -0.05), 'rx="20"');
  out += rect(bedX + 40, H - 260, 300, 60, linen, 'rx="20"') + rect(bedX + 380, H - 260, 300, 60, linen, 'rx="20"');
  out += rect(bedX - 10, H - 150, 740, 150, rng.pick(['#3f86b0', '#d6b48a', '#9ab8c8', '#e0c9a6']), 'opacity="0.9"');
  out += rect(bedX + 280, H - 200, 160, 40, '#ffffff', 'rx="6"');
  // Armchair and lamp.
  out += rect(bx + 20, floorY - 80, 150, 160, rng.pick(['#c9b08a', '#7a9ab0', '#e0d6c6']), 'rx="20"');
  out +=
    rect(bx + bw - 80, by + 280, 6, floorY - by - 280, '#333') + ellipse(bx + bw - 77, by + 280, 40, 20, '#f3e3c0');
  out += plant(ctx, bx + bw + 80, H - 10, 180);
  return out;
}

function interiorKitchen(ctx: Ctx): string {
  const { rng } = ctx;
  const wall = rng.pick(['#f2efe9', '#e4e8ea', '#efe8dc']);
  const room = roomShell(ctx, wall, rng.pick(['#b9b3aa', '#c8a77c', '#8f8a84', '#d8d2c6']));
  let out = room.body;
  const { bx, by, bw, floorY } = room;
  const cab = rng.pick(['#2f3e4a', '#f3f1ec', '#5d6b5a', '#b8a88a', '#1f1f1f', '#8fa3ad']);
  const top = rng.pick(['#e9e6e0', '#2b2b2b', '#d8cbb5']);
  // Splash-back tiles.
  const tid = uid('tiles');
  ctx.defs.push(
    `<pattern id="${tid}" width="40" height="20" patternUnits="userSpaceOnUse"><rect width="40" height="20" fill="#d9d6cf"/><rect x="1" y="1" width="38" height="18" fill="${rng.pick(['#f4f4f0', '#e6efe9', '#eef0f4'])}"/></pattern>`,
  );
  out += rect(bx, floorY - 440, bw, 200, `url(#${tid})`);
  // Window over the sink.
  const wx = bx + bw / 2 - 160;
  out += bigWindow(ctx, wx, floorY - 460, 320, 200, 'garden', '#f4f2ec', 2);
  // Wall units.
  out +=
    rect(bx, by, wx - bx - 30, floorY - 460 - by - 20, cab) +
    rect(wx + 350, by, bx + bw - wx - 350, floorY - 460 - by - 20, cab);
  for (let x = bx + 4; x < wx - 40; x += 130) out += rect(x, by + 6, 122, floorY - 460 - by - 32, shade(cab, 0.06));
  // Base units.
  out += rect(bx, floorY - 230, bw, 220, cab) + rect(bx - 4, floorY - 244, bw + 8, 16, top);
  for (let x = bx + 6; x < bx + bw - 10; x += 140) {
    out += rect(x, floorY - 222, 132, 200, shade(cab, 0.06)) + rect(x + 56, floorY - 210, 20, 4, '#c0c0c0');
  }
  // Hob, hood, oven.
  out +=
    rect(bx + 120, floorY - 250, 200, 8, '#111') +
    poly(
      [
        [bx + 150, floorY - 520],
        [bx + 290, floorY - 520],
        [bx + 330, floorY - 440],
        [bx + 110, floorY - 440],
      ],
      '#c9ccd0',
    );
  out += rect(bx + 130, floorY - 200, 180, 150, '#1f1f1f') + rect(bx + 140, floorY - 190, 160, 20, '#444');
  // Island with stools.
  out += rect(W / 2 - 380, H - 260, 760, 40, top) + rect(W / 2 - 370, H - 220, 740, 220, shade(cab, -0.1));
  for (let i = 0; i < 3; i++) {
    const sx = W / 2 - 240 + i * 240;
    out += ellipse(sx, H - 150, 55, 18, '#2b2b2b') + rect(sx - 4, H - 150, 8, 150, '#555');
  }
  out +=
    circle(W / 2 - 100, H - 280, 30, '#e5c07b') +
    circle(W / 2 - 60, H - 276, 26, '#c44d4d') +
    rect(W / 2 + 60, H - 300, 80, 40, '#f4f4f0', 'rx="8"');
  for (let i = 0; i < 3; i++) out += pendant(W / 2 - 250 + i * 250, 0, 140, rng.pick(['#2b2b2b', '#c9a86a']), ctx.glow);
  out += plant(ctx, wx + 280, floorY - 244, 60);
  return out;
}

function interiorBedroom(ctx: Ctx): string {
  const { rng } = ctx;
  const wall = rng.pick(['#e9e4da', '#dfe5e6', '#ede3dc', '#d8d2c8', '#c9d3cf']);
  const room = roomShell(ctx, wall, rng.pick(['#c49a6c', '#d8c0a0', '#a77a50']));
  let out = room.body;
  const { bx, by, bw, floorY } = room;
  out += bigWindow(ctx, bx + bw - 380, by + 80, 300, 340, rng.pick(['garden', 'city'] as const), '#f4f2ec', 2);
  // Headboard and bed.
  const bedW = 620;
  const bedX = bx + bw / 2 - bedW / 2 - 120;
  const head = rng.pick(['#8a9aa8', '#c2a27a', '#6e7a6a', '#e2d8c8', '#9a6a5a']);
  out += rect(bedX - 20, floorY - 330, bedW + 40, 220, head, 'rx="16"');
  const linen = rng.pick(['#ffffff', '#f3efe6', '#e6eef2']);
  out +=
    rect(bedX, floorY - 160, bedW, 150, linen, 'rx="12"') +
    rect(bedX - 30, floorY - 20, bedW + 60, 200, linen, 'rx="20"');
  out +=
    rect(bedX + 40, floorY - 230, 240, 80, '#ffffff', 'rx="24"') +
    rect(bedX + bedW - 280, floorY - 230, 240, 80, '#ffffff', 'rx="24"');
  out += rect(
    bedX - 30,
    floorY + 60,
    bedW + 60,
    110,
    rng.pick(['#c2704a', '#3f6e8c', '#8e9b86', '#b79a8a']),
    'opacity="0.9"',
  );
  // Nightstands and lamps.
  for (const nx of [bedX - 160, bedX + bedW + 50]) {
    out += rect(nx, floorY - 120, 110, 120, '#8a6a4a') + rect(nx + 50, floorY - 200, 8, 80, '#333');
    out += poly(
      [
        [nx + 20, floorY - 240],
        [nx + 90, floorY - 240],
        [nx + 100, floorY - 195],
        [nx + 10, floorY - 195],
      ],
      '#f3e3c0',
    );
    if (ctx.glow) out += circle(nx + 55, floorY - 215, 70, '#ffe2a8', 'opacity="0.3"');
  }
  out += artFrame(ctx, bedX + bedW / 2 - 140, by + 60, 280, 170);
  out += plant(ctx, bx + 60, floorY + 20, 120);
  return out;
}

function interiorBathroom(ctx: Ctx): string {
  const { rng } = ctx;
  const tile = rng.pick(['#e9e6e0', '#dfe6e8', '#d8d2c6', '#c9d3cf']);
  const room = roomShell(ctx, tile, rng.pick(['#9a948a', '#c8c2b8', '#6e6a66']));
  let out = room.body;
  const { bx, by, bw, bh, floorY } = room;
  const tid = uid('tile');
  ctx.defs.push(
    `<pattern id="${tid}" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="${shade(tile, -0.08)}"/><rect x="1" y="1" width="58" height="58" fill="${tile}"/></pattern>`,
  );
  out += rect(bx, by, bw, bh - 10, `url(#${tid})`);
  // Vanity + mirror.
  const vx = bx + 60;
  out +=
    rect(vx, floorY - 250, 340, 30, '#f4f4f0') +
    rect(vx, floorY - 220, 340, 140, rng.pick(['#8a6a4a', '#2f3e4a', '#e9e6e0']));
  out += ellipse(vx + 170, floorY - 250, 80, 12, '#dcdcdc') + rect(vx + 165, floorY - 300, 10, 50, '#b0b0b0');
  out +=
    rect(vx + 20, by + 60, 300, 260, '#b9c9d3', 'rx="16" stroke="#333" stroke-width="6"') +
    poly(
      [
        [vx + 80, by + 70],
        [vx + 170, by + 70],
        [vx + 90, by + 310],
        [vx + 50, by + 310],
      ],
      '#ffffff',
      'opacity="0.3"',
    );
  // Freestanding bath.
  const tx = bx + bw - 500;
  out += `<path d="M${f(tx)} ${f(floorY - 190)} H${f(tx + 440)} Q${f(tx + 440)} ${f(floorY - 10)} ${f(tx + 330)} ${f(floorY - 10)} H${f(tx + 120)} Q${f(tx)} ${f(floorY - 10)} ${f(tx)} ${f(floorY - 190)} Z" fill="#fbfbf8" stroke="#d6d6d0" stroke-width="4"/>`;
  out += rect(tx + 400, floorY - 300, 10, 110, '#b0b0b0') + rect(tx + 360, floorY - 300, 50, 10, '#b0b0b0');
  // Window above bath.
  out += bigWindow(ctx, tx + 90, by + 60, 260, 200, 'garden', '#f4f2ec', 2);
  out += plant(ctx, bx + bw - 60, floorY + 10, 110);
  out +=
    rect(vx + 370, floorY - 360, 14, 200, '#c0c0c0') +
    rect(vx + 384, floorY - 350, 60, 140, rng.pick(['#ffffff', '#c9d2d8', '#e8dfcf']));
  return out;
}

function interiorOffice(ctx: Ctx): string {
  const { rng } = ctx;
  const room = roomShell(ctx, rng.pick(['#eef0f2', '#e6e6e2']), rng.pick(['#8f8a84', '#b9b3aa', '#6e6a66']));
  let out = room.body;
  const { bx, by, bw, bh, floorY } = room;
  out += bigWindow(ctx, bx + 30, by + 30, bw - 60, bh - 80, 'city', '#3a3f45', 6);
  // Rows of desks with screens.
  for (let row = 0; row < 2; row++) {
    const y = floorY + 80 + row * 170;
    const scale = 1 + row * 0.25;
    for (let i = 0; i < 4; i++) {
      const x = W / 2 - 700 * scale + i * 360 * scale + 40;
      out +=
        rect(x, y, 260 * scale, 16, '#f2f2ef') +
        rect(x + 10, y + 16, 8, 120, '#555') +
        rect(x + 260 * scale - 18, y + 16, 8, 120, '#555');
      out +=
        rect(x + 80 * scale, y - 90 * scale, 110 * scale, 70 * scale, '#1f1f1f') +
        rect(x + 84 * scale, y - 86 * scale, 102 * scale, 60 * scale, ctx.glow ? '#9fc0e0' : '#5d7a96');
      out += rect(x + 130 * scale, y - 20 * scale, 10, 20 * scale, '#333');
      out += rect(x + 60, y + 30, 90 * scale, 90 * scale, rng.pick(['#2f3e4a', '#c2704a', '#5d6b5a']), 'rx="14"');
    }
  }
  out += plant(ctx, 120, H - 20, 220) + plant(ctx, W - 120, H - 10, 200);
  for (let i = 0; i < 4; i++) out += rect(bx + 100 + (i * (bw - 200)) / 3, by - 10, 160, 8, '#f8f8f4');
  return out;
}

/* ------------------------------------------------------------------ public entry points */

export function exteriorSvg(kind: ExteriorKind, rng: Rng, width: number, height: number): string {
  const ctx: Ctx = { rng, mood: pickMood(rng), defs: [], glow: false };
  ctx.glow = ctx.mood === 'dusk';
  const draw = { houses: house, villa, townhome, apartments, office, loft, bungalow }[kind];
  const body = frame(ctx, draw(ctx));
  return svgDoc(width, height, W, H, body, ctx.defs.join(''));
}

export function interiorSvg(kind: InteriorKind, rng: Rng, width: number, height: number): string {
  const ctx: Ctx = { rng, mood: rng.pick<Mood>(['day', 'day', 'golden', 'dusk']), defs: [], glow: false };
  ctx.glow = ctx.mood === 'dusk';
  const draw = {
    studentRoom: interiorStudent,
    sharedLiving: (c: Ctx) => interiorLiving(c, true),
    holidayRoom: interiorHoliday,
    living: (c: Ctx) => interiorLiving(c, false),
    kitchen: interiorKitchen,
    bedroom: interiorBedroom,
    bathroom: interiorBathroom,
    officeInterior: interiorOffice,
  }[kind];
  let body = draw(ctx);
  // Warm light wash for interiors.
  const wash = uid('wash');
  ctx.defs.push(
    radial(
      wash,
      [
        [0, ctx.glow ? '#ffcf8a' : '#fff6e0', 0.25],
        [1, '#fff6e0', 0],
      ],
      0.5,
      0.35,
      0.6,
    ),
  );
  body += rect(0, 0, W, H, `url(#${wash})`);
  return svgDoc(width, height, W, H, frame(ctx, body), ctx.defs.join(''));
}

/* ------------------------------------------------------------------ hero */

/** A wide Belgian canal-side townscape at dusk: stepped gables, a belfry, reflections. */
export function heroSvg(rng: Rng, width: number, height: number): string {
  const VW = 2400;
  const VH = 1000;
  const defs: string[] = [];
  const ctx: Ctx = { rng, mood: 'dusk', defs, glow: true };
  const waterY = 720;
  const skyId = uid('hsky');
  defs.push(
    `<linearGradient id="${skyId}" x1="0" y1="0" x2="0" y2="${waterY}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#1b2450"/><stop offset="0.3" stop-color="#3a3f7a"/><stop offset="0.55" stop-color="#8a5a8a"/><stop offset="0.75" stop-color="#e0806a"/><stop offset="0.9" stop-color="#f6b26b"/><stop offset="1" stop-color="#fcd9a0"/></linearGradient>`,
  );
  let scene = rect(0, 0, VW, VH, `url(#${skyId})`);
  const sunG = uid('hsun');
  defs.push(
    radial(sunG, [
      [0, '#fff0c0', 1],
      [0.1, '#ffd88a', 0.9],
      [0.35, '#f6a86b', 0.35],
      [1, '#f6a86b', 0],
    ]),
  );
  scene += circle(1500, 470, 620, `url(#${sunG})`);
  // Stars.
  for (let i = 0; i < 60; i++)
    scene += circle(
      rng.float(0, VW),
      rng.float(0, 220),
      rng.float(0.8, 2),
      '#ffffff',
      `opacity="${f(rng.float(0.3, 0.8))}"`,
    );
  // Soft clouds lit from below.
  for (let i = 0; i < 7; i++) {
    const cx = rng.float(0, VW);
    const cy = rng.float(150, 380);
    const w = rng.float(200, 420);
    scene += ellipse(cx, cy, w, rng.float(10, 22), '#f7b99a', `opacity="${f(rng.float(0.35, 0.6))}"`);
    scene += ellipse(cx + 40, cy - 8, w * 0.6, 10, '#ffd7b8', 'opacity="0.4"');
  }
  // Distant skyline: rooftops, the belfry and a church spire.
  const far = '#54466c';
  let skyline = '';
  for (let x = -20; x < VW; x += rng.float(70, 150)) {
    const top = waterY - rng.float(330, 420);
    const w = rng.float(80, 160);
    skyline += rect(x, top, w, 400, far, 'opacity="0.85"');
    if (rng.chance(0.6))
      skyline += poly(
        [
          [x, top],
          [x + w / 2, top - w * 0.45],
          [x + w, top],
        ],
        far,
        'opacity="0.85"',
      );
  }
  const bt = '#463a5c';
  const belfryX = 700;
  skyline += rect(belfryX, 150, 150, 500, bt) + rect(belfryX - 10, 140, 170, 16, bt);
  for (const tx of [belfryX - 6, belfryX + 136])
    skyline +=
      rect(tx, 100, 20, 56, bt) +
      poly(
        [
          [tx - 4, 100],
          [tx + 10, 70],
          [tx + 24, 100],
        ],
        bt,
      );
  skyline += rect(belfryX + 28, 30, 94, 120, bt) + rect(belfryX + 22, 24, 106, 12, bt);
  skyline += poly(
    [
      [belfryX + 40, 24],
      [belfryX + 75, -40],
      [belfryX + 110, 24],
    ],
    bt,
  );
  skyline +=
    circle(belfryX + 75, 230, 30, '#f6dc8c', 'opacity="0.9"') +
    circle(belfryX + 75, 230, 60, '#f6dc8c', 'opacity="0.15"');
  for (const dx of [48, 92]) skyline += rect(belfryX + dx, 52, 12, 60, '#f3c06a', 'opacity="0.75"');
  for (const dx of [30, 70, 110])
    skyline += `<path d="M${belfryX + dx} 330 v-50 a5 5 0 0 1 10 0 v50 z" fill="#f3c06a" opacity="0.5"/>`;
  // Church spire right.
  skyline +=
    rect(1880, 250, 110, 400, '#4b3f62') +
    poly(
      [
        [1872, 250],
        [1935, 40],
        [1998, 250],
      ],
      '#4b3f62',
    );
  skyline += `<path d="M1920 330 v-40 a15 15 0 0 1 30 0 v40 z" fill="#f3c06a" opacity="0.55"/>`;
  scene += skyline;
  // The row of canal houses.
  let houses = '';
  let x = -40;
  const colors = [
    '#9c4a32',
    '#c9a46a',
    '#e6d9c0',
    '#8a3f2d',
    '#d7b48a',
    '#efe4cf',
    '#8f98a8',
    '#c58a62',
    '#d9c9a8',
    '#f2ead8',
    '#b8a07a',
    '#a85a3c',
  ];
  let last = '';
  while (x < VW + 20) {
    const w = rng.float(140, 200);
    const h = rng.float(190, 270);
    const top = waterY - 40 - h;
    let c = rng.pick(colors);
    if (c === last) c = rng.pick(colors);
    last = c;
    const dusk = mix(c, '#4a3560', 0.3);
    const kind = rng.pick(['stepped', 'stepped', 'stepped', 'bell', 'pointed'] as const);
    houses += gableFacade(ctx, x, top, w, h, dusk, dusk, kind);
    const floors = h > 235 ? 3 : 2;
    const fh = (h - 40) / floors;
    const cols = w > 175 ? 3 : 2;
    const ww = (w - 30) / cols - 18;
    for (let fl = 0; fl < floors; fl++) {
      for (let cI = 0; cI < cols; cI++) {
        const wx = x + 15 + cI * ((w - 30) / cols) + 9;
        const wy = top + 18 + fl * fh;
        const lit = rng.chance(0.5);
        const wh = fh - 30;
        if (lit) houses += circle(wx + ww / 2, wy + wh / 2, ww * 0.75, '#ffcf73', 'opacity="0.1"');
        houses += rect(wx - 3, wy - 3, ww + 6, wh + 6, '#e9dfcf') + rect(wx, wy, ww, wh, lit ? '#ffcf73' : '#3a3658');
        houses += rect(wx + ww / 2 - 1.5, wy, 3, wh, '#e9dfcf') + rect(wx, wy + wh * 0.4, ww, 3, '#e9dfcf');
      }
    }
    x += w;
  }
  scene += houses;
  // Quay wall, lime trees and lamps.
  scene += rect(0, waterY - 40, VW, 40, '#4f4050') + rect(0, waterY - 44, VW, 6, '#7d6c76');
  for (let i = 0; i < 40; i++)
    scene += rect(rng.float(0, VW), waterY - rng.float(8, 36), 30, 2, '#3f3342', 'opacity="0.6"');
  let lamps = '';
  for (let lx = 160; lx < VW; lx += 440) {
    lamps +=
      rect(lx - 3, waterY - 190, 6, 150, '#1f1a24') +
      rect(lx - 11, waterY - 204, 22, 18, '#1f1a24') +
      circle(lx, waterY - 194, 7, '#fff0c0');
    lamps += circle(lx, waterY - 194, 40, '#ffd890', 'opacity="0.22"');
  }
  for (const tx of [380, 1480, 2260]) {
    lamps += rect(tx - 6, waterY - 170, 12, 130, '#2a2230');
    for (let k = 0; k < 6; k++)
      lamps += circle(
        tx + rng.float(-70, 70),
        waterY - 200 - rng.float(0, 90),
        rng.float(40, 60),
        k % 2 ? '#2f3a36' : '#27302d',
        'opacity="0.95"',
      );
  }
  scene += lamps;
  // Water: reflection of the whole scene above, squashed and darkened.
  const clip = uid('hclip');
  defs.push(`<clipPath id="${clip}"><rect x="0" y="${waterY}" width="${VW}" height="${VH - waterY}"/></clipPath>`);
  const above = scene;
  let body = above;
  body += `<g clip-path="url(#${clip})"><g transform="translate(0 ${2 * waterY}) scale(1 -1)" opacity="0.55">${above}</g></g>`;
  const wid = uid('hwater');
  defs.push(
    linear(wid, [
      [0, '#2a2a4a', 0.35],
      [1, '#141830', 0.85],
    ]),
  );
  body += rect(0, waterY, VW, VH - waterY, `url(#${wid})`);
  for (let i = 0; i < 160; i++) {
    const yy = rng.float(waterY + 4, VH);
    body += rect(
      rng.float(-50, VW),
      yy,
      rng.float(30, 160),
      rng.float(1.2, 2.8),
      rng.chance(0.5) ? '#ffd890' : '#8a7aa8',
      `opacity="${f(rng.float(0.15, 0.45))}"`,
    );
  }
  // Boat.
  body +=
    `<path d="M1300 ${waterY + 90} h300 l-30 36 h-240 Z" fill="#2a2230"/>` +
    rect(1360, waterY + 60, 120, 30, '#3a3040') +
    rect(1370, waterY + 66, 100, 14, '#ffcf73', 'opacity="0.8"');
  const vig = uid('hvig');
  defs.push(
    radial(
      vig,
      [
        [0, '#000', 0],
        [0.65, '#000', 0],
        [1, '#000', 0.35],
      ],
      0.5,
      0.5,
      0.8,
    ),
  );
  body += rect(0, 0, VW, VH, `url(#${vig})`);
  return svgDoc(width, height, VW, VH, body, defs.join(''));
}

/* ------------------------------------------------------------------ blog covers */

export type BlogTheme =
  | 'duties'
  | 'epc'
  | 'students'
  | 'lease'
  | 'auction'
  | 'coast'
  | 'mortgage'
  | 'renovation'
  | 'flood'
  | 'inspection'
  | 'moving'
  | 'furnished';

function card(x: number, y: number, w: number, h: number, inner: string): string {
  return (
    rect(x + 10, y + 16, w, h, '#000', 'rx="28" opacity="0.18"') +
    rect(x, y, w, h, '#ffffff', 'rx="28" opacity="0.96"') +
    inner
  );
}

function themeIcon(theme: BlogTheme, rng: Rng, cx: number, cy: number): string {
  switch (theme) {
    case 'epc': {
      const colors = ['#1a9641', '#52b151', '#a6d96a', '#e6e64d', '#fdae61', '#f46d43', '#d7191c'];
      let out = '';
      colors.forEach((c, i) => {
        const w = 120 + i * 32;
        const y = cy - 150 + i * 44;
        out += poly(
          [
            [cx - 150, y],
            [cx - 150 + w, y],
            [cx - 150 + w + 20, y + 18],
            [cx - 150 + w, y + 36],
            [cx - 150, y + 36],
          ],
          c,
        );
      });
      return (
        out +
        poly(
          [
            [cx + 160, cy - 62],
            [cx + 120, cy - 44],
            [cx + 160, cy - 26],
          ],
          '#222',
        )
      );
    }
    case 'duties':
    case 'mortgage': {
      let out = rect(cx - 120, cy - 150, 240, 300, '#f4f1ea', 'rx="10" stroke="#c9c2b4" stroke-width="4"');
      for (let i = 0; i < 6; i++) out += rect(cx - 90, cy - 110 + i * 36, i === 0 ? 120 : 180, 10, '#c9c2b4', 'rx="5"');
      for (let i = 0; i < 4; i++)
        out += ellipse(
          cx + 110,
          cy + 140 - i * 26,
          70,
          20,
          i % 2 ? '#e0b84a' : '#f0ca5a',
          'stroke="#b38a2a" stroke-width="3"',
        );
      if (theme === 'mortgage') out += `<path d="M${cx - 170} ${cy + 40} l70 -60 l70 60 v80 h-140 Z" fill="#2f6f8f"/>`;
      return out;
    }
    case 'auction':
      return (
        `<g transform="rotate(-30 ${cx} ${cy})">${rect(cx - 130, cy - 60, 200, 90, '#8a5a3a', 'rx="14"')}${rect(cx - 20, cy + 20, 24, 200, '#6b4428', 'rx="8"')}</g>` +
        rect(cx - 140, cy + 120, 280, 40, '#6b4428', 'rx="8"')
      );
    case 'students': {
      let out = '';
      for (let i = 0; i < 5; i++)
        out += rect(
          cx - 150,
          cy + 90 - i * 44,
          280 - i * 12,
          38,
          rng.pick(['#c44d4d', '#2f6f8f', '#e5c07b', '#5a8a5a', '#6a4a8a']),
          'rx="6"',
        );
      out += poly(
        [
          [cx - 40, cy - 190],
          [cx + 140, cy - 140],
          [cx - 40, cy - 90],
          [cx - 220, cy - 140],
        ],
        '#222',
      );
      return out + rect(cx + 110, cy - 140, 6, 90, '#e5c07b');
    }
    case 'lease':
    case 'moving': {
      let out = '';
      if (theme === 'moving') {
        out +=
          rect(cx - 170, cy - 40, 180, 160, '#c9a06a') +
          rect(cx - 10, cy - 120, 190, 240, '#b8895c') +
          rect(cx - 170, cy - 40, 180, 20, '#a87a4a');
        out += rect(cx - 10, cy - 120, 190, 20, '#9a6a3a');
      } else {
        out += circle(cx - 60, cy - 30, 70, 'none', 'stroke="#d9a93a" stroke-width="26"');
        out +=
          rect(cx - 10, cy - 42, 200, 26, '#d9a93a') +
          rect(cx + 130, cy - 20, 22, 50, '#d9a93a') +
          rect(cx + 80, cy - 20, 22, 38, '#d9a93a');
      }
      return out;
    }
    case 'coast':
      return (
        `<path d="M${cx - 20} ${cy + 160} Q${cx} ${cy - 40} ${cx + 10} ${cy - 160}" stroke="#6b4428" stroke-width="8" fill="none"/>` +
        `<path d="M${cx - 170} ${cy - 60} Q${cx + 10} ${cy - 240} ${cx + 190} ${cy - 60} Z" fill="#e35d5b"/>` +
        `<path d="M${cx - 80} ${cy - 60} Q${cx + 10} ${cy - 240} ${cx + 100} ${cy - 60} Z" fill="#f4f1ea"/>` +
        rect(cx - 170, cy + 140, 340, 30, '#ead9b5', 'rx="15"')
      );
    case 'renovation':
      return (
        `<g transform="rotate(35 ${cx} ${cy})">${rect(cx - 14, cy - 150, 28, 300, '#8a5a3a', 'rx="8"')}${rect(cx - 80, cy - 170, 160, 60, '#5a6570', 'rx="8"')}</g>` +
        `<g transform="rotate(-35 ${cx} ${cy})">${rect(cx - 12, cy - 150, 24, 300, '#e0a33a', 'rx="8"')}${rect(cx - 40, cy - 170, 80, 40, '#9aa3ab', 'rx="6"')}</g>`
      );
    case 'flood': {
      let out = `<path d="M${cx - 120} ${cy - 20} l120 -110 l120 110 v150 h-240 Z" fill="#c9a06a"/>`;
      for (let i = 0; i < 3; i++)
        out += `<path d="M${cx - 200} ${cy + 60 + i * 40} q50 -30 100 0 t100 0 t100 0 t100 0" stroke="#2f7fb0" stroke-width="16" fill="none" opacity="${1 - i * 0.2}"/>`;
      return out;
    }
    case 'inspection':
      return (
        `<path d="M${cx - 150} ${cy + 40} l120 -110 l120 110 v130 h-240 Z" fill="#d7b48a"/>` +
        circle(cx + 50, cy - 10, 90, '#cfe6f2', 'opacity="0.6" stroke="#2b2b2b" stroke-width="18"') +
        `<g transform="rotate(45 ${cx + 50} ${cy - 10})">${rect(cx + 140, cy - 24, 130, 28, '#2b2b2b', 'rx="12"')}</g>`
      );
    case 'furnished':
      return (
        sofa(cx - 150, cy + 120, 300, '#5b6f7f') +
        rect(cx + 120, cy - 80, 6, 200, '#333') +
        ellipse(cx + 123, cy - 90, 50, 26, '#e5c07b')
      );
  }
}

export function blogCoverSvg(theme: BlogTheme, rng: Rng, width: number, height: number): string {
  const ctx: Ctx = { rng, mood: rng.pick<Mood>(['day', 'golden', 'dusk']), defs: [], glow: false };
  ctx.glow = ctx.mood === 'dusk';
  const base: Record<BlogTheme, () => string> = {
    duties: () => townhome(ctx),
    epc: () => house(ctx),
    students: () => interiorStudent(ctx),
    lease: () => apartments(ctx),
    auction: () => villa(ctx),
    coast: () => interiorHoliday(ctx),
    mortgage: () => bungalow(ctx),
    renovation: () => loft(ctx),
    flood: () => house(ctx),
    inspection: () => interiorKitchen(ctx),
    moving: () => townhome(ctx),
    furnished: () => interiorLiving(ctx, false),
  };
  let body = `<g transform="translate(-240 -60) scale(1.15)">${base[theme]()}</g>`;
  // A tinted band and a card with the theme's symbol make the covers recognisable at a glance.
  const band = uid('band');
  ctx.defs.push(
    linear(
      band,
      [
        [0, '#0f1b2d', 0],
        [0.5, '#0f1b2d', 0.15],
        [1, '#0f1b2d', 0.55],
      ],
      false,
    ),
  );
  body += rect(0, 0, W, H, `url(#${band})`);
  body += card(1040, 200, 460, 500, themeIcon(theme, rng, 1270, 450));
  return svgDoc(width, height, W, H, frame(ctx, body), ctx.defs.join(''));
}

/* ------------------------------------------------------------------ avatars and logos */

const SKIN = ['#f1c9a5', '#e0ac85', '#c68a5e', '#8d5a3b', '#f5d6bd', '#d59f7a'];
const HAIR = ['#2b1d14', '#4a3020', '#7a5230', '#c9a25a', '#1b1b1b', '#8a8a8a', '#a0522d'];
const BACKS = ['#cfe3f0', '#f3d9c9', '#d8ead3', '#e6dcf0', '#f5e7b8', '#d3e0e8', '#f0d3d8', '#dde6d0'];

export function avatarSvg(rng: Rng, gender: 'f' | 'm', size: number): string {
  const bg = rng.pick(BACKS);
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const shirt = rng.pick(['#2f3e4a', '#3f6e8c', '#6b2f3a', '#5d6b5a', '#f4f4f0', '#8a6a4a', '#1f3a5f']);
  const gid = uid('av');
  let body = `<radialGradient id="${gid}" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="${shade(bg, 0.35)}"/><stop offset="1" stop-color="${shade(bg, -0.12)}"/></radialGradient>`;
  const defs = body;
  body = rect(0, 0, 400, 400, `url(#${gid})`);
  // Long hair behind the head.
  if (gender === 'f' && rng.chance(0.75))
    body += `<path d="M118 190 Q110 60 200 62 Q290 60 282 190 L300 320 H100 Z" fill="${hair}"/>`;
  // Shoulders.
  body += `<path d="M40 400 Q48 300 140 282 L200 300 L260 282 Q352 300 360 400 Z" fill="${shirt}"/>`;
  if (shirt === '#f4f4f0' || rng.chance(0.4))
    body += `<path d="M170 290 L200 340 L230 290 Z" fill="${shade(shirt, -0.15)}"/>`;
  // Neck and head.
  body += rect(176, 220, 48, 80, shade(skin, -0.1), 'rx="18"');
  body += ellipse(200, 168, 74, 90, skin);
  body += ellipse(127, 175, 11, 18, shade(skin, -0.06)) + ellipse(273, 175, 11, 18, shade(skin, -0.06));
  // Hair on top.
  if (gender === 'm') {
    body += rng.chance(0.8)
      ? `<path d="M124 150 Q120 74 200 72 Q280 74 276 150 Q262 112 200 110 Q142 110 124 150 Z" fill="${hair}"/>`
      : `<path d="M132 120 Q160 82 200 80 Q240 82 268 120 Q240 100 200 100 Q160 100 132 120 Z" fill="${hair}"/>`;
    if (rng.chance(0.3))
      body += `<path d="M140 200 Q150 262 200 264 Q250 262 260 200 Q250 240 200 242 Q150 240 140 200 Z" fill="${hair}" opacity="0.85"/>`;
  } else {
    body += `<path d="M124 160 Q118 70 200 70 Q284 70 276 160 Q250 100 190 112 Q150 118 124 160 Z" fill="${hair}"/>`;
    if (rng.chance(0.3)) body += circle(200, 70, 30, hair);
  }
  // Subtle features.
  body += ellipse(172, 172, 6, 7, '#3a2a22') + ellipse(228, 172, 6, 7, '#3a2a22');
  body += `<path d="M178 214 Q200 228 222 214" stroke="#9a5a4a" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  if (rng.chance(0.25))
    body += `<g fill="none" stroke="#2b2b2b" stroke-width="5">${circle(172, 172, 20, 'none')}${circle(228, 172, 20, 'none')}<path d="M192 172 H208"/></g>`;
  return svgDoc(size, size, 400, 400, body, defs);
}

export function logoSvg(initials: string, colors: [string, string], serif: boolean, size: number): string {
  const [bg, fg] = colors;
  const font = serif
    ? "'DejaVu Serif', 'Liberation Serif', Georgia, serif"
    : "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
  let body = rect(0, 0, 400, 400, bg);
  body += circle(200, 190, 130, 'none', `stroke="${fg}" stroke-width="6" opacity="0.9"`);
  body += `<path d="M130 120 L200 70 L270 120" stroke="${fg}" stroke-width="8" fill="none" stroke-linejoin="round" opacity="0.9"/>`;
  body += `<text x="200" y="236" text-anchor="middle" font-family="${font}" font-size="${initials.length > 2 ? 86 : 110}" font-weight="700" fill="${fg}" letter-spacing="4">${initials}</text>`;
  body += rect(120, 345, 160, 5, fg, 'opacity="0.7"');
  return svgDoc(size, size, 400, 400, body);
}
