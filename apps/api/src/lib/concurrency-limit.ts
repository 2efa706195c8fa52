/** What a limit has seen: the most tasks that ran at once, how many ran, and the most that waited at once. */
export type LimitStats = { peak: number; runs: number; peakWaiting: number };

export type ConcurrencyLimit = {
  /** Runs `task` once fewer than `size` others run; callers wait in the order they came. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  readonly size: number;
  readonly stats: Readonly<LimitStats>;
};

/** At most `size` tasks at once in this process (photo encodings, decision 057). */
export function concurrencyLimit(size: number): ConcurrencyLimit {
  if (!Number.isInteger(size) || size < 1) throw new Error(`concurrency limit must be a whole number ≥ 1: ${size}`);
  const stats: LimitStats = { peak: 0, runs: 0, peakWaiting: 0 };
  const waiting: (() => void)[] = [];
  let active = 0;
  return {
    size,
    stats,
    async run(task) {
      if (active < size) active++;
      else {
        // The slot is handed over by the task that ends (`active` stays the same).
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          stats.peakWaiting = Math.max(stats.peakWaiting, waiting.length);
        });
      }
      stats.peak = Math.max(stats.peak, active);
      stats.runs++;
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}
