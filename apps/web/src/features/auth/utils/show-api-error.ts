import { ApiError } from '../../../lib/api-client.ts';

/** The server's message when there is one (not for network failures), else null. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.status !== 0 && error.message) return error.message;
  return null;
}
