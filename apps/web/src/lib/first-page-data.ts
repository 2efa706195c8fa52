import { FIRST_PAGE_DATA_ID, apiUrlKey, type TFirstPageData } from '@immora/shared/first-page-data';

type Embedded = {
  /** API URL key → answer, until the API client takes it. */
  answers: Map<string, unknown>;
  /** What the server drew the page from: its one answer, or the list of its answers in the page's order. */
  drawnFrom: { data: unknown } | undefined;
};

let embedded: Embedded | undefined;

const isEntry = (value: unknown): value is TFirstPageData =>
  typeof value === 'object' && value !== null && typeof (value as TFirstPageData).url === 'string';

function read(): Embedded {
  const found: Embedded = { answers: new Map(), drawnFrom: undefined };
  const script = typeof document === 'undefined' ? null : document.getElementById(FIRST_PAGE_DATA_ID);
  try {
    const first = JSON.parse(script?.textContent ?? 'null') as TFirstPageData | TFirstPageData[] | null;
    const entries = (Array.isArray(first) ? first : [first]).filter(isEntry);
    for (const entry of entries) found.answers.set(apiUrlKey(entry.url), entry.data);
    if (entries.length > 0) {
      found.drawnFrom = { data: Array.isArray(first) ? entries.map((entry) => entry.data) : entries[0]?.data };
    }
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
  if (!embedded.answers.has(key)) return undefined;
  const data = embedded.answers.get(key);
  embedded.answers.delete(key);
  return { data };
}

/**
 * The embedded data without taking it, as the server drew the page from it (one answer, or the
 * list of them): the hydration of a server-drawn first screen primes the page's queries with it
 * (decision 045).
 */
export function peekFirstPageData(): { data: unknown } | undefined {
  embedded ??= read();
  return embedded.drawnFrom;
}
