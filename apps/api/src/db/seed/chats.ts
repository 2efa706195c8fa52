import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../schema/index.ts';
import { createRng } from './random.ts';

type Tx = PgDatabase<PgQueryResultHKT, typeof schema>;
type Input = { agencyId: string; ownerId: string; agentIds: string[]; demoAgentId: string; now?: Date };

const LINES: [from: 'owner' | 'agent', text: string][] = [
  ['owner', 'Hi! Could you take the viewing on Kouter on Saturday at 10:00?'],
  ['agent', 'Yes, I can. Are the keys at the office?'],
  ['owner', 'They are at the front desk. The buyers are a couple relocating from Leuven.'],
  ['agent', 'Perfect, I will bring the EPC certificate and the floor plans.'],
  ['owner', 'Thanks. Let me know how it goes.'],
  ['agent', 'Viewing done: they liked it a lot and want a second visit next week.'],
];

/**
 * Demo chats (decision 036): the demo agency with two of its agents (the last messages unread by
 * the agency), a group of its team, and the demo agent with the agency. Ids come from a generator
 * of their own, so the rest of the seed draws the same numbers as before.
 */
export async function seedChats(tx: Tx, input: Input) {
  const rng = createRng('seed-chats');
  const now = input.now ?? new Date();
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const chats: (typeof schema.chats.$inferInsert)[] = [];
  const members: (typeof schema.chatMembers.$inferInsert)[] = [];
  const messages: (typeof schema.chatMessages.$inferInsert)[] = [];
  const receipts: (typeof schema.chatReceipts.$inferInsert)[] = [];

  const conversation = (other: string, startMinutesAgo: number, unreadAtEnd: number) => {
    const id = rng.uuid();
    chats.push({
      id,
      kind: 'one_on_one',
      pairKey: [input.ownerId, other].sort().join(':'),
      createdAt: at(startMinutesAgo + 5),
    });
    members.push({ chatId: id, userId: input.ownerId }, { chatId: id, userId: other });
    LINES.forEach(([from, content], i) => {
      const messageId = rng.uuid();
      const senderId = from === 'owner' ? input.ownerId : other;
      const recipient = from === 'owner' ? other : input.ownerId;
      const createdAt = at(startMinutesAgo - i * 7);
      const unread = i >= LINES.length - unreadAtEnd;
      messages.push({ id: messageId, chatId: id, senderId, clientMessageId: `seed-${messageId}`, content, createdAt });
      receipts.push({
        messageId,
        userId: recipient,
        chatId: id,
        deliveredAt: createdAt,
        seenAt: unread ? null : createdAt,
      });
    });
  };
  const [first, second, ...rest] = input.agentIds;
  if (first) conversation(first, 90, 1);
  if (second) conversation(second, 600, 0);
  conversation(input.demoAgentId, 1_500, 0);

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
