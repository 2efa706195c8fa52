import type { TChat, TChatMessage, TChatUser } from '@immora/shared/chat';

/** Adds messages to a thread once each (by id), in the order they were written. */
export function mergeMessages(current: TChatMessage[], incoming: TChatMessage[]): TChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, { ...byId.get(m.id), ...m });
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** A chat added or replaced, the most recent first. */
export function upsertChat(chats: TChat[], chat: TChat): TChat[] {
  return [chat, ...chats.filter((c) => c.id !== chat.id)];
}

/**
 * The newest message of others when the user has not reported it seen (opening a chat reports it,
 * spec 2 §4; seeing it marks every earlier one seen too).
 */
export function unseenFromOthers(messages: TChatMessage[], selfId: string): TChatMessage | undefined {
  const newest = [...messages].reverse().find((m) => m.sender.id !== selfId);
  return newest && !newest.seenBy.includes(selfId) ? newest : undefined;
}

/**
 * Whether the user may write to a chat: a group they are in, or a one-on-one chat with someone
 * they may still message (after a kick-out it stays readable only, decision 036). Until the
 * contacts have loaded, assumed so (the server decides).
 */
export function canWrite(chat: TChat, selfId: string, contacts: TChatUser[] | null): boolean {
  if (chat.isGroupChat || contacts === null) return true;
  return chat.participants.some((p) => p.id !== selfId && contacts.some((c) => c.id === p.id));
}
