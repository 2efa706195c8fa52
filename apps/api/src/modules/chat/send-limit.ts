/**
 * Chat messages a user may send in a sliding window (decision 043): far above anyone typing, low
 * enough to stop a script flooding chats. Counted per API process, in memory.
 */
export const CHAT_SEND_LIMIT = { max: 60, windowMs: 60_000 };

/** Past this many users, those idle for a whole window are forgotten when the next message comes. */
const SWEEP_AT = 10_000;

export type SendLimiter = { take: (userId: string) => boolean };

/** `take` counts a message and answers true, or answers false (and counts nothing) past the limit. */
export function sendLimiter(limit = CHAT_SEND_LIMIT, now: () => number = Date.now): SendLimiter {
  const sent = new Map<string, number[]>();
  return {
    take(userId) {
      const t = now();
      if (sent.size > SWEEP_AT) {
        for (const [user, times] of sent) if (times.at(-1)! <= t - limit.windowMs) sent.delete(user);
      }
      const times = (sent.get(userId) ?? []).filter((at) => at > t - limit.windowMs);
      const allowed = times.length < limit.max;
      if (allowed) times.push(t);
      sent.set(userId, times);
      return allowed;
    },
  };
}
