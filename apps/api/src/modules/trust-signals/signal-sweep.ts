import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { lastDailySlot } from '../alerts/daily-slot.ts';
import { worse } from '../moderation/severity.ts';
import { detectListingSignals } from './detect-signals.ts';
import { SIGNAL_KINDS, type Signal } from './signal.ts';
import type { SignalSink } from './signal-hooks.ts';
import { signalSweepRepository, type HeldSignal } from './signal-sweep.repository.ts';

/** Listings claimed at a time: a node that stops leaves at most this many to the next night. */
export const SWEEP_BATCH = 50;

const otherListings = (evidence: Record<string, unknown>) =>
  Array.isArray(evidence.otherListingIds) ? (evidence.otherListingIds as string[]) : [];

/**
 * Whether staff have seen this signal already: a case of the listing, open or decided, holds its
 * kind at the same or a worse severity and, for a shared photo, names every other listing this
 * one does. A price that went on drifting under the estimate, or a dismissed shared photo found
 * again, opens nothing; a photo copied by one more listing, or a signal that became serious, does.
 */
export function alreadyRaised(signal: Signal, held: HeldSignal[]): boolean {
  return held.some(
    (h) =>
      h.kind === signal.kind &&
      worse(h.severity, signal.severity) === h.severity &&
      (signal.kind !== SIGNAL_KINDS.sharedPhoto ||
        otherListings(signal.evidence).every((id) => otherListings(h.evidence).includes(id))),
  );
}

/**
 * One run of the sweep of the listing signals (decision 078, amendment of 2026-11-29): every public
 * listing is swept once a night, from `hour`:00 Brussels time on. Listings are claimed in batches
 * (FOR UPDATE SKIP LOCKED, stamped as they are claimed), so nodes running at once share the work
 * and a run later that night finds nothing due. What a listing's signals find that its cases do
 * not hold yet goes to `sink` (a case opens or grows); nothing is hidden. One listing's failure is
 * logged and the run goes on. Answers how many listings it swept.
 */
export async function sweepListingSignals(
  deps: { db: Db; sink: SignalSink; hour: number; log: FastifyBaseLogger },
  now = new Date(),
): Promise<number> {
  const repo = signalSweepRepository(deps.db);
  const night = lastDailySlot(now, deps.hour);
  await repo.addMissing(night);
  let swept = 0;
  for (;;) {
    const ids = await repo.claimDue(night, now, SWEEP_BATCH);
    if (!ids.length) return swept;
    for (const listingId of ids) {
      try {
        const [found, held] = await Promise.all([
          detectListingSignals(deps.db, listingId, { now }),
          repo.heldSignals(listingId),
        ]);
        const signals = found.filter((s) => !alreadyRaised(s, held));
        if (signals.length) await deps.sink({ listingId, signals });
      } catch (err) {
        deps.log.error({ err, listingId }, 'the sweep of the listing signals failed for a listing');
      }
      swept++;
    }
  }
}
