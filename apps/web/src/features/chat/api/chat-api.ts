import type { TChat, TChatMessage, TChatUser } from '@immora/shared/chat';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/chat/chats/{userId} (chat.listChats): the user's chats, most recently active first. */
export const fetchChats = (userId: string) => apiGet<TChat[]>(`/api/chat/chats/${encodeURIComponent(userId)}`);

/** GET /api/chat/messages/{chatId} (chat.listMessages): the newest page, or the page before a message. */
export const fetchMessages = (chatId: string, before?: string) =>
  apiGet<TChatMessage[]>(`/api/chat/messages/${encodeURIComponent(chatId)}`, { before });

/**
 * Whom the user may chat with: an agency's agents (GET /api/chat/chatusers?agencyId=, the agency
 * account's id) or an agent's agency and colleagues (GET /api/chat/agents?agentId=).
 */
export const fetchChatUsers = (role: string, userId: string) =>
  role === 'agency'
    ? apiGet<TChatUser[]>('/api/chat/chatusers', { agencyId: userId })
    : apiGet<TChatUser[]>('/api/chat/agents', { agentId: userId });
