/**
 * Group commit: items queued while a flush runs go together into the next one. The first item of
 * a quiet moment is flushed on the next turn of the event loop (with whatever arrived in the same
 * turn), so a lone item waits for nothing, and under load one flush serves many items.
 */
export function batcher<T>(flush: (items: T[]) => Promise<void>, onError: (err: unknown) => void) {
  let queued: T[] = [];
  let busy = false;
  const drain = async () => {
    while (queued.length > 0) {
      const items = queued;
      queued = [];
      await flush(items).catch(onError);
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
