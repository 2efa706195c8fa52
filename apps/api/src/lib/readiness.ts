/**
 * Whether this node should be sent traffic (GET /api/ready, decision 042): every dependency it
 * was configured with answers, and it is not shutting down. Liveness (GET /api/health) is another
 * question: a node whose Redis is away is alive, and restarting it would not bring Redis back.
 */
export type DependencyCheck = () => Promise<void>;

export type ReadinessReport =
  | { ready: true; checks: Record<string, 'ok'> }
  | { ready: false; reason: string; checks: Record<string, 'ok' | 'down' | 'timeout'> };

export type Readiness = {
  /** Adds a dependency to check on every call: the database, Redis when configured, the storage. */
  add: (name: string, check: DependencyCheck) => void;
  /** From now on the node reports itself not ready: it is shutting down (server.ts, on SIGTERM). */
  drain: () => void;
  /** Runs every check at once, each within `timeoutMs`. */
  check: () => Promise<ReadinessReport>;
};

const TIMEOUT = Symbol('timeout');

export function createReadiness(opts: {
  timeoutMs?: number;
  log: { warn: (obj: object, msg: string) => void };
}): Readiness {
  const timeoutMs = opts.timeoutMs ?? 2_000;
  const checks = new Map<string, DependencyCheck>();
  let draining = false;

  const run = async (name: string, check: DependencyCheck) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      const outcome = await Promise.race([
        check(),
        new Promise<typeof TIMEOUT>((resolve) => {
          timer = setTimeout(() => resolve(TIMEOUT), timeoutMs);
        }),
      ]);
      if (outcome === TIMEOUT) {
        opts.log.warn({ dependency: name }, `readiness: ${name} did not answer within ${timeoutMs} ms`);
        return 'timeout' as const;
      }
      return 'ok' as const;
    } catch (err) {
      // The cause goes to the log only: the answer is public and must not name hosts or errors.
      opts.log.warn({ err, dependency: name }, `readiness: ${name} is down`);
      return 'down' as const;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    add: (name, check) => void checks.set(name, check),
    drain: () => {
      draining = true;
    },
    async check() {
      // A stopping node is not asked about its dependencies (the database may be closing).
      if (draining) return { ready: false, reason: 'shutting down', checks: {} };
      const entries = await Promise.all([...checks].map(async ([name, check]) => [name, await run(name, check)]));
      const states = Object.fromEntries(entries) as Record<string, 'ok' | 'down' | 'timeout'>;
      const failed = Object.entries(states).filter(([, state]) => state !== 'ok');
      if (failed.length)
        return {
          ready: false,
          reason: failed
            .map(([name, state]) => `${name} ${state === 'timeout' ? 'does not answer in time' : 'is down'}`)
            .join(', '),
          checks: states,
        };
      return { ready: true, checks: states as Record<string, 'ok'> };
    },
  };
}
