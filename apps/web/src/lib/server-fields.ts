import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts a 400/409 answer's per-field messages on the form's fields it knows; answers whether any
 * was placed (otherwise the caller shows the message itself).
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!(fields as readonly string[]).includes(field)) continue;
    setError(field as Path<T>, { message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
