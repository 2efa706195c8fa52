/**
 * How wide the hero is drawn: it covers a box about as tall as the window, and the picture is
 * 2.4 times as wide as it is tall, so on a phone (390 × 811) it is drawn about 1,950 px wide, not
 * 390. With '100vw' phones took the 480 px file and showed it blurred. The home page's HTML
 * preloads the hero with the same sizes (apps/web/vite.config.ts).
 */
export const HERO_SIZES = 'max(100vw, 230vh)';
