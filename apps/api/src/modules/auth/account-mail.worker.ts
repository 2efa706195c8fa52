import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { sendResetLink, sendVerificationLink } from './account-links.ts';
import { accountExistsMail } from './auth.mails.ts';
import type { AccountMailRepository, AccountMailRequest } from './account-mail.repository.ts';
import type { AuthRepository } from './auth.repository.ts';

export type AccountMailWorker = {
  /** Sends (or drops) every waiting request, then resolves: what tests call to deliver deterministically. */
  drain: () => Promise<number>;
  /** Asks for a drain soon, after the current answer has left (no-op when the worker is off). */
  wake: () => void;
  /** Starts the periodic drain (every `seconds`; 0 leaves it off). */
  start: (seconds: number) => void;
  stop: () => Promise<void>;
};

type WorkerDeps = {
  requests: AccountMailRepository;
  users: UsersRepository;
  auth: AuthRepository;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
  log: FastifyBaseLogger;
};

const BATCH = 20;
/** A claim older than this was left by a node that stopped: it is taken again. */
const STALE_MINUTES = 5;
const DAY = 86_400_000;

/**
 * The account e-mail worker (decision 010). Requests are queued by the answer for every address
 * alike; here, after the answer, the address is looked up: a reset link goes to an account, a new
 * verification link to an unverified one, and anything else is dropped without a trace outside
 * the queue. Several nodes may run it at once: each row is claimed by one (SKIP LOCKED).
 */
export function createAccountMailWorker(deps: WorkerDeps): AccountMailWorker {
  let running: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | undefined;
  let enabled = false;

  async function deliver(request: AccountMailRequest) {
    const user = await deps.users.byEmail(request.email);
    if (request.kind === 'reset' && user) {
      await sendResetLink(deps, user);
      return 'sent' as const;
    }
    if ((request.kind === 'verification' || request.kind === 'signup') && user && !user.isVerified) {
      await sendVerificationLink(deps, user);
      return 'sent' as const;
    }
    // A sign-up with the address of a verified account: its owner hears of it (decision 043).
    if (request.kind === 'signup' && user) {
      await deps.mailer.send(accountExistsMail(user, `${deps.config.PUBLIC_URL}/forget-password`));
      return 'sent' as const;
    }
    return 'dropped' as const;
  }

  async function drainOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await deps.requests.claim(BATCH, STALE_MINUTES);
      if (batch.length === 0) return handled;
      for (const request of batch) {
        let outcome: 'sent' | 'dropped' | 'failed';
        try {
          outcome = await deliver(request);
        } catch (err) {
          deps.log.error({ err, kind: request.kind }, 'account e-mail could not be sent');
          outcome = 'failed';
        }
        await deps.requests.finish(request.id, outcome);
        handled++;
      }
    }
  }

  // One drain at a time in this process; a drain asked for during one runs after it.
  const drain = () => {
    running = running.catch(() => 0).then(drainOnce);
    return running;
  };
  const tick = () => {
    drain()
      .then(() => deps.requests.prune(new Date(Date.now() - DAY)))
      .catch((err: unknown) => deps.log.error({ err }, 'account e-mail worker failed'));
  };

  return {
    drain,
    wake: () => {
      if (enabled) setImmediate(tick);
    },
    start: (seconds) => {
      if (seconds <= 0) return;
      enabled = true;
      timer = setInterval(tick, seconds * 1000);
      timer.unref();
    },
    stop: async () => {
      enabled = false;
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
