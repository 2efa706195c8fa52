import { useEffect, useState } from 'react';
import { phaseAt, type AuctionPhase } from '../utils/time-left.ts';

/** The current time, refreshed every `ms` (a countdown's tick). */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/** The longest wait setTimeout keeps (about 24.8 days): a later boundary is waited for in steps. */
const MAX_TIMEOUT = 2 ** 31 - 1;

/**
 * The auction's phase (scheduled, open, ended), drawn again only when the clock crosses its start
 * or its end: the page around the countdown is not redrawn every second.
 */
export function useAuctionPhase(times: { startsAt: string; endsAt: string }): AuctionPhase {
  const [now, setNow] = useState(() => Date.now());
  const { startsAt, endsAt } = times;
  useEffect(() => {
    const next = [Date.parse(startsAt), Date.parse(endsAt)].find((moment) => moment > now);
    if (next === undefined) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(next - Date.now() + 20, MAX_TIMEOUT));
    return () => window.clearTimeout(timer);
  }, [startsAt, endsAt, now]);
  return phaseAt({ startsAt, endsAt }, now);
}
