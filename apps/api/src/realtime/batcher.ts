/**
 * Group commit: items queued while a flush runs go together into the next one. The first item of
 * a quiet moment is flushed on the next turn of the event loop (with whatever arrived in the same
 * turn), so a lone item waits for nothing, and under load one flush serves many items.
 *
 * With `spacingMs`, flushes also start at least that far apart: what arrives within that time of
 * the last flush's start waits for the next one (under load, one flush per `spacingMs` serves
 * everything queued in between; a lone item still goes at once).
 */
export function batcher<T>(flush: (items: T[]) => Promise<void>, onError: (err: unknown) => void, spacingMs = 0) {
  let queued: T[] = [];
  let busy = false;
  const drain = async () => {
    while (queued.length > 0) {
      const items = queued;
      queued = [];
      const started = Date.now();
      await flush(items).catch(onError);
      const rest = spacingMs - (Date.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
    busy = false;
  };
  return (item: T) => {
    queued.push(item);
    if (busy) return;
    busy = true;
    setImmediate(() => void drain());
  };
}
