import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLORS } from './design-tokens.ts';

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../app/styles/tokens.css'), 'utf8');
const TOKENS = new Map([...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1]!, m[2]!]));

function color(name: string): string {
  if (name === 'white') return '#ffffff';
  const value = TOKENS.get(name);
  if (!value) throw new Error(`tokens.css has no --color-${name}`);
  return value;
}

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** [text, background, minimum]: 4.5 for text (WCAG 1.4.3 AA), 3 for icons, borders and focus rings (1.4.11). */
const PAIRS: [string, string, number][] = [
  // Filled accent buttons and badges (ADVERTISE NOW, form submits, newsletter, Featured).
  ['white', 'accent-strong', 4.5],
  ['white', 'accent-deep', 4.5],
  // Accent text and links ('Forgot password', eyebrows) on every light surface.
  ['accent-strong', 'surface', 4.5],
  ['accent-strong', 'surface-alt', 4.5],
  ['accent-strong', 'accent-soft', 4.5],
  // Accent text on the navy header, footer and panels.
  ['accent-on-dark', 'navy-900', 4.5],
  ['accent-on-dark', 'navy-950', 4.5],
  ['accent-on-dark', 'navy-800', 4.5],
  // Body text.
  ['ink', 'surface', 4.5],
  ['ink', 'surface-alt', 4.5],
  ['ink-muted', 'surface', 4.5],
  ['ink-muted', 'surface-alt', 4.5],
  ['ink-subtle', 'surface', 4.5],
  ['white', 'navy-900', 4.5],
  ['white', 'navy-700', 4.5],
  ['success', 'success-soft', 4.5],
  ['danger', 'danger-soft', 4.5],
  // The bright accent is decoration: it must still stand out as a shape or a focus ring.
  ['accent', 'surface', 3],
  ['focus', 'surface', 3],
];

describe('design tokens', () => {
  it.each(PAIRS)('%s on %s reaches %s:1', (text, background, minimum) => {
    expect(contrast(color(text), color(background))).toBeGreaterThanOrEqual(minimum);
  });

  it('the colours code uses are the ones in tokens.css', () => {
    const kebab = (key: string) => key.replace(/[A-Z0-9]+/g, (part) => `-${part.toLowerCase()}`);
    for (const [key, value] of Object.entries(COLORS)) expect(color(kebab(key)), key).toBe(value);
  });

  it('computes the ratios of the issue: white on the old accent 3.1:1, the old link colour 4.0:1', () => {
    expect(contrast('#ffffff', '#ff5a3c')).toBeCloseTo(3.1, 1);
    expect(contrast('#e8431f', '#ffffff')).toBeCloseTo(4.0, 1);
  });
});
