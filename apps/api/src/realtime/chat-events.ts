import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ERROR_CODES } from '@immora/shared/api';
import { STAFF_ROLE } from '@immora/shared/roles';
import {
  CHAT_MESSAGES,
  ZChatAction,
  ZCreateGroup,
  ZCreateOneOnOne,
  ZJoinChat,
  ZMessageSeen,
  ZSendMessage,
  ZUpdateGroup,
  chatRoom,
  userRoom,
  type TChatMessage,
} from '@immora/shared/chat';
import { AppError } from '../lib/errors.ts';
import { chatRepository } from '../modules/chat/chat.repository.ts';
import { sendLimiter } from '../modules/chat/send-limit.ts';
import {
  chatView,
  contactsOf,
  createGroup,
  createOneOnOne,
  deleteChat,
  leaveGroup,
  markSeen,
  missedMessages,
  requireMember,
  sendMessage,
  updateGroup,
  type ChatActor,
  type ChatDeps,
} from '../modules/chat/chat.service.ts';
import { subscriptionsRepository } from '../modules/subscriptions/subscriptions.repository.ts';
import { announceGroupLeft } from './chat-announcements.ts';
import { chatDelivery } from './chat-delivery.ts';
import type { RealtimeServer, RealtimeSocket } from './server.ts';

const CHAT_ROLES = new Set(['individual', 'agency']);

type Answer = { ok: true; [key: string]: unknown } | { ok: false; error: string };
const reply = (ack: unknown, value: Answer) => {
  if (typeof ack === 'function') (ack as (v: Answer) => void)(value);
};

/**
 * The handshake: a client that sends `auth: { token }` is that session's user (a bad or expired
 * token is refused); without one it is a guest, who may follow auctions but not chat. Agents and
 * agencies with an active subscription may chat (the chat pages are gated, like the REST calls).
 */
export function chatHandshake(app: FastifyInstance, io: RealtimeServer) {
  const subscriptions = subscriptionsRepository(app.database.db);
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token) return next();
    try {
      const user = await app.userOfToken(token);
      // Staff have no chat (decision 076): their socket is a guest's.
      if (user.role === STAFF_ROLE) return next();
      const chat = CHAT_ROLES.has(user.role) && (await subscriptions.status(user.id)).isActive;
      socket.data.user = { id: user.id, role: user.role, language: user.row.language };
      socket.data.chat = chat;
      next();
    } catch (err) {
      next(new Error(err instanceof AppError ? err.message : CHAT_MESSAGES.signIn));
    }
  });
}

/** The chat's events of spec 2 §7 in both directions (decision 036). */
export function chatEvents(app: FastifyInstance, io: RealtimeServer, clustered: boolean) {
  const deps: ChatDeps = { repo: chatRepository(app.database.db), presence: app.chatPresence };
  const log = app.log;
  const toUser = (userId: string) => io.to(userRoom(userId));
  const sendLimit = sendLimiter();

  const { deliver, deliveredOnJoin } = chatDelivery(app, io, deps, clustered);
  const announceSeen = (messages: TChatMessage[]) => {
    for (const m of messages) {
      toUser(m.sender.id).emit('messageSeen', { messageId: m.id, chatId: m.chat, seenBy: m.seenBy, status: m.status });
    }
  };
  /** Each member receives the chat as they see it (its name, unread count). */
  const announceChat = async (event: 'oneOnOneChatCreated' | 'groupChatCreated', chatId: string, members: string[]) => {
    for (const member of members) {
      const view = await chatView(deps, chatId, member);
      if (view) toUser(member).emit(event, view);
    }
  };
  /** Everyone who shares a chat with the user or may start one hears when the user comes or goes. */
  const statusToPartners = async (me: ChatActor, isOnline: boolean) => {
    const partners = new Set(await deps.repo.chatPartners(me.id));
    for (const contact of await contactsOf(deps, me)) partners.add(contact.id);
    // One packet for all of them (encoded once, one write to each tab).
    if (partners.size) io.to([...partners].map(userRoom)).emit('userStatusUpdate', { userId: me.id, isOnline });
  };

  return (socket: RealtimeSocket) => {
    const user = socket.data.user as ChatActor | undefined;
    const allowed = Boolean(socket.data.chat);

    /** Registers a chat event: its payload checked with the schema, errors answered in the ack. */
    function on<S extends z.ZodType>(
      event: string,
      schema: S,
      handle: (me: ChatActor, payload: z.output<S>) => Promise<Record<string, unknown> | void>,
    ) {
      (socket as unknown as { on: (e: string, f: (...a: unknown[]) => void) => void }).on(event, (...args) => {
        const ack = typeof args.at(-1) === 'function' ? args.pop() : undefined;
        if (!user || !allowed) return reply(ack, { ok: false, error: CHAT_MESSAGES.signIn });
        const parsed = schema.safeParse(args.length > 1 ? args : args[0]);
        if (!parsed.success) {
          return reply(ack, { ok: false, error: parsed.error.issues[0]?.message ?? CHAT_MESSAGES.badRequest });
        }
        handle(user, parsed.data).then(
          (value) => reply(ack, { ok: true, ...(value ?? {}) }),
          (err: unknown) => {
            if (err instanceof AppError) return reply(ack, { ok: false, error: err.message });
            log.error({ err, event }, 'chat event failed');
            reply(ack, { ok: false, error: 'Something went wrong!' });
          },
        );
      });
    }

    if (user && allowed) {
      void socket.join(userRoom(user.id));
      statusToPartners(user, true).catch((err: unknown) => log.error({ err }, 'presence not sent'));
      socket.on('disconnect', () => {
        app.chatPresence
          .online([user.id])
          .then((online) => (online.has(user.id) ? undefined : statusToPartners(user, false)))
          .catch((err: unknown) => log.error({ err }, 'presence not sent'));
      });
    }

    const ZUserId = ZChatAction.shape.userId;
    on('join', ZUserId, async (me, userId) => {
      if (userId !== me.id) throw AppError.forbidden(CHAT_MESSAGES.notYou);
      await socket.join(userRoom(me.id));
      // Whatever reached none of the user's tabs until now is delivered to this one (it reads the lists).
      await deliveredOnJoin(me.id);
      const unread = await deps.repo.unread(me.id);
      socket.emit('unreadMessages', unread);
      return { unread };
    });

    on('joinChat', ZJoinChat, async (me, p) => {
      if (p.userId !== me.id) throw AppError.forbidden(CHAT_MESSAGES.notYou);
      await requireMember(deps, p.chatId, me.id);
      // Opening another chat leaves the current one (spec 2 §4).
      for (const room of socket.rooms)
        if (room.startsWith(chatRoom('')) && room !== chatRoom(p.chatId)) void socket.leave(room);
      await socket.join(chatRoom(p.chatId));
      const messages = await missedMessages(deps, me, p.chatId, p.lastMessageId);
      socket.emit('chatMessages', { chatId: p.chatId, messages });
      return { messages };
    });

    on('leaveChat', ZChatAction.shape.chatId.optional(), async (_me, chatId) => {
      for (const room of socket.rooms) {
        if (chatId ? room === chatRoom(chatId) : room.startsWith(chatRoom(''))) void socket.leave(room);
      }
    });

    on('sendMessage', ZSendMessage, async (me, p) => {
      if (!sendLimit.take(me.id)) throw new AppError(429, ERROR_CODES.tooManyRequests, CHAT_MESSAGES.tooFast);
      const { message, fresh, recipients } = await sendMessage(deps, me, p);
      if (fresh) {
        app.metrics.chatMessage();
        app.trustSignals.messageSent(message.id, me.id);
        socket.to(userRoom(me.id)).emit('messageSent', message);
        deliver(message, recipients);
      }
      return { message };
    });

    on('messageSeen', ZMessageSeen, async (me, p) => {
      const { changed, unreadCount } = await markSeen(deps, me, p);
      app.metrics.chatReceipts('seen', changed.length);
      announceSeen(changed);
      toUser(me.id).emit('unreadMessagesUpdate', { chatId: p.chatId, unreadCount });
    });

    on('createOneOnOneChat', ZCreateOneOnOne, async (me, p) => {
      const { chatId, members } = await createOneOnOne(deps, me, p);
      await announceChat('oneOnOneChatCreated', chatId, members);
      return { chat: await chatView(deps, chatId, me.id) };
    });

    on('createGroupChat', ZCreateGroup, async (me, p) => {
      const { chatId, members } = await createGroup(deps, me, p);
      await announceChat('groupChatCreated', chatId, members);
      return { chat: await chatView(deps, chatId, me.id) };
    });

    on('updateGroup', ZUpdateGroup, async (me, p) => {
      const { removed, members } = await updateGroup(deps, me, p);
      const chat = await chatView(deps, p.chatId, me.id);
      const change = {
        chatId: p.chatId,
        participants: chat?.participants ?? [],
        groupName: chat?.name ?? p.groupName,
        newAdmin: chat?.groupAdmin ?? null,
        removed,
      };
      io.to([...members, ...removed].map(userRoom)).emit('groupUpdated', change);
      if (removed.length) io.in(removed.map(userRoom)).socketsLeave(chatRoom(p.chatId));
      return { chat };
    });

    on('leaveGroup', ZChatAction, async (me, p) => {
      announceGroupLeft(io, me.id, await leaveGroup(deps, me, p));
    });

    on('deleteChat', ZChatAction, async (me, p) => {
      const members = await deleteChat(deps, me, p);
      if (members.length) io.to(members.map(userRoom)).emit('chatDeleted', { chatId: p.chatId });
      io.in(members.map(userRoom)).socketsLeave(chatRoom(p.chatId));
    });
  };
}
