import { z } from 'zod';
import { ZAlertFrequency } from './alerts.ts';
import { listQuery } from './list-query.ts';
import { SAVED_FILTER_KEYS } from './search-filters.ts';

// The filter keys live with the search filters, a module without zod that the results page loads.
export { SAVED_FILTER_KEYS };

export const SAVED_SEARCH_MESSAGES = {
  title: 'Please give this search a title',
  duplicate: 'You already have a saved search with this title',
  empty: 'Choose at least one filter before saving a search',
  notFound: 'Saved search not found',
  limit: 'You can keep up to 50 saved searches. Delete one to save another.',
} as const;

export const MAX_SAVED_SEARCHES = 50;

export const ZSavedSearchRequest = z.object({
  title: z
    .string({ error: SAVED_SEARCH_MESSAGES.title })
    .trim()
    .min(1, SAVED_SEARCH_MESSAGES.title)
    .max(100, 'Title is too long'),
  filters: z
    .partialRecord(
      z.enum(SAVED_FILTER_KEYS, { error: 'Unknown filter' }),
      z.string().max(4000, 'Filter value is too long'),
    )
    .refine((f) => Object.values(f).some((v) => v !== undefined && v !== ''), SAVED_SEARCH_MESSAGES.empty),
});
export type TSavedSearchRequest = z.infer<typeof ZSavedSearchRequest>;

export const ZSavedSearch = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  filters: z.record(z.string(), z.string()),
  createdAt: z.string(),
  /** Its e-mail alert of new matching listings (decision 024). */
  alert: ZAlertFrequency,
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

/** GET /api/saved-searches: newest first by default, or by title; search by title. */
export const SAVED_SEARCH_SORTS = ['createdAt', 'title'] as const;
export const ZSavedSearchesQuery = listQuery({ sorts: SAVED_SEARCH_SORTS, defaultSort: 'createdAt' });
export type TSavedSearchesQuery = z.input<typeof ZSavedSearchesQuery>;
