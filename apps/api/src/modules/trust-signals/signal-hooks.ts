import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  detectAccountSignals,
  detectContactSignals,
  detectListingSignals,
  detectMessageSignals,
} from './detect-signals.ts';
import type { Signal } from './signal.ts';
import { trustSignalsRepository } from './trust-signals.repository.ts';

/** What a listing's signals read of an edit: changing any of these runs them again (the others, e.g. time slots, do not). */
const SIGNAL_FIELDS = [
  'title',
  'description',
  'translations',
  'price',
  'type',
  'category',
  'area',
  'bedrooms',
  'postalCode',
  'city',
  'latitude',
  'longitude',
  'yearBuilt',
  'facts',
];
export const editChangesSignals = (patch: Record<string, unknown>) => SIGNAL_FIELDS.some((f) => patch[f] !== undefined);

/** What the signals found about one listing or one account: the shape `openSignalCase` takes. */
export type SignalFinding = { listingId?: string; userId?: string; signals: Signal[] };
/** Receives the findings (the trust back office opens a case); none by default. */
export type SignalSink = (finding: SignalFinding) => Promise<unknown>;

export type SignalHooks = {
  /** A listing was published, placed, or changed while on the market: its signals and its owner's. */
  listingChanged(listingId: string): void;
  /** A chat message was stored: its signals when it is its sender's first in that chat. */
  messageSent(messageId: string, senderId: string): void;
  /** A signed-in visitor sent the contact form (lead `leadId`): its message's signals, on the sender's account. */
  contactSent(leadId: string, senderId: string): void;
  /** An account was created or its phone changed: the account's signals. */
  accountChanged(userId: string): void;
  /** Resolves once every detection started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
};

/**
 * Where the signals run (decision 078). The calls are one line each in the routes that publish,
 * change or message (see ARCHITECTURE.md) and never delay or fail their request: detection runs
 * after it, its errors are logged. Without a `sink` nothing is detected at all (the default until
 * the back office passes its `openSignalCase`). Signals never hide anything by themselves.
 */
export function signalHooks(deps: { db: Db; log: FastifyBaseLogger; sink?: SignalSink }): SignalHooks {
  const { sink } = deps;
  const running = new Set<Promise<void>>();
  const run = (what: string, detect: () => Promise<SignalFinding[]>) => {
    if (!sink) return;
    const job = (async () => {
      try {
        for (const finding of await detect()) if (finding.signals.length) await sink(finding);
      } catch (err) {
        deps.log.error({ err }, `fraud signals of ${what} failed`);
      }
    })();
    running.add(job);
    void job.finally(() => running.delete(job));
  };
  return {
    listingChanged(listingId) {
      run('a listing', async () => {
        const row = await trustSignalsRepository(deps.db).listing(listingId);
        if (!row || row.status === 'draft') return [];
        return [
          { listingId, signals: await detectListingSignals(deps.db, listingId) },
          { userId: row.ownerId, signals: await detectAccountSignals(deps.db, row.ownerId) },
        ];
      });
    },
    messageSent(messageId, senderId) {
      run('a chat message', async () => [
        { userId: senderId, signals: await detectMessageSignals(deps.db, messageId) },
      ]);
    },
    contactSent(leadId, senderId) {
      run('a contact message', async () => [
        { userId: senderId, signals: await detectContactSignals(deps.db, leadId) },
      ]);
    },
    accountChanged(userId) {
      run('an account', async () => [{ userId, signals: await detectAccountSignals(deps.db, userId) }]);
    },
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
  };
}
