/**
 * The budget for what a page shows only once its lazily loaded parts have run, on the browser's
 * first visit: a working area's code, then its texts, then its data, one after the other; the
 * results map's code and pins once the app has started after the first screen (decision 046).
 * In full runs on this 2-core machine, two browsers and the server sharing it, a private seller's
 * pages took 13 s to fill, an agency's CRM list and the first map pins over 10 s.
 */
export const FIRST_LOAD = { timeout: 30_000 };
