import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const chatKindEnum = pgEnum('chat_kind', ['one_on_one', 'group']);

/**
 * A chat (decision 036): one-on-one (`pair_key` = the two user ids in order, unique, so two users
 * share one chat) or a group of an agency with a name and an admin. Deleting a chat deletes its
 * members, messages and receipts.
 */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    kind: chatKindEnum('kind').notNull(),
    name: text('name'),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    pairKey: text('pair_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('chats_pair_key').on(t.pairKey),
    check('chats_kind_shape', sql`(${t.kind} = 'one_on_one') = (${t.pairKey} IS NOT NULL)`),
    check('chats_group_named', sql`${t.kind} = 'one_on_one' OR ${t.name} IS NOT NULL`),
  ],
);

/** Who takes part: `left_at` set when a member left or was removed (the row stays for the history). */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Joining order (several members join in one statement): the next admin is the longest-standing. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.userId] }),
    index('chat_members_user_idx')
      .on(t.userId)
      .where(sql`${t.leftAt} IS NULL`),
  ],
);

/**
 * A message, stored before it is acknowledged. `seq` orders a chat's messages (cursors read it);
 * (sender, client_message_id) is unique, so a resend of the same message stores nothing twice.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientMessageId: text('client_message_id').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_id_key').on(t.senderId, t.clientMessageId),
    index('chat_messages_chat_seq_idx').on(t.chatId, t.seq),
    check('chat_messages_content_length', sql`char_length(${t.content}) BETWEEN 1 AND 4000`),
  ],
);

/**
 * One row per message and recipient (every member but the sender when it was sent): delivered when
 * a tab of the recipient acknowledged it, seen when the recipient read it. Unread counts are the
 * recipient's rows without `seen_at`.
 */
export const chatReceipts = pgTable(
  'chat_receipts',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('chat_receipts_unseen_idx')
      .on(t.userId, t.chatId)
      .where(sql`${t.seenAt} IS NULL`),
    index('chat_receipts_undelivered_idx')
      .on(t.userId)
      .where(sql`${t.deliveredAt} IS NULL`),
  ],
);
