/** The first parts of the reviews' query keys: a change invalidates every page of a list. */
export const RECEIVED_REVIEWS_KEY = ['reviews', 'received'] as const;
export const PUBLIC_REVIEWS_KEY = ['reviews', 'public'] as const;
