/**
 * What modules record for GET /metrics (decision 060), without knowing prom-client: the app's
 * `app.metrics` (lib/metrics/registry.ts) in the running app, `noMetrics` where nothing scrapes
 * (the seed, the photo backfill, unit tests). Every label value is one of a fixed few, so a
 * metric has a bounded number of series.
 */
export type Metrics = {
  /** One run of a background sweep: its duration, what it handled (when it says) and whether it failed. */
  sweep: (name: string, seconds: number, outcome: { rows?: number | undefined; failed: boolean }) => void;
  /** One event a socket sent, by name (unknown names count as 'other'). */
  socketEvent: (name: string) => void;
  /** A new chat message stored and sent out. */
  chatMessage: () => void;
  /** Receipts recorded: messages that reached a recipient's tab, or that a recipient saw. */
  chatReceipts: (kind: 'delivered' | 'seen', count: number) => void;
  /** Files uploaded, stored or refused. */
  upload: (kind: 'listing photo' | 'profile picture', outcome: 'stored' | 'refused', files: number) => void;
  /** How long one picture took to encode in every width and format. */
  imageEncoding: (seconds: number) => void;
  /** A refused sign-in: wrong address or password, or too many failures. */
  loginFailure: (reason: 'credentials' | 'locked') => void;
  /** A request refused by a rate limit, by the route's pattern. */
  rateLimited: (route: string) => void;
};

const nothing = () => undefined;

export const noMetrics: Metrics = {
  sweep: nothing,
  socketEvent: nothing,
  chatMessage: nothing,
  chatReceipts: nothing,
  upload: nothing,
  imageEncoding: nothing,
  loginFailure: nothing,
  rateLimited: nothing,
};

/** Seconds since `start` (a performance.now() reading). */
export const secondsSince = (start: number) => (performance.now() - start) / 1000;
