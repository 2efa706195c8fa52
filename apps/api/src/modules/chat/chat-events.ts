import type { GroupLeft } from './chat.repository.ts';

/**
 * What other modules announce to the chat, and nothing about how: `realtime/chat-announcements.ts`
 * tells the members over Socket.IO. The database holds the truth, so a lost announcement costs a
 * client nothing but a refetch.
 */
export type ChatEvents = {
  /** A user left these groups without a chat event of their own (their agency kicked them out). */
  groupsLeft: (userId: string, groups: GroupLeft[]) => void;
};
