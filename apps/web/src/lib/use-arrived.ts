import { useDeferredValue } from 'react';

/** What a section shows while its answer is on its way: its stand-ins. */
export const LOADING = Symbol('loading');

/**
 * A query's answer as a section draws it: `LOADING` while pending, else the value. An arrived
 * answer is drawn in a deferred render, which React breaks into short slices, so that answers
 * arriving while a page starts do not hold a phone's main thread (a tap, the next frame) for as
 * long as drawing them takes. Give the value to a memoised part, which the urgent render skips.
 */
export function useArrived<T>(isPending: boolean, value: T): T | typeof LOADING {
  return useDeferredValue(isPending ? LOADING : value);
}
