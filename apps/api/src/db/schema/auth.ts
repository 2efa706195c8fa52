import { sql } from 'drizzle-orm';
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
    /** How it was opened: a fresh OAuth sign-in confirms closing an account without a password (decision 061). */
    method: text('method', { enum: ['password', 'oauth'] })
      .notNull()
      .default('password'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // The live sessions of a user, newest first: the session cap's query.
    index('sessions_user_live_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.revokedAt} is null`),
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_revoked_idx')
      .on(t.revokedAt)
      .where(sql`${t.revokedAt} is not null`),
  ],
);

export const userTokenKind = pgEnum('user_token_kind', ['verify_email', 'reset_password', 'change_email']);

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
  (t) => [
    uniqueIndex('user_tokens_hash_key').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.userId, t.kind),
    index('user_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Failed sign-ins, by address and by client, for the login rate limit (shared by all nodes). */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: id(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_failures_key_idx').on(t.key, t.createdAt),
    // The retention sweep's (decision 059), as for the other timestamps indexed below.
    index('auth_failures_created_idx').on(t.createdAt),
  ],
);

/**
 * The client address each account was created from (decision 080): the signal "many accounts from
 * one client address" (decision 078) reads it. Kept `RETENTION_DAYS.signupAddresses`, and deleted
 * with the account when it is erased.
 */
export const signupAddresses = pgTable(
  'signup_addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('signup_addresses_address_idx').on(t.address, t.createdAt),
    index('signup_addresses_user_idx').on(t.userId),
    // The retention sweep's (decision 059).
    index('signup_addresses_created_idx').on(t.createdAt),
  ],
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
  (t) => [index('email_outbox_to_idx').on(t.to, t.createdAt), index('email_outbox_created_idx').on(t.createdAt)],
);

/**
 * Requests for an account e-mail (reset link, new verification link), written by the request for
 * every address, known or not, and sent — or dropped — by the worker after the answer
 * (modules/auth/account-mail.worker.ts; decision 010). The rows of the last hour are also the
 * per-address limit's count.
 */
export const accountMailRequests = pgTable(
  'account_mail_requests',
  {
    id: id(),
    kind: text('kind', { enum: ['reset', 'verification', 'signup'] }).notNull(),
    /** Lower-cased, as typed: not a reference, the address may have no account. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** Taken by a worker; a claim older than a few minutes is taken again (a node that died). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['sent', 'dropped', 'failed'] }),
  },
  (t) => [
    index('account_mail_requests_address_idx').on(t.email, t.kind, t.createdAt),
    index('account_mail_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.doneAt} is null`),
  ],
);
