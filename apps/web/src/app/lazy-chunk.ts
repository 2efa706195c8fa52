import { lazy } from 'react';

/** Waits before each new attempt at a chunk whose fetch failed; three attempts more in all. */
export const CHUNK_RETRY_DELAYS_MS: readonly number[] = [300, 1000, 3000];

/**
 * Loads a code chunk, fetching it again after a failure (a dropped connection, a server too busy
 * to answer). React.lazy keeps the first outcome of its loader for the whole visit, so without
 * this one failed request would leave that area on the error page until a full reload.
 * Chromium fetches a module again when an earlier import of it failed.
 */
export function loadChunk<T>(load: () => Promise<T>, delays: readonly number[] = CHUNK_RETRY_DELAYS_MS): Promise<T> {
  return load().catch(async (error: unknown) => {
    const [delay, ...rest] = delays;
    if (delay === undefined) throw error;
    await new Promise((resolve) => setTimeout(resolve, delay));
    return loadChunk(load, rest);
  });
}

/** React.lazy over loadChunk: the component of a chunk that may need a second fetch. */
export const lazyChunk: typeof lazy = (load) => lazy(() => loadChunk(load));
