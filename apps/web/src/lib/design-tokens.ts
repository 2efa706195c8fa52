/**
 * The colours code needs outside CSS (SweetAlert2's buttons, Leaflet's shapes): the same values as
 * the custom properties in app/styles/tokens.css, which stay the one place to change them
 * (design-tokens.test.ts fails when the two differ, and checks the contrast of every text pair).
 */
export const COLORS = {
  /** --color-accent: decoration only (borders, markers, drawn shapes). */
  accent: '#ff5a3c',
  /** --color-accent-strong: accent text and filled buttons with white text. */
  accentStrong: '#c63f1c',
  /** --color-navy-700 */
  navy700: '#24385a',
  /** --color-navy-900 */
  navy900: '#0f1b2d',
} as const;
