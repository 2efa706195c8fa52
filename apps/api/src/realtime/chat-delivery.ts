import type { FastifyInstance } from 'fastify';
import { userRoom, type TChatMessage } from '@immora/shared/chat';
import { markDelivered, type ChatDeps } from '../modules/chat/chat.service.ts';
import { batcher } from './batcher.ts';
import type { RealtimeServer, RealtimeSocket } from './server.ts';

/** socket.io-parser's EVENT packet (what `emit` sends). */
const EVENT_PACKET = 2;
/** Under load, a recipient hears its unread count at most once a second (then the latest); when quiet, at once. */
export const UNREAD_SPACING_MS = 1_000;
/** Under load, receivers' acknowledgements are written together at most every 50 ms; when quiet, at once. */
const DELIVERED_SPACING_MS = 50;

/**
 * How a new message reaches its recipients (decision 066). One packet for all of them: encoded once
 * (with its WebSocket frame) and written once to each of their tabs on this node (the union of their
 * user rooms), each tab's acknowledgement counted for the user of that socket (the server's own
 * record of who it is, never what the client says), so delivered receipts stay exact per member.
 * With Redis, the other nodes get the message once (`serverSideEmit`) and do the same for their
 * tabs; each node records its own tabs' acknowledgements and sends their unread counts.
 */
export function chatDelivery(app: FastifyInstance, io: RealtimeServer, deps: ChatDeps, clustered: boolean) {
  const log = app.log;

  /** Records these receipts delivered; the senders hear the messages every recipient now has. */
  const recordAndAnnounce = async (receipts: { userId: string; messageId: string }[]) => {
    for (const m of await markDelivered(deps, receipts)) {
      io.to(userRoom(m.senderId)).emit('messageDelivered', {
        messageId: m.messageId,
        chatId: m.chatId,
        status: m.status,
      });
    }
  };
  /**
   * Recipients' unread counts after new messages, read for all of them in one statement and sent to
   * their tabs on this node: each (user, chat) hears its latest count once per flush.
   */
  const announceUnread = batcher<{ userId: string; chatId: string }>(
    async (queued) => {
      const pairs = [...new Map(queued.map((p) => [`${p.userId} ${p.chatId}`, p])).values()];
      const counts = new Map(
        (await deps.repo.unreadOfPairs(pairs)).map((u) => [`${u.userId} ${u.chatId}`, u.unreadCount]),
      );
      for (const { userId, chatId } of pairs) {
        const unreadCount = counts.get(`${userId} ${chatId}`) ?? 0;
        io.local.to(userRoom(userId)).emit('unreadMessagesUpdate', { chatId, unreadCount });
      }
    },
    (err) => log.error({ err }, 'unread count not sent'),
    UNREAD_SPACING_MS,
  );
  /** Receipts the recipients' tabs acknowledged, recorded together. */
  const recordDelivered = batcher<{ userId: string; messageId: string }>(
    async (acks) => {
      const receipts = [...new Map(acks.map((r) => [`${r.userId} ${r.messageId}`, r])).values()];
      app.metrics.chatReceipts('delivered', receipts.length);
      await recordAndAnnounce(receipts);
    },
    (err) => log.error({ err }, 'chat delivery not recorded'),
    DELIVERED_SPACING_MS,
  );

  /** To the recipients' tabs on this node. */
  const deliverHere = (message: TChatMessage, recipients: string[]) => {
    const adapter = io.sockets.adapter;
    const here = recipients.filter((id) => adapter.rooms.has(userRoom(id)));
    if (here.length === 0) return;
    adapter.broadcastWithAck(
      { type: EVENT_PACKET, data: ['receiveMessage', message] },
      { rooms: new Set(here.map(userRoom)), except: new Set(), flags: { local: true } },
      () => undefined,
      // Socket.IO calls a tab's acknowledgement with that socket as `this`.
      function (this: RealtimeSocket) {
        const userId = this.data.user?.id;
        if (userId) recordDelivered({ userId, messageId: message.id });
      },
    );
    for (const userId of here) announceUnread({ userId, chatId: message.chat });
  };
  if (clustered) io.on('chatDeliver', deliverHere);

  return {
    /** What reached none of the user's tabs until now is delivered (a tab of theirs has joined). */
    deliveredOnJoin: async (userId: string) => recordAndAnnounce(await deps.repo.undelivered(userId)),
    /** Delivers a new message to every tab of each recipient, on every node. */
    deliver(message: TChatMessage, recipients: string[]) {
      deliverHere(message, recipients);
      if (clustered && recipients.length) io.serverSideEmit('chatDeliver', message, recipients);
    },
  };
}
