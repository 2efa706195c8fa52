import { FIRST_PAGE_DATA_ID, apiUrlKey, type TFirstPageData } from '@immora/shared/first-page-data';

let embedded: Map<string, unknown> | undefined;

function read(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const script = typeof document === 'undefined' ? null : document.getElementById(FIRST_PAGE_DATA_ID);
  try {
    const first = JSON.parse(script?.textContent ?? 'null') as TFirstPageData | null;
    if (first && typeof first.url === 'string') found.set(apiUrlKey(first.url), first.data);
  } catch {
    // Unreadable: the page asks the API as usual.
  }
  script?.remove();
  return found;
}

/**
 * The answer the server sent inside a first page's HTML for this API request
 * (apps/api/src/plugins/first-page-data.ts), once: a later request of the same URL (a refetch,
 * a return to the page) asks the API. Undefined when the page came without it.
 */
export function takeFirstPageData(url: string): { data: unknown } | undefined {
  embedded ??= read();
  const key = apiUrlKey(url);
  if (!embedded.has(key)) return undefined;
  const data = embedded.get(key);
  embedded.delete(key);
  return { data };
}

/** The embedded answer without taking it: the hydration of a server-drawn first screen primes the page's query with it (decision 045). */
export function peekFirstPageData(): { data: unknown } | undefined {
  embedded ??= read();
  const [first] = embedded.values();
  return first === undefined ? undefined : { data: first };
}
