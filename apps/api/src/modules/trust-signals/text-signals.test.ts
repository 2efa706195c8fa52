import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { chatMessages, chats } from '../../db/schema/chat.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { detectMessageSignals } from './detect-signals.ts';
import { listingTextFields, textSignals } from './text-signals.ts';
import { trustSignalsRepository } from './trust-signals.repository.ts';

let database: Database;
let ownerId: string;

async function listingSignals(overrides: Parameters<typeof createProperty>[2]) {
  const row = await createProperty(database, ownerId, overrides);
  return textSignals(listingTextFields((await trustSignalsRepository(database.db).listing(row.id))!), 'listing');
}

beforeAll(async () => {
  database = await createTestDatabase();
  ownerId = (await createUser(database)).id;
});
afterAll(() => database.close());

describe('contact_in_text and payment_words in a listing', () => {
  it('finds payment words and contact details in any language version, naming the field', async () => {
    const signals = await listingSignals({
      language: 'nl',
      description: 'Ruim appartement. Waarborg vooraf storten op BE68 5390 0754 7034.',
      translations: {
        fr: { title: 'Appartement spacieux', description: 'Appelez le 0470/12.34.56 ou marie [at] outlook [dot] fr' },
      },
    });
    expect(signals).toEqual([
      {
        kind: 'contact_in_text',
        severity: 'low',
        evidence: {
          source: 'listing',
          findings: [
            { field: 'translations.fr.description', type: 'phone', match: '0470/12.34.56', value: '+32470123456' },
            {
              field: 'translations.fr.description',
              type: 'email',
              match: 'marie [at] outlook [dot] fr',
              value: 'marie@outlook.fr',
            },
          ],
        },
      },
      {
        kind: 'payment_words',
        severity: 'high',
        evidence: {
          source: 'listing',
          findings: [
            { field: 'description', type: 'iban', match: 'BE68 5390 0754 7034', value: 'BE68539007547034' },
            { field: 'description', type: 'payBeforeViewing', match: 'waarborg vooraf', value: 'waarborg vooraf' },
          ],
        },
      },
    ]);
  });

  it('is medium for a bare advance-payment word (Greek)', async () => {
    const signals = await listingSignals({
      language: 'el',
      description: 'Διαμέρισμα 75 τ.μ., απαιτείται προκαταβολή.',
    });
    expect(signals.map((s) => [s.kind, s.severity])).toEqual([['payment_words', 'medium']]);
  });

  it('stays quiet on an ordinary description full of figures', async () => {
    const signals = await listingSignals({
      description:
        'Appartement de 85 m² au 2e étage, 1000 Bruxelles. Loyer 1.250 €/mois, charges 100 €. Libre au 01/02/2027. ' +
        'Garantie locative de deux mois sur compte bloqué à la signature du bail. PEB C, 20230101-0000123456-01-1.',
    });
    expect(signals).toEqual([]);
  });
});

describe('a first chat message', () => {
  it('is scanned for its sender’s first message in a chat only, at medium for contact details', async () => {
    const [seeker, seller] = [await createUser(database), await createUser(database)];
    const [chat] = await database.db
      .insert(chats)
      .values({ kind: 'one_on_one', pairKey: [seeker.id, seller.id].sort().join(':') })
      .returning();
    const send = async (senderId: string, content: string) =>
      (
        await database.db
          .insert(chatMessages)
          .values({
            chatId: chat!.id,
            senderId,
            clientMessageId: `${senderId}-${content.length}-${Math.random()}`,
            content,
          })
          .returning()
      )[0]!.id;
    const first = await send(seller.id, 'Hello! I am abroad, pay via Western Union and mail me: owner@example.com');
    expect((await detectMessageSignals(database.db, first))[0]!.evidence).toMatchObject({
      source: 'chatMessage',
      messageId: first,
      chatId: chat!.id,
      findings: [{ field: 'content', type: 'transferService', match: 'western union' }],
    });
    expect((await detectMessageSignals(database.db, first)).map((s) => [s.kind, s.severity])).toEqual([
      ['payment_words', 'high'],
      ['contact_in_text', 'medium'],
    ]);
    // The seeker's first message (after the seller's) is scanned too; the seller's second is not.
    const answer = await send(seeker.id, 'Call me on +32 470 12 34 56');
    expect((await detectMessageSignals(database.db, answer)).map((s) => s.kind)).toEqual(['contact_in_text']);
    const second = await send(seller.id, 'Western Union please, IBAN BE68 5390 0754 7034');
    expect(await detectMessageSignals(database.db, second)).toEqual([]);
    // A clean first message.
    const other = await createUser(database);
    const [chat2] = await database.db
      .insert(chats)
      .values({ kind: 'one_on_one', pairKey: [other.id, seller.id].sort().join(':') })
      .returning();
    const [clean] = await database.db
      .insert(chatMessages)
      .values({
        chatId: chat2!.id,
        senderId: other.id,
        clientMessageId: 'c1',
        content: 'Is the flat of 85 m² still free on 01/12?',
      })
      .returning();
    expect(await detectMessageSignals(database.db, clean!.id)).toEqual([]);
  });
});
