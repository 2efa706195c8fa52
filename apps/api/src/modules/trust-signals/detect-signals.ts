import type { Db } from '../../db/client.ts';
import { missingLegalFacts } from './missing-legal-facts.ts';
import { newAccountBurst } from './new-account-burst.ts';
import { priceSignals } from './price-below-estimate.ts';
import { sharedClientAddress } from './shared-client-address.ts';
import { sharedPhoneSignals } from './shared-phone.ts';
import { sharedPhotoSignals } from './shared-photo.ts';
import { bySeverity, type Signal } from './signal.ts';
import { SIGNAL_THRESHOLDS as T } from './signal-thresholds.ts';
import { contactMessageSignals, listingTextFields, textSignals } from './text-signals.ts';
import { trustSignalsRepository } from './trust-signals.repository.ts';

export type DetectOptions = { now?: Date };

/**
 * The signals of one listing (decision 078): shared photos, a price far under the estimate (or
 * the municipality's median), contact details and payment words in its texts, missing legal
 * facts. Read-only; empty for an unknown listing. Most serious first.
 */
export async function detectListingSignals(db: Db, listingId: string, opts: DetectOptions = {}): Promise<Signal[]> {
  const repo = trustSignalsRepository(db);
  const row = await repo.listing(listingId);
  if (!row) return [];
  const [photos, price] = await Promise.all([
    sharedPhotoSignals(repo, listingId),
    priceSignals({ db, repo, ...opts }, row),
  ]);
  const text = textSignals(listingTextFields(row), 'listing');
  return [...photos, ...price, ...text, ...missingLegalFacts(row)].sort(bySeverity);
}

/**
 * The signals of one account: many listings in its first day, its phone on other accounts, many
 * accounts signed up from its client address (decision 080).
 */
export async function detectAccountSignals(db: Db, userId: string): Promise<Signal[]> {
  const repo = trustSignalsRepository(db);
  const [early, phone, signups] = await Promise.all([
    repo.earlyListings(userId, T.newAccountWindowMs),
    sharedPhoneSignals(repo, userId),
    repo.signupEvents(userId, T.clientAddressWindowMs),
  ]);
  return [...newAccountBurst(early), ...phone, ...sharedClientAddress(signups, userId)].sort(bySeverity);
}

/** The signals of a chat message: contact details and payment words, for its sender's first message in that chat only. */
export async function detectMessageSignals(db: Db, messageId: string): Promise<Signal[]> {
  const message = await trustSignalsRepository(db).message(messageId);
  if (!message?.first) return [];
  const where = { messageId: message.id, chatId: message.chat_id };
  return textSignals([{ field: 'content', text: message.content }], 'chatMessage', where).sort(bySeverity);
}

/**
 * The signals of a contact message from a signed-in visitor: an IBAN or a money transfer service
 * (decision 078, amendment of 2026-11-29). A guest's message is not scanned: no account to open a case on.
 */
export async function detectContactSignals(db: Db, leadId: string): Promise<Signal[]> {
  const lead = await trustSignalsRepository(db).contactMessage(leadId);
  if (!lead?.sender_id) return [];
  return contactMessageSignals(lead.message, { leadId: lead.id, listingId: lead.property_id });
}
