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
import { ok, okData } from '../../lib/reply.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { chatRepository } from './chat.repository.ts';
import { agencyChatUsers, agentChatUsers, listChats, listMessages, type ChatActor } from './chat.service.ts';
import { marketplaceRole } from '../../lib/staff-refusal.ts';

/**
 * The chat's REST calls of spec 2 §7 (decision 036): whom one may chat with, one's chats and a
 * chat's messages. Everything else goes over Socket.IO (realtime/chat-events.ts). Agents and
 * agencies with an active subscription (the chat pages are gated); only members read a chat.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const deps = { repo: chatRepository(app.database.db), presence: app.chatPresence };
  const guard = [app.requireRole('individual', 'agency'), app.requireSubscription];
  // The reader's language names closed accounts 'Former user' in it (decision 061).
  const me = (auth: AuthUser | null): ChatActor => ({
    id: auth!.id,
    role: marketplaceRole(auth!),
    language: auth!.row.language,
  });

  route.get(
    '/chat/chatusers',
    {
      id: 'chat.listChatUsers',
      summary: "An agency's chat users: its agents (only the agency's own id; 403 otherwise)",
      guard: guard,
      querystring: ZChatUsersQuery,
      response: { 200: ok(z.array(ZChatUser)) },
    },
    async (request) => okData(await agencyChatUsers(deps, me(request.auth), request.query.agencyId)),
  );

  route.get(
    '/chat/agents',
    {
      id: 'chat.listAgents',
      summary: 'Whom an agent may message: its agency and the agency’s other agents (only one’s own id)',
      guard: guard,
      querystring: ZChatAgentsQuery,
      response: { 200: ok(z.array(ZChatUser)) },
    },
    async (request) => okData(await agentChatUsers(deps, me(request.auth), request.query.agentId)),
  );

  route.get(
    '/chat/chats/:userId',
    {
      id: 'chat.listChats',
      summary: 'The signed-in user’s chats, most recently active first, with last message and unread count',
      guard: guard,
      params: ZChatUserParams,
      response: { 200: ok(z.array(ZChat)) },
    },
    async (request) => okData(await listChats(deps, me(request.auth), request.params.userId)),
  );

  route.get(
    '/chat/messages/:chatId',
    {
      id: 'chat.listMessages',
      summary:
        'A page of a chat’s messages, oldest first: the newest ones, or those before the `before` message (members only: 403 for a chat one is not in, 404 for an unknown one)',
      guard: guard,
      params: ZChatParams,
      querystring: ZChatMessagesQuery,
      response: { 200: ok(z.array(ZChatMessage)) },
      fails: [404],
    },
    async (request) => okData(await listMessages(deps, me(request.auth), request.params.chatId, request.query)),
  );
};
