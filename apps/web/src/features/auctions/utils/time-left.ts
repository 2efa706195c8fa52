export type AuctionPhase = 'scheduled' | 'open' | 'ended';

/** The phase at `now`, from the stored times (the server's rule: open while startsAt <= now < endsAt). */
export function phaseAt(times: { startsAt: string; endsAt: string }, now: number): AuctionPhase {
  if (now < Date.parse(times.startsAt)) return 'scheduled';
  return now < Date.parse(times.endsAt) ? 'open' : 'ended';
}

export type Duration = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds in `ms` (never negative). */
export function splitDuration(ms: number): Duration {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** What the countdown counts to: the start before it, the end while open, nothing after. */
export function countdownTarget(times: { startsAt: string; endsAt: string }, now: number): number | null {
  const phase = phaseAt(times, now);
  if (phase === 'scheduled') return Date.parse(times.startsAt);
  return phase === 'open' ? Date.parse(times.endsAt) : null;
}
