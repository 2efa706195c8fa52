import { describe, expect, it } from 'vitest';
import { matchesChatSearch, type TChat, type TChatMessage } from '@immora/shared/chat';
import { canWrite, mergeMessages, unseenFromOthers } from './chat-state.ts';

const message = (id: string, at: string, sender = 'them', seenBy: string[] = []): TChatMessage => ({
  id,
  _id: id,
  chat: 'c1',
  sender: { id: sender, _id: sender, name: sender },
  content: id,
  clientMessageId: id,
  seenBy,
  status: 'sent',
  createdAt: at,
});
const person = (id: string, first: string, last: string) => ({
  id,
  _id: id,
  name: `${first} ${last}`,
  first_name: first,
  last_name: last,
  profilePicture: null,
  isOnline: false,
});
const chat = (name: string, others: ReturnType<typeof person>[]): TChat => ({
  id: name,
  _id: name,
  isGroupChat: false,
  name,
  participants: [person('me', 'Self', 'User'), ...others],
  groupAdmin: null,
  lastMessage: null,
  unreadMessages: 0,
});

describe('chat state', () => {
  it('merges a thread without duplicates, oldest first', () => {
    const merged = mergeMessages(
      [message('a', '2026-01-01T10:00:00Z'), message('b', '2026-01-01T10:01:00Z')],
      [
        message('b', '2026-01-01T10:01:00Z'),
        message('c', '2026-01-01T10:02:00Z'),
        message('0', '2026-01-01T09:00:00Z'),
      ],
    );
    expect(merged.map((m) => m.id)).toEqual(['0', 'a', 'b', 'c']);
  });

  it('finds the newest message of others not yet seen', () => {
    const thread = [message('a', '1', 'them'), message('b', '2', 'me'), message('c', '3', 'them', ['me'])];
    expect(unseenFromOthers(thread, 'me')).toBeUndefined();
    expect(unseenFromOthers(thread.slice(0, 2), 'me')?.id).toBe('a');
  });

  it('searches chat name, full name and participant names case-insensitively; empty shows all', () => {
    const chats = [
      chat('Team Gent', [person('x', 'Ines', 'Claes')]),
      chat('Ward Peeters', [person('y', 'Ward', 'Peeters')]),
    ];
    const names = (q: string) => chats.filter((c) => matchesChatSearch(c, q, 'me')).map((c) => c.name);
    expect(names('')).toEqual(['Team Gent', 'Ward Peeters']);
    expect(names('TEAM')).toEqual(['Team Gent']);
    expect(names('ines claes')).toEqual(['Team Gent']);
    expect(names('peet')).toEqual(['Ward Peeters']);
    expect(names('self')).toEqual([]);
  });

  it('keeps a one-on-one chat with someone no longer a contact readable only; groups stay writable', () => {
    const ward = person('y', 'Ward', 'Peeters');
    const direct = chat('Ward Peeters', [ward]);
    expect(canWrite(direct, 'me', [ward])).toBe(true);
    expect(canWrite(direct, 'me', [])).toBe(false);
    // Until the contacts have loaded the server decides.
    expect(canWrite(direct, 'me', null)).toBe(true);
    expect(canWrite({ ...direct, isGroupChat: true }, 'me', [])).toBe(true);
  });
});
