import {
  CHAT_MESSAGES,
  type TChat,
  type TChatMessage,
  type TCreateOneOnOne,
  type TMessageSeen,
  type TSendMessage,
} from '@immora/shared/chat';
import type { TLanguage } from '@immora/shared/languages';
import type { Role } from '@immora/shared/roles';
import type { z } from 'zod';
import type { ZChatMessagesQuery, ZCreateGroup, ZUpdateGroup } from '@immora/shared/chat';
import { AppError } from '../../lib/errors.ts';
import { statusOf, toChat, toChatUser, toMessage } from './chat.mapper.ts';
import type { ChatRepository, GroupLeft, PersonRow } from './chat.repository.ts';

/** Who is connected right now (at least one live socket on any node); realtime/ provides it. */
export type Presence = { online: (userIds: string[]) => Promise<Set<string>> };
export type ChatDeps = { repo: ChatRepository; presence: Presence };
/** `language`: the reader's, for 'Former user' (decision 061); English when not given. */
export type ChatActor = { id: string; role: Role; language?: TLanguage };

const forbidden = (message: string) => AppError.forbidden(message);
const self = (me: ChatActor, userId: string) => {
  if (me.id !== userId) throw forbidden(CHAT_MESSAGES.notYou);
};

/**
 * Whom a user may chat with (spec 2 §6, decision 036): an agency its agents; an agent its agency
 * and the other agents of that agency. Independent agents and other roles: nobody.
 */
export async function contactsOf({ repo }: ChatDeps, me: ChatActor): Promise<PersonRow[]> {
  if (me.role === 'agency') {
    const agencyId = await repo.ownedAgency(me.id);
    return agencyId ? repo.agentsOf(agencyId) : [];
  }
  if (me.role !== 'individual') return [];
  const agency = await repo.agencyOfAgent(me.id);
  if (!agency) return [];
  const [owner, agents] = await Promise.all([repo.people([agency.ownerId]), repo.agentsOf(agency.id)]);
  return [...owner, ...agents.filter((a) => a.id !== me.id)];
}

async function withPresence(deps: ChatDeps, people: PersonRow[], language?: TLanguage) {
  const online = await deps.presence.online(people.map((p) => p.id));
  return people.map((p) => toChatUser(p, online, language));
}

/**
 * The caller's own agency, named by its id or by the agency account's user id (the id the browser
 * keeps, spec 2 §3); 403 for any other.
 */
async function ownAgency({ repo }: ChatDeps, me: ChatActor, agencyId: string) {
  const own = me.role === 'agency' ? await repo.ownedAgency(me.id) : null;
  if (!own || (agencyId !== own && agencyId !== me.id)) throw forbidden(CHAT_MESSAGES.badAgency);
  return own;
}

/** GET /api/chat/chatusers?agencyId=: the agency's own agents. */
export async function agencyChatUsers(deps: ChatDeps, me: ChatActor, agencyId: string) {
  await ownAgency(deps, me, agencyId);
  return withPresence(deps, await contactsOf(deps, me), me.language);
}

/** GET /api/chat/agents?agentId=: the people an agent may message. */
export async function agentChatUsers(deps: ChatDeps, me: ChatActor, agentId: string) {
  self(me, agentId);
  return withPresence(deps, await contactsOf(deps, me), me.language);
}

/**
 * The chat, when the user takes part in it; 403 unless they do, 404 for a chat that does not exist
 * (decision 037). One statement.
 */
export async function requireMember({ repo }: ChatDeps, chatId: string, userId: string) {
  const found = await repo.membership(chatId, userId);
  if (!found) throw AppError.notFound(CHAT_MESSAGES.notFound);
  if (!found.member) throw forbidden(CHAT_MESSAGES.notMember);
  return found.chat;
}

/** Chats as each viewer sees them (names, unread counts, presence). */
async function views(
  deps: ChatDeps,
  chatIds: string[],
  viewerId: string,
  language: TLanguage = 'en',
): Promise<TChat[]> {
  const { repo } = deps;
  const rows = (await Promise.all(chatIds.map((id) => repo.chat(id)))).filter((c) => c !== null);
  const ids = rows.map((c) => c.id);
  const [members, last, unread] = await Promise.all([repo.members(ids), repo.lastMessages(ids), repo.unread(viewerId)]);
  const online = await deps.presence.online([...new Set(members.map((m) => m.id))]);
  return rows.map((chat) =>
    toChat({
      chat,
      viewerId,
      members: members.filter((m) => m.chatId === chat.id),
      online,
      last: last.find((m) => m.chatId === chat.id),
      unread: unread.find((u) => u.chatId === chat.id)?.unreadCount ?? 0,
      language,
    }),
  );
}

export async function chatView(deps: ChatDeps, chatId: string, viewerId: string): Promise<TChat | null> {
  return (await views(deps, [chatId], viewerId))[0] ?? null;
}

/** GET /api/chat/chats/{userId}: the user's own chats, the most recently active first. */
export async function listChats(deps: ChatDeps, me: ChatActor, userId: string) {
  self(me, userId);
  const rows = await deps.repo.chatsOf(me.id);
  return views(
    deps,
    rows.map((c) => c.id),
    me.id,
    me.language,
  );
}

/** GET /api/chat/messages/{chatId}: a page of the thread, oldest first (members only). */
export async function listMessages(
  deps: ChatDeps,
  me: ChatActor,
  chatId: string,
  query: z.output<typeof ZChatMessagesQuery>,
) {
  await requireMember(deps, chatId, me.id);
  const rows = await deps.repo.messages(chatId, {
    limit: query.limit,
    ...(query.before ? { before: query.before } : {}),
  });
  return rows.map((row) => toMessage(row, me.language));
}

/** Messages after the last one a client has (reconnect), or the newest page. */
export async function missedMessages(deps: ChatDeps, me: ChatActor, chatId: string, lastMessageId?: string) {
  await requireMember(deps, chatId, me.id);
  const after = lastMessageId && (await deps.repo.messageInChat(lastMessageId, chatId)) ? lastMessageId : undefined;
  const rows = await deps.repo.messages(chatId, { limit: 50, ...(after ? { after } : {}) });
  return rows.map((row) => toMessage(row, me.language));
}

/**
 * Stores a message (idempotent on the client's id); answers it, whether it is new, and whom to
 * deliver it to. A one-on-one chat is written to only while the two may still chat (decision 036:
 * after a kick-out it stays readable).
 */
export async function sendMessage(deps: ChatDeps, me: ChatActor, input: TSendMessage) {
  self(me, input.senderId);
  await requireWritable(deps, me, input.chatId);
  const stored = await deps.repo.send({ ...input, senderId: me.id });
  // A resend delivers nothing, so it has no recipients.
  return { message: toMessage(stored.message), fresh: stored.fresh, recipients: stored.recipients };
}

/**
 * The rule for writing to a chat: its members may, except in a one-on-one chat whose two people
 * may no longer chat (a kicked-out agent and the agency): 403 'You can no longer send messages
 * in this chat.' (decision 036). The demo seed's test holds its chats to it.
 */
export async function requireWritable(deps: ChatDeps, me: ChatActor, chatId: string) {
  const chat = await requireMember(deps, chatId, me.id);
  if (chat.kind !== 'one_on_one') return;
  const [members, contacts] = await Promise.all([deps.repo.members([chatId]), contactsOf(deps, me)]);
  const other = members.map((m) => m.id).filter((id) => id !== me.id);
  if (!contacts.some((c) => other.includes(c.id))) throw forbidden(CHAT_MESSAGES.readOnly);
}

/** Messages whose receipts changed, as their senders now see them. */
export async function messagesNow(deps: ChatDeps, ids: string[]): Promise<TChatMessage[]> {
  return (await deps.repo.messagesById([...new Set(ids)])).map((m) => toMessage(m));
}

/**
 * Marks receipts delivered; answers the messages this made delivered to every recipient, as their
 * senders hear it. One still waiting for some recipient has nothing new to say (its status stays
 * 'sent'), so a group message is announced once, not once per batch of receipts.
 */
export async function markDelivered(deps: ChatDeps, receipts: { userId: string; messageId: string }[]) {
  return (await deps.repo.markReceiptsDelivered(receipts))
    .map((m) => ({ messageId: m.id, chatId: m.chatId, senderId: m.senderId, status: statusOf(m) }))
    .filter((m) => m.status !== 'sent');
}

/** messageSeen: this message and every earlier one of the chat are seen by the user. */
export async function markSeen(deps: ChatDeps, me: ChatActor, input: TMessageSeen) {
  self(me, input.userId);
  await requireMember(deps, input.chatId, me.id);
  const target = await deps.repo.messageInChat(input.messageId, input.chatId);
  if (!target) throw AppError.badRequest(CHAT_MESSAGES.badRequest);
  const changed = await deps.repo.markSeen(me.id, input.chatId, target.seq);
  const [unread] = await deps.repo.unread(me.id, input.chatId);
  return { changed: await messagesNow(deps, changed), unreadCount: unread?.unreadCount ?? 0 };
}

/** createOneOnOneChat: with someone the user may message; the existing chat when there is one. */
export async function createOneOnOne(deps: ChatDeps, me: ChatActor, input: TCreateOneOnOne) {
  self(me, input.senderId);
  if (input.receiverId === me.id) throw forbidden(CHAT_MESSAGES.notAllowed);
  const contacts = await contactsOf(deps, me);
  if (!contacts.some((c) => c.id === input.receiverId)) throw forbidden(CHAT_MESSAGES.notAllowed);
  const { id, created } = await deps.repo.oneOnOne(me.id, input.receiverId);
  return { chatId: id, created, members: [me.id, input.receiverId] };
}

/** createGroupChat: an agency groups its own agents under a name; the agency is the admin. */
export async function createGroup(deps: ChatDeps, me: ChatActor, input: z.output<typeof ZCreateGroup>) {
  self(me, input.createdBy);
  if (me.role !== 'agency') throw forbidden(CHAT_MESSAGES.notAgency);
  const agencyId = await ownAgency(deps, me, input.agencyId);
  const members = await allowedMembers(deps, me, input.participants);
  const chatId = await deps.repo.createGroup({
    agencyId,
    adminId: me.id,
    name: input.name,
    memberIds: members,
  });
  return { chatId, members: [me.id, ...members] };
}

async function allowedMembers(deps: ChatDeps, me: ChatActor, ids: string[]) {
  const contacts = new Set((await contactsOf(deps, me)).map((c) => c.id));
  const wanted = [...new Set(ids.filter((id) => id !== me.id))];
  if (wanted.length === 0) throw AppError.badRequest(CHAT_MESSAGES.groupMembers);
  if (wanted.some((id) => !contacts.has(id))) throw forbidden(CHAT_MESSAGES.notAllowed);
  return wanted;
}

async function requireGroup(deps: ChatDeps, chatId: string, userId: string) {
  const chat = await requireMember(deps, chatId, userId);
  if (chat.kind !== 'group') throw AppError.badRequest(CHAT_MESSAGES.notGroup);
  return chat;
}

/** updateGroup: the admin renames the group and sets its members (from the admin's own contacts). */
export async function updateGroup(deps: ChatDeps, me: ChatActor, input: z.output<typeof ZUpdateGroup>) {
  self(me, input.adminId);
  const chat = await requireGroup(deps, input.chatId, me.id);
  if (chat.adminId !== me.id) throw forbidden(CHAT_MESSAGES.notAdmin);
  const members = await allowedMembers(deps, me, input.members);
  const removed = await deps.repo.updateGroup({
    chatId: chat.id,
    adminId: me.id,
    name: input.groupName,
    memberIds: members,
  });
  if (!removed) throw forbidden(CHAT_MESSAGES.notAdmin);
  return { removed, members: [me.id, ...members] };
}

/** Groups a user left, as their remaining members now see them (for `groupMemberLeft`). */
export async function afterLeaving(deps: ChatDeps, left: GroupLeft[]) {
  const members = await deps.repo.members(left.filter((g) => !g.deleted).map((g) => g.chatId));
  const online = await deps.presence.online([...new Set(members.map((m) => m.id))]);
  return left.map((group) => ({
    ...group,
    participants: members.filter((m) => m.chatId === group.chatId).map((m) => toChatUser(m, online)),
  }));
}

/** leaveGroup: a member leaves; when the admin leaves, the longest-standing member becomes admin. */
export async function leaveGroup(deps: ChatDeps, me: ChatActor, input: { chatId: string; userId: string }) {
  self(me, input.userId);
  await requireGroup(deps, input.chatId, me.id);
  const result = await deps.repo.leaveGroup(input.chatId, me.id);
  if (!result) throw forbidden(CHAT_MESSAGES.notMember);
  const [change] = await afterLeaving(deps, [result]);
  return change!;
}

/** deleteChat: a one-on-one chat by either member, a group by its admin; gone for every member. */
export async function deleteChat(deps: ChatDeps, me: ChatActor, input: { chatId: string; userId: string }) {
  self(me, input.userId);
  const chat = await requireMember(deps, input.chatId, me.id);
  if (chat.kind === 'group' && chat.adminId !== me.id) throw forbidden(CHAT_MESSAGES.notAdmin);
  return deps.repo.deleteChat(input.chatId);
}
