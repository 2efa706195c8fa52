import { userRoom } from '@immora/shared/chat';
import type { Presence } from '../modules/chat/chat.service.ts';
import type { RealtimeServer } from './server.ts';

/**
 * Online = at least one live socket of the user, on any node (decision 036). Asked of the adapter
 * (`fetchSockets` of the users' rooms: on one node its memory, with Redis every node answers), so
 * there is no counter to drift when a node or a tab dies: a dead tab's socket times out and leaves
 * its rooms, a dead node stops answering.
 */
export function chatPresence(io: RealtimeServer): Presence {
  return {
    async online(userIds) {
      if (userIds.length === 0) return new Set();
      const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
      return new Set(
        sockets.map((s) => (s.data as { user?: { id: string } }).user?.id).filter((id) => id !== undefined),
      );
    },
  };
}
