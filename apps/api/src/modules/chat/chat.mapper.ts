import type { TChat, TChatMessage, TChatUser, TMessageStatus } from '@immora/shared/chat';
import { personShownAs } from '@immora/shared/account-closure';
import type { TLanguage } from '@immora/shared/languages';
import type { ChatRow, MessageRow, PersonRow } from './chat.repository.ts';

export function toChatUser(p: PersonRow, online: Set<string>, language: TLanguage = 'en'): TChatUser {
  return {
    id: p.id,
    _id: p.id,
    name: personShownAs(p, language),
    first_name: p.closed ? '' : p.firstName,
    last_name: p.closed ? '' : p.lastName,
    profilePicture: p.closed ? null : p.profilePicture,
    isOnline: online.has(p.id),
  };
}

/** Sent, then delivered when every recipient's tab received it, then seen when every recipient read it. */
export function statusOf(m: { recipients: number; delivered: number; seen: number }): TMessageStatus {
  if (m.recipients === 0) return 'sent';
  if (m.seen >= m.recipients) return 'seen';
  return m.delivered >= m.recipients ? 'delivered' : 'sent';
}

export function toMessage(m: MessageRow, language: TLanguage = 'en'): TChatMessage {
  return {
    id: m.id,
    _id: m.id,
    chat: m.chatId,
    sender: {
      id: m.senderId,
      _id: m.senderId,
      name: personShownAs(
        { firstName: m.senderFirstName, lastName: m.senderLastName, closed: m.senderClosed },
        language,
      ),
    },
    content: m.content,
    clientMessageId: m.clientMessageId,
    seenBy: m.seenBy,
    status: statusOf({ ...m, seen: m.seenBy.length }),
    createdAt: new Date(m.createdAt).toISOString(),
  };
}

/** A chat as one viewer sees it: a one-on-one chat is named after the other person. */
export function toChat(input: {
  chat: ChatRow;
  viewerId: string;
  members: PersonRow[];
  online: Set<string>;
  last: MessageRow | undefined;
  unread: number;
  language: TLanguage;
}): TChat {
  const { chat, viewerId, members, language } = input;
  const other = members.find((m) => m.id !== viewerId);
  const name = chat.kind === 'group' ? (chat.name ?? '') : other ? personShownAs(other, language) : '';
  return {
    id: chat.id,
    _id: chat.id,
    isGroupChat: chat.kind === 'group',
    name,
    participants: members.map((m) => toChatUser(m, input.online, language)),
    groupAdmin: chat.adminId,
    lastMessage: input.last ? toMessage(input.last, language) : null,
    unreadMessages: input.unread,
  };
}
