import type { Database } from '../src/db/client.ts';

export type OutboxRow = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  sent_at: Date | null;
  error: string | null;
};

/** The e-mails kept in the outbox for one address, oldest first. */
export const outboxFor = (database: Database, to: string) =>
  database.query<OutboxRow>('SELECT * FROM email_outbox WHERE "to" = $1 ORDER BY created_at, id', [to]);

/** The token of the last link to `path` (e.g. '/verify-email') in a text. */
export function tokenOfLink(text: string, publicUrl: string, path: string): string {
  const escaped = `${publicUrl}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const matches = [...text.matchAll(new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`, 'g'))];
  const token = matches.at(-1)?.[1];
  if (!token) throw new Error(`no ${path} link to ${publicUrl} in:\n${text}`);
  return token;
}
