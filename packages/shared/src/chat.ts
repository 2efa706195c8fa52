import { z } from 'zod';

/**
 * Chat (spec 2 §3 Chat / Message, §4 message states, §5, §6, §7; decision 036): one-on-one and
 * group chats over REST (/api/chat) and Socket.IO (the events below, names and payloads as in §7).
 */
export const CHAT_MESSAGES = {
  noChatSelected: 'Cannot send message: selected chat is undefined',
  notMember: 'You are not a member of this chat.',
  notFound: 'This chat does not exist.',
  notYou: 'You can only act as yourself.',
  notAllowed: 'You cannot chat with this user.',
  readOnly: 'You can no longer send messages in this chat.',
  notAdmin: 'Only the group admin can do this.',
  notGroup: 'This is not a group chat.',
  notAgency: 'Only an agency can create group chats.',
  badAgency: 'You can only create groups of your own agency.',
  groupName: 'Please enter a group name.',
  groupMembers: 'Please choose at least one member.',
  content: 'Please type a message.',
  tooLong: 'A message can be at most 4000 characters long.',
  signIn: 'Please sign in to chat.',
  badRequest: 'This request is not valid.',
  tooFast: 'You are sending messages too quickly. Please wait a moment and try again.',
} as const;

export const MESSAGE_STATUSES = ['sent', 'delivered', 'seen'] as const;
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_MAX = 4000;
export const MESSAGES_PAGE = 50;

const id = z.uuid(CHAT_MESSAGES.badRequest);

/** A person one may chat with (GET /api/chat/chatusers, /api/chat/agents) and a chat's participant. */
export const ZChatUser = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profilePicture: z.string().nullable(),
  isOnline: z.boolean(),
});
export type TChatUser = z.infer<typeof ZChatUser>;

export const ZChatMessage = z.object({
  id: z.string(),
  _id: z.string(),
  chat: z.string(),
  sender: z.object({ id: z.string(), _id: z.string(), name: z.string() }),
  content: z.string(),
  clientMessageId: z.string(),
  seenBy: z.array(z.string()),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChat = z.object({
  id: z.string(),
  _id: z.string(),
  isGroupChat: z.boolean(),
  name: z.string(),
  participants: z.array(ZChatUser),
  groupAdmin: z.string().nullable(),
  lastMessage: ZChatMessage.nullable(),
  unreadMessages: z.number().int(),
});
export type TChat = z.infer<typeof ZChat>;

export const ZChatUsersQuery = z.object({ agencyId: id });
export const ZChatAgentsQuery = z.object({ agentId: id });
export const ZChatUserParams = z.object({ userId: id });
export const ZChatParams = z.object({ chatId: id });
/** Messages come newest page first; `before` (a message id) reads the page older than it. */
export const ZChatMessagesQuery = z.object({
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE),
});

// ── Socket.IO payloads (client → server), spec 2 §7 ──
const content = z
  .string(CHAT_MESSAGES.content)
  .trim()
  .min(1, CHAT_MESSAGES.content)
  .max(MESSAGE_MAX, CHAT_MESSAGES.tooLong);
export const ZJoinChat = z.object({ chatId: id, userId: id, lastMessageId: id.optional() });
export const ZSendMessage = z.object({
  senderId: id,
  chatId: z.uuid(CHAT_MESSAGES.noChatSelected),
  content,
  /** Chosen by the client once per message: a resend with the same id stores and delivers nothing twice. */
  clientMessageId: z.string().min(8).max(64),
});
export const ZMessageSeen = z.object({ messageId: id, userId: id, chatId: id });
export const ZCreateOneOnOne = z.object({ senderId: id, receiverId: id });
export const ZCreateGroup = z.object({
  name: z.string(CHAT_MESSAGES.groupName).trim().min(1, CHAT_MESSAGES.groupName).max(80),
  agencyId: id,
  participants: z.array(id).min(1, CHAT_MESSAGES.groupMembers).max(200),
  createdBy: id,
});
export const ZUpdateGroup = z.object({
  chatId: id,
  adminId: id,
  groupName: z.string(CHAT_MESSAGES.groupName).trim().min(1, CHAT_MESSAGES.groupName).max(80),
  members: z.array(id).min(1, CHAT_MESSAGES.groupMembers).max(200),
});
export const ZChatAction = z.object({ chatId: id, userId: id });

export type TJoinChat = z.infer<typeof ZJoinChat>;
export type TSendMessage = z.infer<typeof ZSendMessage>;
export type TMessageSeen = z.infer<typeof ZMessageSeen>;
export type TCreateOneOnOne = z.infer<typeof ZCreateOneOnOne>;
export type TCreateGroup = z.input<typeof ZCreateGroup>;
export type TUpdateGroup = z.input<typeof ZUpdateGroup>;
export type TChatAction = z.infer<typeof ZChatAction>;

export type ChatAck<T> = ({ ok: true } & T) | { ok: false; error: string };
type Ack<T> = (answer: ChatAck<T>) => void;

export type ChatClientEvents = {
  join: (userId: string, ack: Ack<{ unread: TUnread[] }>) => void;
  joinChat: (payload: TJoinChat, ack: Ack<{ messages: TChatMessage[] }>) => void;
  leaveChat: (chatId: string | undefined, ack: Ack<object>) => void;
  sendMessage: (payload: TSendMessage, ack: Ack<{ message: TChatMessage }>) => void;
  messageSeen: (payload: TMessageSeen, ack: Ack<object>) => void;
  createOneOnOneChat: (payload: TCreateOneOnOne, ack: Ack<{ chat: TChat }>) => void;
  createGroupChat: (payload: TCreateGroup, ack: Ack<{ chat: TChat }>) => void;
  updateGroup: (payload: TUpdateGroup, ack: Ack<{ chat: TChat }>) => void;
  deleteChat: (payload: TChatAction, ack: Ack<object>) => void;
  leaveGroup: (payload: TChatAction, ack: Ack<object>) => void;
};

export type TUnread = { chatId: string; unreadCount: number };
export type TGroupChange = { chatId: string; participants: TChatUser[]; newAdmin: string | null };

export type ChatServerEvents = {
  messageSent: (message: TChatMessage) => void;
  messageDelivered: (p: { messageId: string; chatId: string; status: TMessageStatus }) => void;
  messageSeen: (p: { messageId: string; chatId: string; seenBy: string[]; status: TMessageStatus }) => void;
  /** Acknowledged by the receiving tab: that is what makes the message 'delivered'. */
  receiveMessage: (message: TChatMessage, ack: (received: true) => void) => void;
  unreadMessages: (list: TUnread[]) => void;
  unreadMessagesUpdate: (p: TUnread) => void;
  chatMessages: (p: { chatId: string; messages: TChatMessage[] }) => void;
  oneOnOneChatCreated: (chat: TChat) => void;
  groupChatCreated: (chat: TChat) => void;
  groupMemberLeft: (p: TGroupChange & { userId: string }) => void;
  groupUpdated: (p: TGroupChange & { groupName: string; removed: string[] }) => void;
  /** Not in spec 2 §7 (which shows no event for it): the chat was deleted, every member drops it. */
  chatDeleted: (p: { chatId: string }) => void;
  userStatusUpdate: (p: { userId: string; isOnline: boolean }) => void;
};

export const userRoom = (userId: string) => `user:${userId}`;
export const chatRoom = (chatId: string) => `chat:${chatId}`;

/** Spec 2 §5: case-insensitive on full name, chat name or participant name; empty shows all. */
export function matchesChatSearch(chat: TChat, search: string, selfId: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  const names = [
    chat.name,
    ...chat.participants.filter((p) => p.id !== selfId).flatMap((p) => [p.name, p.first_name, p.last_name]),
  ];
  return names.some((n) => n.toLowerCase().includes(q));
}
