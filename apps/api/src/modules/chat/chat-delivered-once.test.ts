import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/account-factories.ts';
import { createTestDatabase, onPostgres } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { chatRepository } from './chat.repository.ts';
import { markDelivered, type ChatDeps } from './chat.service.ts';

let database: Database;
let deps: ChatDeps;
beforeAll(async () => {
  database = await createTestDatabase();
  deps = { repo: chatRepository(database.db), presence: { online: async () => new Set() } };
});
afterAll(async () => database?.close());

describe('receipts recorded by two nodes at once', () => {
  it(`announce a group message delivered exactly once, when its last receipt is in${onPostgres ? ' (PostgreSQL: two connections)' : ''}`, async () => {
    const owner = await createAccount(database, { role: 'agency' });
    const [agency] = await database.db
      .insert(agencies)
      .values({ ownerId: owner.id, name: 'Leie Vastgoed', email: owner.email, phone: '092001122', address: 'Kouter 1' })
      .returning();
    const a = await createAccount(database, { role: 'individual' });
    const b = await createAccount(database, { role: 'individual' });
    const chatId = await deps.repo.createGroup({
      agencyId: agency!.id,
      adminId: owner.id,
      name: 'Team Gent',
      memberIds: [a.id, b.id],
    });
    for (let i = 0; i < 20; i += 1) {
      const { message } = await deps.repo.send({
        chatId,
        senderId: owner.id,
        clientMessageId: `once-${i}`,
        content: `Bericht ${i}`,
      });
      // a's receipt recorded by one node, b's by the other, at the same moment.
      const [byA, byB] = await Promise.all([
        markDelivered(deps, [{ userId: a.id, messageId: message.id }]),
        markDelivered(deps, [{ userId: b.id, messageId: message.id }]),
      ]);
      expect([...byA, ...byB], `message ${i}`).toEqual([
        { messageId: message.id, chatId, senderId: owner.id, status: 'delivered' },
      ]);
      // Recording a receipt again changes nothing and says nothing.
      expect(await markDelivered(deps, [{ userId: a.id, messageId: message.id }])).toEqual([]);
    }
  });
});
