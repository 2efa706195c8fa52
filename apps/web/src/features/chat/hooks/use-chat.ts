import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { CHAT_MESSAGES, MESSAGES_PAGE, type TChat, type TChatMessage, type TChatUser } from '@immora/shared/chat';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@immora/shared/realtime';
import { fetchChats, fetchChatUsers, fetchMessages } from '../api/chat-api.ts';
import { canWrite, mergeMessages, unseenFromOthers, upsertChat } from '../utils/chat-state.ts';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Thread = { messages: TChatMessage[]; hasOlder: boolean };
export type ChatSession = { id: string; role: string; token: string };

const SEND_TIMEOUT_MS = 10_000;
// Fetch failures are logged only (spec 2 §8).
const logged = (error: unknown) => console.error(error);

/**
 * The chat engine of the chat page: REST for lists and older pages, Socket.IO (loaded on demand)
 * for everything live. After every (re)connection it rejoins, refetches the chats and asks the open
 * chat for what came after its last message, so nothing is missed and nothing shows twice.
 */
export function useChat(session: ChatSession, onRefused: (error?: string) => void = () => undefined) {
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  const [connected, setConnected] = useState(false);
  const [chats, setChats] = useState<TChat[] | null>(null);
  const [contacts, setContacts] = useState<TChatUser[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [threads, setThreads] = useState<Record<string, Thread>>({});
  const [online, setOnline] = useState<Record<string, boolean>>({});
  const selected = useRef<string | null>(null);
  const threadsRef = useRef(threads);
  useEffect(() => {
    threadsRef.current = threads;
    selected.current = selectedId;
  }, [threads, selectedId]);

  const refreshChats = useCallback(() => {
    fetchChats(session.id).then(setChats, logged);
    fetchChatUsers(session.role, session.id).then(setContacts, logged);
  }, [session.id, session.role]);

  const addMessages = useCallback((chatId: string, incoming: TChatMessage[], hasOlder?: boolean) => {
    setThreads((all) => {
      const current = all[chatId];
      if (!current && hasOlder === undefined) return all;
      return {
        ...all,
        [chatId]: {
          messages: mergeMessages(current?.messages ?? [], incoming),
          hasOlder: hasOlder ?? current?.hasOlder ?? false,
        },
      };
    });
    const last = incoming.at(-1);
    if (last) {
      setChats((list) => {
        const chat = list?.find((c) => c.id === chatId);
        if (!list || !chat) return list;
        const newer = !chat.lastMessage || chat.lastMessage.createdAt < last.createdAt;
        return newer ? upsertChat(list, { ...chat, lastMessage: last }) : list;
      });
    }
  }, []);

  const patchMessage = useCallback((chatId: string, id: string, patch: Partial<TChatMessage>) => {
    setThreads((all) => {
      const thread = all[chatId];
      if (!thread) return all;
      return {
        ...all,
        [chatId]: { ...thread, messages: thread.messages.map((m) => (m.id === id ? { ...m, ...patch } : m)) },
      };
    });
    setChats(
      (list) =>
        list?.map((c) => (c.lastMessage?.id === id ? { ...c, lastMessage: { ...c.lastMessage, ...patch } } : c)) ??
        list,
    );
  }, []);

  const dropChat = useCallback((chatId: string) => {
    setChats((list) => list?.filter((c) => c.id !== chatId) ?? list);
    if (selected.current === chatId) setSelectedId(null);
  }, []);

  useEffect(() => {
    let live: ChatSocket | null = null;
    let cancelled = false;
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      const s: ChatSocket = io({ path: SOCKET_PATH, auth: { token: session.token } });
      live = s;
      s.on('connect', () => {
        setConnected(true);
        s.emit('join', session.id, () => undefined);
        refreshChats();
        const open = selected.current;
        if (open) {
          const last = threadsRef.current[open]?.messages.at(-1)?.id;
          s.emit(
            'joinChat',
            { chatId: open, userId: session.id, ...(last ? { lastMessageId: last } : {}) },
            () => undefined,
          );
        }
      });
      s.on('disconnect', () => setConnected(false));
      s.on('receiveMessage', (message, ack) => {
        ack(true);
        addMessages(message.chat, [message]);
        setChats((list) => {
          if (list && !list.some((c) => c.id === message.chat)) refreshChats();
          return list;
        });
      });
      s.on('messageSent', (message) => addMessages(message.chat, [message]));
      s.on('messageDelivered', ({ chatId, messageId, status }) => patchMessage(chatId, messageId, { status }));
      s.on('messageSeen', ({ chatId, messageId, status, seenBy }) =>
        patchMessage(chatId, messageId, { status, seenBy }),
      );
      s.on('unreadMessages', (list) =>
        setChats(
          (all) =>
            all?.map((c) => ({ ...c, unreadMessages: list.find((u) => u.chatId === c.id)?.unreadCount ?? 0 })) ?? all,
        ),
      );
      s.on('unreadMessagesUpdate', ({ chatId, unreadCount }) =>
        setChats((all) => all?.map((c) => (c.id === chatId ? { ...c, unreadMessages: unreadCount } : c)) ?? all),
      );
      s.on('chatMessages', ({ chatId, messages }) => addMessages(chatId, messages, messages.length >= MESSAGES_PAGE));
      const upsert = (chat: TChat) => setChats((list) => (list ? upsertChat(list, chat) : [chat]));
      s.on('oneOnOneChatCreated', upsert);
      s.on('groupChatCreated', upsert);
      s.on('groupMemberLeft', ({ chatId, userId, participants, newAdmin }) => {
        if (userId === session.id) return dropChat(chatId);
        setChats(
          (list) => list?.map((c) => (c.id === chatId ? { ...c, participants, groupAdmin: newAdmin } : c)) ?? list,
        );
      });
      s.on('groupUpdated', ({ chatId, participants, groupName, newAdmin }) => {
        if (!participants.some((p) => p.id === session.id)) return dropChat(chatId);
        setChats((list) => {
          if (list && !list.some((c) => c.id === chatId)) refreshChats();
          return (
            list?.map((c) => (c.id === chatId ? { ...c, participants, name: groupName, groupAdmin: newAdmin } : c)) ??
            list
          );
        });
      });
      s.on('chatDeleted', ({ chatId }) => dropChat(chatId));
      s.on('userStatusUpdate', ({ userId, isOnline }) => setOnline((all) => ({ ...all, [userId]: isOnline })));
      setSocket(s);
    });
    return () => {
      cancelled = true;
      live?.disconnect();
    };
  }, [session.id, session.token, refreshChats, addMessages, patchMessage, dropChat]);

  // The open chat's messages from others are reported seen (spec 2 §4).
  const openThread = selectedId ? threads[selectedId] : undefined;
  useEffect(() => {
    if (!socket || !selectedId || !openThread) return;
    const unseen = unseenFromOthers(openThread.messages, session.id);
    if (unseen)
      socket.emit('messageSeen', { messageId: unseen.id, userId: session.id, chatId: selectedId }, () => undefined);
  }, [socket, selectedId, openThread, session.id]);

  const select = useCallback(
    (chatId: string | null) => {
      selected.current = chatId;
      setSelectedId(chatId);
      if (!socket) return;
      if (!chatId) return socket.emit('leaveChat', undefined, () => undefined);
      socket.emit('joinChat', { chatId, userId: session.id }, () => undefined);
    },
    [socket, session.id],
  );

  const send = useCallback(
    (content: string) => {
      const chatId = selected.current;
      if (!chatId || !socket) {
        console.error(CHAT_MESSAGES.noChatSelected);
        return;
      }
      const payload = { senderId: session.id, chatId, content, clientMessageId: crypto.randomUUID() };
      // A resend after a timeout carries the same client id: the server stores it once.
      const attempt = (left: number) =>
        socket.timeout(SEND_TIMEOUT_MS).emit('sendMessage', payload, (err, answer) => {
          if (err && left > 0) return attempt(left - 1);
          if (err) {
            logged(err);
            return onRefused();
          }
          if (answer.ok) return addMessages(chatId, [answer.message]);
          // The user hears why (the sending limit of decision 043, a chat that became read-only…).
          onRefused(answer.error);
          // The lists show what the user may do now.
          if (answer.error !== CHAT_MESSAGES.tooFast) refreshChats();
        });
      attempt(2);
    },
    [socket, session.id, addMessages, refreshChats, onRefused],
  );

  const loadOlder = useCallback(async () => {
    const chatId = selected.current;
    const first = chatId ? threadsRef.current[chatId]?.messages[0] : undefined;
    if (!chatId || !first) return;
    try {
      const older = await fetchMessages(chatId, first.id);
      addMessages(chatId, older, older.length >= MESSAGES_PAGE);
    } catch (error) {
      logged(error);
    }
  }, [addMessages]);

  /** Runs a chat event and answers its result or throws the server's refusal. */
  const ask = useCallback(
    async <E extends 'createOneOnOneChat' | 'createGroupChat' | 'updateGroup' | 'deleteChat' | 'leaveGroup'>(
      event: E,
      payload: Parameters<ClientToServerEvents[E]>[0],
    ): Promise<{ chat?: TChat }> => {
      if (!socket) throw new Error('offline');
      const answer = (await (socket.emitWithAck as (e: string, p: unknown) => Promise<unknown>)(event, payload)) as
        { ok: true; chat?: TChat } | { ok: false; error: string };
      if (!answer.ok) throw new Error(answer.error);
      return answer;
    },
    [socket],
  );

  const startChat = async (receiverId: string) => {
    const { chat } = await ask('createOneOnOneChat', { senderId: session.id, receiverId });
    if (chat) {
      setChats((list) => upsertChat(list ?? [], chat));
      select(chat.id);
    }
  };
  const createGroup = async (name: string, participants: string[]) => {
    const { chat } = await ask('createGroupChat', { name, agencyId: session.id, participants, createdBy: session.id });
    if (chat) setChats((list) => upsertChat(list ?? [], chat));
  };
  const updateGroup = (chatId: string, groupName: string, members: string[]) =>
    ask('updateGroup', { chatId, adminId: session.id, groupName, members });
  const deleteChat = async (chatId: string) => {
    await ask('deleteChat', { chatId, userId: session.id });
    dropChat(chatId);
  };
  const leaveGroup = async (chatId: string) => {
    await ask('leaveGroup', { chatId, userId: session.id });
    dropChat(chatId);
  };

  const withPresence = (list: TChat[] | null) =>
    list?.map((c) => ({
      ...c,
      participants: c.participants.map((p) => (p.id in online ? { ...p, isOnline: online[p.id]! } : p)),
    })) ?? null;

  return {
    connected,
    chats: withPresence(chats),
    contacts: (contacts ?? []).map((p) => (p.id in online ? { ...p, isOnline: online[p.id]! } : p)),
    canWrite: (chat: TChat) => canWrite(chat, session.id, contacts),
    selectedId,
    thread: openThread,
    select,
    send,
    loadOlder,
    startChat,
    createGroup,
    updateGroup,
    deleteChat,
    leaveGroup,
  };
}

export type ChatEngine = ReturnType<typeof useChat>;
