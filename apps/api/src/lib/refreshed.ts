/**
 * A value read at most once every `ttlMs` and shared meanwhile: the callers of `get()` within that
 * time (including those that come while the read is under way) share one read. A failed read is
 * not kept: the next `get()` reads again. `expire()` makes the next `get()` read again, without
 * waiting for a read under way (begun before whatever made the value old).
 */
export function refreshedEvery<T>(ttlMs: number, load: () => Promise<T>) {
  let cached: { at: number; value: Promise<T> } | undefined;
  return {
    get(): Promise<T> {
      if (!cached || Date.now() - cached.at >= ttlMs) {
        const entry = { at: Date.now(), value: load() };
        entry.value.catch(() => {
          if (cached === entry) cached = undefined;
        });
        cached = entry;
      }
      return cached.value;
    },
    expire() {
      cached = undefined;
    },
  };
}
