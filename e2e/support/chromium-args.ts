/** Debian's Chromium, which Playwright and the page benchmark both drive (Playwright cannot download its own). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every headless Chromium run here uses: the end-to-end tests and `npm run bench:pages`. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Nothing reaches the internet: every host but this machine fails to resolve (map tiles
  // from OpenStreetMap, for one, then show the 'Error loading map' notice).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
