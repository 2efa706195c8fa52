import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../schema/index.ts';
import { createRng } from './random.ts';

type Tx = PgDatabase<PgQueryResultHKT, typeof schema>;
type Input = { agencyId: string; ownerId: string; agentIds: string[]; now?: Date };
type Line = [from: 0 | 1, text: string];

const WITH_AGENCY: Line[] = [
  [0, 'Hi! Could you take the viewing on Kouter on Saturday at 10:00?'],
  [1, 'Yes, I can. Are the keys at the office?'],
  [0, 'They are at the front desk. The buyers are a couple relocating from Leuven.'],
  [1, 'Perfect, I will bring the EPC certificate and the floor plans.'],
  [0, 'Thanks. Let me know how it goes.'],
  [1, 'Viewing done: they liked it a lot and want a second visit next week.'],
];
const COLLEAGUES: Line[] = [
  [0, 'Could you cover my 14:00 valuation in Ixelles? I am stuck at the notary.'],
  [1, 'Sure. Send me the address and the owner’s number.'],
  [0, 'Rue du Bailli 12, ground floor. I put the details in the CRM.'],
  [1, 'Got it, I will call them before I leave.'],
];

/**
 * Demo chats (decision 036), only between people the chat's rules let write to each other: the
 * demo agency with two of its agents (the last messages unread by the agency), those two agents
 * with each other, and a group of its team. Independent agents have no chat contacts, so none of
 * theirs. Ids come from a generator of their own, so the rest of the seed draws the same numbers.
 */
export async function seedChats(tx: Tx, input: Input) {
  const rng = createRng('seed-chats');
  const now = input.now ?? new Date();
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const chats: (typeof schema.chats.$inferInsert)[] = [];
  const members: (typeof schema.chatMembers.$inferInsert)[] = [];
  const messages: (typeof schema.chatMessages.$inferInsert)[] = [];
  const receipts: (typeof schema.chatReceipts.$inferInsert)[] = [];

  /** A one-on-one chat; the last `unreadAtEnd` messages are not yet seen by their recipient. */
  const conversation = (pair: [string, string], lines: Line[], startMinutesAgo: number, unreadAtEnd: number) => {
    const id = rng.uuid();
    chats.push({ id, kind: 'one_on_one', pairKey: [...pair].sort().join(':'), createdAt: at(startMinutesAgo + 5) });
    members.push(...pair.map((userId) => ({ chatId: id, userId })));
    lines.forEach(([from, content], i) => {
      const messageId = rng.uuid();
      const createdAt = at(startMinutesAgo - i * 7);
      const unread = i >= lines.length - unreadAtEnd;
      messages.push({
        id: messageId,
        chatId: id,
        senderId: pair[from],
        clientMessageId: `seed-${messageId}`,
        content,
        createdAt,
      });
      receipts.push({
        messageId,
        userId: pair[1 - from]!,
        chatId: id,
        deliveredAt: createdAt,
        seenAt: unread ? null : createdAt,
      });
    });
  };
  const [first, second, ...rest] = input.agentIds;
  if (first) conversation([input.ownerId, first], WITH_AGENCY, 90, 1);
  if (second) conversation([input.ownerId, second], WITH_AGENCY, 600, 0);
  if (first && second) conversation([second, first], COLLEAGUES, 1_500, 0);

  const group = rng.uuid();
  const team = [input.ownerId, ...[first, second, ...rest].filter((x): x is string => Boolean(x)).slice(0, 4)];
  chats.push({
    id: group,
    kind: 'group',
    name: 'Team weekly',
    agencyId: input.agencyId,
    adminId: input.ownerId,
    createdAt: at(3_000),
  });
  team.forEach((userId) => members.push({ chatId: group, userId }));
  const messageId = rng.uuid();
  const createdAt = at(2_900);
  messages.push({
    id: messageId,
    chatId: group,
    senderId: input.ownerId,
    clientMessageId: `seed-${messageId}`,
    content: 'Team meeting moved to Monday 9:00. Please bring your pipeline updates.',
    createdAt,
  });
  team
    .slice(1)
    .forEach((userId) =>
      receipts.push({ messageId, userId, chatId: group, deliveredAt: createdAt, seenAt: createdAt }),
    );

  await tx.insert(schema.chats).values(chats);
  await tx.insert(schema.chatMembers).values(members);
  await tx.insert(schema.chatMessages).values(messages);
  await tx.insert(schema.chatReceipts).values(receipts);
}
