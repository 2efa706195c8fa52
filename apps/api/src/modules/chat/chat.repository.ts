import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { chatMembers, chatMessages, chatReceipts, chats } from '../../db/schema/chat.ts';
import { users } from '../../db/schema/users.ts';
import { accountClosed } from '../users/closed-accounts.ts';

/** `closed`: the account was closed (or erased): shown as 'Former user' (decision 061). */
export type PersonRow = {
  id: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  closed: boolean;
};
export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = {
  id: string;
  seq: number;
  chatId: string;
  senderId: string;
  senderFirstName: string;
  senderLastName: string;
  senderClosed: boolean;
  content: string;
  clientMessageId: string;
  createdAt: Date;
  recipients: number;
  delivered: number;
  seenBy: string[];
};

const closed = accountClosed(users);

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePicture: users.profilePicture,
  closed,
};

// Receipts of the outer message, aggregated (written out: drizzle leaves outer columns unqualified).
const recipients = sql<number>`(select count(*)::int from chat_receipts r where r.message_id = "chat_messages"."id")`;
const delivered = sql<number>`(select count(r.delivered_at)::int from chat_receipts r where r.message_id = "chat_messages"."id")`;
const seenBy = sql<
  string[]
>`(select coalesce(array_agg(r.user_id::text order by r.seen_at), '{}') from chat_receipts r where r.message_id = "chat_messages"."id" and r.seen_at is not null)`;

const messageColumns = {
  id: chatMessages.id,
  seq: chatMessages.seq,
  chatId: chatMessages.chatId,
  senderId: chatMessages.senderId,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
  senderClosed: closed,
  content: chatMessages.content,
  clientMessageId: chatMessages.clientMessageId,
  createdAt: chatMessages.createdAt,
  recipients,
  delivered,
  seenBy,
};

/** The rows of `db.execute` (node-postgres answers a result with `rows`, PGlite too; a bare array otherwise). */
const rowsOf = <R>(result: unknown) =>
  'rows' in (result as object) ? (result as { rows: R[] }).rows : (result as R[]);

/**
 * Ids as one uuid[] parameter (a comma-separated text the statement splits): a statement for a
 * thousand receipts has two parameters, not two thousand, and costs no more to build than one for
 * a single receipt. Only for ids the server made (uuids, never commas).
 */
const uuids = (ids: string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;

const activeMember = (chatId: string, userId: string) =>
  and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId), isNull(chatMembers.leftAt));

/** A transaction of the caller's (the kick-out's, decision 030). */
type Tx = Pick<Db, 'select' | 'update' | 'delete'>;
/** A group a user left: deleted when nobody was left, else its admin (a new one when the admin left). */
export type GroupLeft = { chatId: string; deleted: boolean; adminId: string | null };

/**
 * A member leaves a group under a lock of the chat row. When the admin leaves, the member who
 * joined first becomes admin; when nobody is left, the group is deleted. Null when the user was
 * not (or no longer) a member.
 */
async function leaveGroupIn(tx: Tx, chatId: string, userId: string): Promise<GroupLeft | null> {
  const [chat] = await tx.select({ adminId: chats.adminId }).from(chats).where(eq(chats.id, chatId)).for('update');
  if (!chat) return null;
  const left = await tx.update(chatMembers).set({ leftAt: new Date() }).where(activeMember(chatId, userId)).returning();
  if (left.length === 0) return null;
  const [next] = await tx
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), isNull(chatMembers.leftAt)))
    .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.seq))
    .limit(1);
  if (!next) {
    await tx.delete(chats).where(eq(chats.id, chatId));
    return { chatId, deleted: true, adminId: null };
  }
  const adminId = chat.adminId === userId || !chat.adminId ? next.userId : chat.adminId;
  if (adminId !== chat.adminId) await tx.update(chats).set({ adminId }).where(eq(chats.id, chatId));
  return { chatId, deleted: false, adminId };
}

/**
 * An agent kicked out of an agency leaves every group of that agency they are in, inside the
 * kick-out's transaction (groups locked in id order, as one leave would lock each).
 */
export async function leaveAgencyGroups(tx: Tx, agencyId: string, userId: string): Promise<GroupLeft[]> {
  const groups = await tx
    .select({ id: chats.id })
    .from(chats)
    .innerJoin(chatMembers, eq(chatMembers.chatId, chats.id))
    .where(
      and(
        eq(chats.agencyId, agencyId),
        eq(chats.kind, 'group'),
        eq(chatMembers.userId, userId),
        isNull(chatMembers.leftAt),
      ),
    )
    .orderBy(asc(chats.id));
  const left: GroupLeft[] = [];
  for (const group of groups) {
    const change = await leaveGroupIn(tx, group.id, userId);
    if (change) left.push(change);
  }
  return left;
}

/** The only code that touches the chat tables (decision 036). */
export function chatRepository(db: Db) {
  const messagesWhere = (where: ReturnType<typeof and>) =>
    db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.senderId))
      .where(where)
      .$dynamic();

  return {
    async people(ids: string[]): Promise<PersonRow[]> {
      if (ids.length === 0) return [];
      return db.select(personColumns).from(users).where(inArray(users.id, ids));
    },

    /** The agency an agency account owns (null when it has none). */
    async ownedAgency(ownerId: string) {
      const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.ownerId, ownerId));
      return row?.id ?? null;
    },

    /** The verified agents of an agency. */
    async agentsOf(agencyId: string): Promise<PersonRow[]> {
      return db
        .select(personColumns)
        .from(users)
        .where(and(eq(users.agencyId, agencyId), eq(users.role, 'individual'), eq(users.isVerified, true)))
        .orderBy(asc(users.lastName), asc(users.firstName));
    },

    /** An agent's agency: its id and owner (null for an independent agent). */
    async agencyOfAgent(agentId: string) {
      const [row] = await db
        .select({ id: agencies.id, ownerId: agencies.ownerId })
        .from(users)
        .innerJoin(agencies, eq(agencies.id, users.agencyId))
        .where(eq(users.id, agentId));
      return row ?? null;
    },

    async chat(chatId: string): Promise<ChatRow | null> {
      const [row] = await db.select().from(chats).where(eq(chats.id, chatId));
      return row ?? null;
    },

    /** The chat and whether the user takes part in it now (one statement); null when there is no such chat. */
    async membership(chatId: string, userId: string): Promise<{ chat: ChatRow; member: boolean } | null> {
      const [row] = await db
        .select({
          chat: chats,
          member: sql<boolean>`exists (select 1 from chat_members cm where cm.chat_id = "chats"."id" and cm.user_id = ${userId} and cm.left_at is null)`,
        })
        .from(chats)
        .where(eq(chats.id, chatId));
      return row ?? null;
    },

    /** Current members of chats, in joining order. */
    async members(chatIds: string[]) {
      if (chatIds.length === 0) return [];
      return db
        .select({ chatId: chatMembers.chatId, ...personColumns })
        .from(chatMembers)
        .innerJoin(users, eq(users.id, chatMembers.userId))
        .where(and(inArray(chatMembers.chatId, chatIds), isNull(chatMembers.leftAt)))
        .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.seq));
    },

    /** The chats a user takes part in, the most recently active first. */
    async chatsOf(userId: string): Promise<ChatRow[]> {
      const lastAt = sql`coalesce((select max(m.created_at) from chat_messages m where m.chat_id = "chats"."id"), "chats"."created_at")`;
      const rows = await db
        .select({ chat: chats })
        .from(chats)
        .innerJoin(chatMembers, eq(chatMembers.chatId, chats.id))
        .where(and(eq(chatMembers.userId, userId), isNull(chatMembers.leftAt)))
        .orderBy(desc(lastAt));
      return rows.map((r) => r.chat);
    },

    /** The newest message of each chat. */
    async lastMessages(chatIds: string[]): Promise<MessageRow[]> {
      if (chatIds.length === 0) return [];
      return messagesWhere(
        and(
          inArray(chatMessages.chatId, chatIds),
          sql`${chatMessages.seq} = (select max(m.seq) from chat_messages m where m.chat_id = ${chatMessages.chatId})`,
        ),
      );
    },

    /** Unseen messages per chat of a user (only chats they still take part in). */
    async unread(userId: string, chatId?: string) {
      return db
        .select({ chatId: chatReceipts.chatId, unreadCount: sql<number>`count(*)::int` })
        .from(chatReceipts)
        .innerJoin(chatMembers, and(eq(chatMembers.chatId, chatReceipts.chatId), eq(chatMembers.userId, userId)))
        .where(
          and(
            eq(chatReceipts.userId, userId),
            isNull(chatReceipts.seenAt),
            isNull(chatMembers.leftAt),
            chatId ? eq(chatReceipts.chatId, chatId) : undefined,
          ),
        )
        .groupBy(chatReceipts.chatId);
    },

    /** Unseen messages of many users, each in one chat (only chats they still take part in); a pair without any is left out. */
    async unreadOfPairs(pairs: { userId: string; chatId: string }[]) {
      if (pairs.length === 0) return [];
      const rows = rowsOf<{ user_id: string; chat_id: string; unread_count: number }>(
        await db.execute(sql`
          select r.user_id, r.chat_id, count(*)::int as unread_count
          from unnest(${uuids(pairs.map((p) => p.userId))}, ${uuids(pairs.map((p) => p.chatId))}) as p(user_id, chat_id)
          join chat_receipts r on r.user_id = p.user_id and r.chat_id = p.chat_id and r.seen_at is null
          join chat_members cm on cm.chat_id = r.chat_id and cm.user_id = r.user_id and cm.left_at is null
          group by r.user_id, r.chat_id`),
      );
      return rows.map((r) => ({ userId: r.user_id, chatId: r.chat_id, unreadCount: r.unread_count }));
    },

    /** A page of a chat's messages, oldest first: the newest `limit`, or those older than `before`, or newer than `after`. */
    async messages(chatId: string, opts: { before?: string; after?: string; limit: number }): Promise<MessageRow[]> {
      const seqOf = (id: string) =>
        sql`(select m.seq from chat_messages m where m.id = ${id} and m.chat_id = ${chatId})`;
      if (opts.after) {
        return messagesWhere(and(eq(chatMessages.chatId, chatId), gt(chatMessages.seq, seqOf(opts.after))))
          .orderBy(asc(chatMessages.seq))
          .limit(500);
      }
      const rows = await messagesWhere(
        and(eq(chatMessages.chatId, chatId), opts.before ? lt(chatMessages.seq, seqOf(opts.before)) : undefined),
      )
        .orderBy(desc(chatMessages.seq))
        .limit(opts.limit);
      return rows.reverse();
    },

    async messagesById(ids: string[]): Promise<MessageRow[]> {
      if (ids.length === 0) return [];
      return messagesWhere(inArray(chatMessages.id, ids)).orderBy(asc(chatMessages.seq));
    },

    async messageInChat(messageId: string, chatId: string) {
      const [row] = await db
        .select({ seq: chatMessages.seq })
        .from(chatMessages)
        .where(and(eq(chatMessages.id, messageId), eq(chatMessages.chatId, chatId)));
      return row ?? null;
    },

    /**
     * Stores a message and a receipt for every other current member in one statement (atomic, one
     * round trip), answering the message as stored (with its sender's name: nothing to read back)
     * and its recipients; or finds the one this sender already stored under this client id
     * (`fresh: false`, no recipients: nothing is delivered twice).
     */
    async send(input: { chatId: string; senderId: string; clientMessageId: string; content: string }) {
      const [inserted] = rowsOf<{
        id: string;
        seq: string | number;
        created_ms: string | number;
        first_name: string;
        last_name: string;
        recipients: string[];
      }>(
        await db.execute(sql`
        with m as (
          insert into chat_messages (chat_id, sender_id, client_message_id, content)
          values (${input.chatId}, ${input.senderId}, ${input.clientMessageId}, ${input.content})
          on conflict (sender_id, client_message_id) do nothing
          returning id, seq, created_at
        ), r as (
          insert into chat_receipts (message_id, user_id, chat_id)
          select m.id, cm.user_id, cm.chat_id from m, chat_members cm
          where cm.chat_id = ${input.chatId} and cm.left_at is null and cm.user_id <> ${input.senderId}
          returning user_id
        )
        select m.id, m.seq, floor(extract(epoch from m.created_at) * 1000)::bigint as created_ms,
               u.first_name, u.last_name,
               (select coalesce(array_agg(r.user_id::text), '{}') from r) as recipients
        from m join users u on u.id = ${input.senderId}`),
      );
      if (inserted) {
        const message: MessageRow = {
          id: inserted.id,
          seq: Number(inserted.seq),
          chatId: input.chatId,
          senderId: input.senderId,
          senderFirstName: inserted.first_name,
          senderLastName: inserted.last_name,
          // A closed account has no session, so whoever sends is not closed.
          senderClosed: false,
          content: input.content,
          clientMessageId: input.clientMessageId,
          createdAt: new Date(Number(inserted.created_ms)),
          recipients: inserted.recipients.length,
          delivered: 0,
          seenBy: [],
        };
        return { message, fresh: true, recipients: inserted.recipients };
      }
      const [existing] = await messagesWhere(
        and(eq(chatMessages.senderId, input.senderId), eq(chatMessages.clientMessageId, input.clientMessageId)),
      );
      return { message: existing!, fresh: false, recipients: [] as string[] };
    },

    /** The user's receipts not delivered yet (what reached none of their tabs). */
    async undelivered(userId: string) {
      const rows = await db
        .select({ messageId: chatReceipts.messageId })
        .from(chatReceipts)
        .where(and(eq(chatReceipts.userId, userId), isNull(chatReceipts.deliveredAt)));
      return rows.map((r) => ({ userId, messageId: r.messageId }));
    },

    /**
     * Marks these receipts delivered (one statement for many recipients and messages) and answers
     * where each message whose receipts changed now stands (its receipts counted). The messages
     * are locked first (in id order) until the commit, so when two nodes record the last receipts
     * of one message at once, the second counts after the first committed: exactly one of them
     * sees every receipt delivered.
     */
    async markReceiptsDelivered(receipts: { userId: string; messageId: string }[]) {
      if (receipts.length === 0) return [];
      return db.transaction(async (tx) => {
        await tx.execute(sql`
          select id from chat_messages where id = any(${uuids([...new Set(receipts.map((x) => x.messageId))])})
          order by id for no key update`);
        const changed = rowsOf<{ message_id: string }>(
          await tx.execute(sql`
            update chat_receipts r set delivered_at = now()
            from unnest(${uuids(receipts.map((x) => x.messageId))}, ${uuids(receipts.map((x) => x.userId))}) as a(message_id, user_id)
            where r.message_id = a.message_id and r.user_id = a.user_id and r.delivered_at is null
            returning r.message_id`),
        );
        if (changed.length === 0) return [];
        const counts = rowsOf<{
          id: string;
          chat_id: string;
          sender_id: string;
          recipients: number;
          delivered: number;
          seen: number;
        }>(
          await tx.execute(sql`
            select m.id, m.chat_id, m.sender_id, count(r.user_id)::int as recipients,
                   count(r.delivered_at)::int as delivered, count(r.seen_at)::int as seen
            from chat_messages m left join chat_receipts r on r.message_id = m.id
            where m.id = any(${uuids([...new Set(changed.map((r) => r.message_id))])})
            group by m.id`),
        );
        return counts.map((r) => ({
          id: r.id,
          chatId: r.chat_id,
          senderId: r.sender_id,
          recipients: r.recipients,
          delivered: r.delivered,
          seen: r.seen,
        }));
      });
    },

    /** Marks seen (and delivered) every message of the chat up to this one for the user; answers the ids changed. */
    async markSeen(userId: string, chatId: string, uptoSeq: number) {
      const now = new Date();
      const rows = await db
        .update(chatReceipts)
        .set({
          seenAt: now,
          deliveredAt: sql`coalesce(${chatReceipts.deliveredAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(chatReceipts.userId, userId),
            eq(chatReceipts.chatId, chatId),
            isNull(chatReceipts.seenAt),
            sql`${chatReceipts.messageId} in (select m.id from chat_messages m where m.chat_id = ${chatId} and m.seq <= ${uptoSeq})`,
          ),
        )
        .returning();
      return rows.map((r) => r.messageId);
    },

    /** The one-on-one chat of two users, created with both as members when it does not exist yet. */
    async oneOnOne(a: string, b: string): Promise<{ id: string; created: boolean }> {
      const pairKey = [a, b].sort().join(':');
      return db.transaction(async (tx) => {
        const [made] = await tx
          .insert(chats)
          .values({ kind: 'one_on_one', pairKey })
          .onConflictDoNothing({ target: chats.pairKey })
          .returning();
        if (made) {
          await tx.insert(chatMembers).values([a, b].map((userId) => ({ chatId: made.id, userId })));
          return { id: made.id, created: true };
        }
        const [found] = await tx.select({ id: chats.id }).from(chats).where(eq(chats.pairKey, pairKey));
        return { id: found!.id, created: false };
      });
    },

    async createGroup(input: { agencyId: string; adminId: string; name: string; memberIds: string[] }) {
      return db.transaction(async (tx) => {
        const [made] = await tx
          .insert(chats)
          .values({ kind: 'group', agencyId: input.agencyId, adminId: input.adminId, name: input.name })
          .returning();
        const ids = [input.adminId, ...input.memberIds.filter((m) => m !== input.adminId)];
        await tx.insert(chatMembers).values(ids.map((userId) => ({ chatId: made!.id, userId })));
        return made!.id;
      });
    },

    /**
     * Renames a group and sets its members (the admin stays), under a lock of the chat row; answers
     * who was removed, or null when the caller is no longer its admin.
     */
    async updateGroup(input: { chatId: string; adminId: string; name: string; memberIds: string[] }) {
      return db.transaction(async (tx) => {
        const [chat] = await tx
          .select({ adminId: chats.adminId })
          .from(chats)
          .where(eq(chats.id, input.chatId))
          .for('update');
        if (!chat || chat.adminId !== input.adminId) return null;
        const keep = [input.adminId, ...input.memberIds.filter((m) => m !== input.adminId)];
        await tx.update(chats).set({ name: input.name }).where(eq(chats.id, input.chatId));
        const removed = await tx
          .update(chatMembers)
          .set({ leftAt: new Date() })
          .where(
            and(
              eq(chatMembers.chatId, input.chatId),
              isNull(chatMembers.leftAt),
              sql`${chatMembers.userId} not in (${sql.join(
                keep.map((k) => sql`${k}`),
                sql`, `,
              )})`,
            ),
          )
          .returning();
        await tx
          .insert(chatMembers)
          .values(keep.map((userId) => ({ chatId: input.chatId, userId })))
          .onConflictDoUpdate({
            target: [chatMembers.chatId, chatMembers.userId],
            set: {
              leftAt: null,
              joinedAt: sql`case when chat_members.left_at is null then chat_members.joined_at else now() end`,
            },
          });
        return removed.map((r) => r.userId);
      });
    },

    /** A member leaves a group (see `leaveGroupIn`). */
    async leaveGroup(chatId: string, userId: string) {
      return db.transaction((tx) => leaveGroupIn(tx, chatId, userId));
    },

    /** Deletes a chat; answers who were its members (to tell them). */
    async deleteChat(chatId: string) {
      return db.transaction(async (tx) => {
        const members = await tx
          .select({ userId: chatMembers.userId })
          .from(chatMembers)
          .where(and(eq(chatMembers.chatId, chatId), isNull(chatMembers.leftAt)));
        await tx.delete(chats).where(eq(chats.id, chatId));
        return members.map((m) => m.userId);
      });
    },

    /** Everyone who shares a chat with the user (to tell them when the user comes or goes). */
    async chatPartners(userId: string) {
      const mine = db
        .select({ chatId: chatMembers.chatId })
        .from(chatMembers)
        .where(and(eq(chatMembers.userId, userId), isNull(chatMembers.leftAt)));
      const rows = await db
        .selectDistinct({ userId: chatMembers.userId })
        .from(chatMembers)
        .where(and(inArray(chatMembers.chatId, mine), isNull(chatMembers.leftAt), ne(chatMembers.userId, userId)));
      return rows.map((r) => r.userId);
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
