import type { TAlertFrequency } from '@immora/shared/alerts';
import { ZPropertySearchQuery } from '@immora/shared/properties';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  type TSavedSearch,
  type TSavedSearchRequest,
  type ZSavedSearchesQuery,
} from '@immora/shared/saved-searches';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { savedSearchesRepository } from './saved-searches.repository.ts';

type Repo = ReturnType<typeof savedSearchesRepository>;
type Row = Omit<Awaited<ReturnType<Repo['list']>>['rows'][number], 'alert'> & { alert?: TAlertFrequency | null };

const toSavedSearch = (row: Row): TSavedSearch => ({
  id: row.id,
  _id: row.id,
  title: row.title,
  filters: row.filters,
  createdAt: row.createdAt.toISOString(),
  alert: row.alert ?? 'off',
});

export async function listSavedSearches(repo: Repo, userId: string, query: z.output<typeof ZSavedSearchesQuery>) {
  const { rows, total } = await repo.list(userId, query);
  return { items: rows.map(toSavedSearch), total, page: query.page, pageSize: query.pageSize };
}

/** A saved search must be a search the search page can run again: its filters are checked by the same schema. */
export async function saveSearch(repo: Repo, userId: string, input: TSavedSearchRequest) {
  const filters = Object.fromEntries(
    Object.entries(input.filters).filter(([, v]) => v !== undefined && v !== ''),
  ) as Record<string, string>;
  const check = ZPropertySearchQuery.safeParse(filters);
  if (!check.success) throw AppError.badRequest(check.error.issues[0]?.message ?? 'These filters are not valid');
  const row = await repo.create({ userId, title: input.title, filters }, MAX_SAVED_SEARCHES);
  if (row === 'limit') throw AppError.conflict(SAVED_SEARCH_MESSAGES.limit);
  if (!row) throw AppError.conflict(SAVED_SEARCH_MESSAGES.duplicate, { title: SAVED_SEARCH_MESSAGES.duplicate });
  return toSavedSearch(row);
}

export async function deleteSavedSearch(repo: Repo, userId: string, id: string) {
  if (!(await repo.remove(userId, id))) throw AppError.notFound(SAVED_SEARCH_MESSAGES.notFound);
  return { message: 'Saved search deleted.' };
}
