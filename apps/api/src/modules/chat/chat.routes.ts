import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZChat,
  ZChatAgentsQuery,
  ZChatMessage,
  ZChatMessagesQuery,
  ZChatParams,
  ZChatUser,
  ZChatUserParams,
  ZChatUsersQuery,
} from '@immora/shared/chat';
import { fails, ok, okData } from '../../lib/reply.ts';
import { chatRepository } from './chat.repository.ts';
import { agencyChatUsers, agentChatUsers, listChats, listMessages } from './chat.service.ts';

const tags = ['chat'];

/**
 * The chat's REST calls of spec 2 §7 (decision 036): whom one may chat with, one's chats and a
 * chat's messages. Everything else goes over Socket.IO (realtime/chat-events.ts). Agents and
 * agencies with an active subscription (the chat pages are gated); only members read a chat.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { repo: chatRepository(app.database.db), presence: app.chatPresence };
  const guard = [app.requireRole('individual', 'agency'), app.requireSubscription];
  const me = (auth: { id: string; role: 'buyer' | 'pseller' | 'individual' | 'agency' } | null) => auth!;

  app.get(
    '/chat/chatusers',
    {
      onRequest: guard,
      schema: {
        operationId: 'chat.listChatUsers',
        tags,
        summary: "An agency's chat users: its agents (only the agency's own id; 403 otherwise)",
        querystring: ZChatUsersQuery,
        response: { 200: ok(z.array(ZChatUser)) },
      },
    },
    async (request) => okData(await agencyChatUsers(deps, me(request.auth), request.query.agencyId)),
  );

  app.get(
    '/chat/agents',
    {
      onRequest: guard,
      schema: {
        operationId: 'chat.listAgents',
        tags,
        summary: 'Whom an agent may message: its agency and the agency’s other agents (only one’s own id)',
        querystring: ZChatAgentsQuery,
        response: { 200: ok(z.array(ZChatUser)) },
      },
    },
    async (request) => okData(await agentChatUsers(deps, me(request.auth), request.query.agentId)),
  );

  app.get(
    '/chat/chats/:userId',
    {
      onRequest: guard,
      schema: {
        operationId: 'chat.listChats',
        tags,
        summary: 'The signed-in user’s chats, most recently active first, with last message and unread count',
        params: ZChatUserParams,
        response: { 200: ok(z.array(ZChat)) },
      },
    },
    async (request) => okData(await listChats(deps, me(request.auth), request.params.userId)),
  );

  app.get(
    '/chat/messages/:chatId',
    {
      onRequest: guard,
      schema: {
        operationId: 'chat.listMessages',
        tags,
        summary:
          'A page of a chat’s messages, oldest first: the newest ones, or those before the `before` message (members only: 403 for a chat one is not in, 404 for an unknown one)',
        params: ZChatParams,
        querystring: ZChatMessagesQuery,
        response: { 200: ok(z.array(ZChatMessage)), ...fails(404) },
      },
    },
    async (request) => okData(await listMessages(deps, me(request.auth), request.params.chatId, request.query)),
  );
};
