import type { FastifyInstance } from 'fastify';
import { chatRoom, userRoom, type TChatUser } from '@immora/shared/chat';
import type { ChatEvents } from '../modules/chat/chat-events.ts';
import { chatRepository, type GroupLeft } from '../modules/chat/chat.repository.ts';
import { afterLeaving } from '../modules/chat/chat.service.ts';
import type { RealtimeServer } from './server.ts';

/**
 * A user left a group: the user's tabs leave its room; they and the remaining members hear
 * `groupMemberLeft` (with the admin, a new one when the admin left); when nobody remains, the
 * group is gone and the user hears `chatDeleted`.
 */
export function announceGroupLeft(
  io: RealtimeServer,
  userId: string,
  change: GroupLeft & { participants: TChatUser[] },
) {
  io.in(userRoom(userId)).socketsLeave(chatRoom(change.chatId));
  if (change.deleted) {
    io.to(userRoom(userId)).emit('chatDeleted', { chatId: change.chatId });
    return;
  }
  const left = { chatId: change.chatId, userId, participants: change.participants, newAdmin: change.adminId };
  io.to([userId, ...change.participants.map((p) => p.id)].map(userRoom)).emit('groupMemberLeft', left);
}

/** The chat's side of `app.events`: what other modules announce (modules/chat/chat-events.ts). */
export function chatAnnouncements(app: FastifyInstance, io: RealtimeServer): ChatEvents {
  const deps = { repo: chatRepository(app.database.db), presence: app.chatPresence };
  return {
    groupsLeft: (userId, groups) => {
      if (groups.length === 0) return;
      afterLeaving(deps, groups)
        .then((changes) => changes.forEach((change) => announceGroupLeft(io, userId, change)))
        .catch((err: unknown) => app.log.error({ err }, 'chat announcement not sent'));
    },
  };
}
