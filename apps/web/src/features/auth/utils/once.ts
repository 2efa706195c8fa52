const running = new Map<string, Promise<unknown>>();

/**
 * Runs a one-shot call (a code or token exchange) once per key, even when React's strict mode
 * mounts the screen twice: the second caller gets the same promise.
 */
export function once<T>(key: string, call: () => Promise<T>): Promise<T> {
  const existing = running.get(key);
  if (existing) return existing as Promise<T>;
  const promise = call();
  running.set(key, promise);
  return promise;
}
