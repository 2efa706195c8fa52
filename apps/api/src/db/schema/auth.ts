import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * A signed-in session: the JWT's `jti`. Logout revokes it; a deleted user's sessions go with
 * the user, so a token for a deleted user is refused even before it expires.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['web', 'crm'] })
      .notNull()
      .default('web'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const userTokenKind = pgEnum('user_token_kind', ['verify_email', 'reset_password']);

/** Single-use e-mailed tokens, stored as SHA-256 hashes only. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: userTokenKind('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId, t.kind)],
);

/** Failed sign-ins, by address and by client, for the login rate limit (shared by all nodes). */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: id(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_failures_key_idx').on(t.key, t.createdAt)],
);

/** OAuth round trips in flight: `state` and the PKCE verifier, valid for 10 minutes. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider', { enum: ['google', 'outlook'] }).notNull(),
  purpose: text('purpose', { enum: ['calendar', 'signin'] }).notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Every e-mail the app sends; without SMTP_URL this table is the outbox (and the link is logged). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_to_idx').on(t.to, t.createdAt)],
);
