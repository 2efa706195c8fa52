import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Mail, RehearsingMailer } from '../../lib/mail.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { issueLink, newLink } from './account-links.ts';
import { accountExistsMail, resetMail, verificationMail } from './auth.mails.ts';
import type { AccountMailRepository, AccountMailRequest } from './account-mail.repository.ts';
import type { AuthRepository } from './auth.repository.ts';

/** What the worker has done since the app started (decision 057: the same for every address). */
export type AccountMailWork = { ticks: number; taken: number; rendered: number; sent: number };

export type AccountMailWorker = {
  /** One step: takes at most one waiting request and writes its message, sent or not. True when it took one. */
  tick: () => Promise<boolean>;
  /** Ticks without pausing until nothing waits, then resolves with the requests taken: what tests call. */
  drain: () => Promise<number>;
  readonly work: Readonly<AccountMailWork>;
  /** Ticks every `seconds` (fractions allowed; 0 leaves it off). */
  start: (seconds: number) => void;
  stop: () => Promise<void>;
};

type WorkerDeps = {
  requests: AccountMailRepository;
  users: UsersRepository;
  auth: AuthRepository;
  mailer: RehearsingMailer;
  config: Pick<Config, 'PUBLIC_URL'>;
  log: FastifyBaseLogger;
};

/** A claim older than this was left by a node that stopped: it is taken again. */
const STALE_MINUTES = 5;
const DAY = 86_400_000;
const PRUNE_EVERY_MS = 60_000;

/**
 * The account e-mail worker (decisions 010 and 057). Requests are queued by the answer for every
 * address alike; here, at a steady pace and never right after an answer, one request per tick is
 * taken and its address looked up: a reset link goes to an account, a new verification link to an
 * unverified one, a note to the owner of a verified one that someone signed up with it. A request
 * that gets no e-mail has the same message written for it all the same (to no one, with a link
 * that is never stored) and dropped: an address without an account costs a step and a message as
 * one with an account does, less the token, the outbox row and SMTP; and no request makes the
 * worker do more than one message's work per tick.
 * Several nodes may run it at once: each row is claimed by one (SKIP LOCKED).
 */
export function createAccountMailWorker(deps: WorkerDeps): AccountMailWorker {
  const work: AccountMailWork = { ticks: 0, taken: 0, rendered: 0, sent: 0 };
  let running: Promise<boolean> = Promise.resolve(false);
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  let prunedAt = 0;

  /** The request's message, and whether it goes out. */
  async function compose(request: AccountMailRequest): Promise<{ mail: Mail; send: boolean }> {
    const user = await deps.users.byEmail(request.email);
    // A sign-up with the address of a verified account: its owner hears of it (decision 043).
    if (request.kind === 'signup' && user?.isVerified) {
      return { mail: accountExistsMail(user, `${deps.config.PUBLIC_URL}/forget-password`), send: true };
    }
    const purpose = request.kind === 'reset' ? 'reset_password' : 'verify_email';
    const write = purpose === 'reset_password' ? resetMail : verificationMail;
    if (user && (purpose === 'reset_password' || !user.isVerified)) {
      return { mail: write(user, await issueLink(deps, user.id, purpose)), send: true };
    }
    const reader = { email: request.email, firstName: '', language: 'en' as const };
    return { mail: write(reader, newLink(deps.config, purpose).url), send: false };
  }

  async function step(): Promise<boolean> {
    work.ticks++;
    const [request] = await deps.requests.claim(1, STALE_MINUTES);
    if (!request) return false;
    work.taken++;
    let outcome: 'sent' | 'dropped' | 'failed';
    try {
      const { mail, send } = await compose(request);
      if (send) await deps.mailer.send(mail);
      else await deps.mailer.rehearse(mail);
      work.rendered++;
      if (send) work.sent++;
      outcome = send ? 'sent' : 'dropped';
    } catch (err) {
      deps.log.error({ err, kind: request.kind }, 'account e-mail could not be sent');
      outcome = 'failed';
    }
    await deps.requests.finish(request.id, outcome);
    return true;
  }

  // One step at a time in this process; a step asked for during one runs after it.
  const tick = () => {
    running = running.catch(() => false).then(step);
    return running;
  };
  const drain = async () => {
    let taken = 0;
    while (await tick()) taken++;
    return taken;
  };
  const onTimer = () => {
    if (busy) return;
    busy = true;
    tick()
      .then(async () => {
        if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
        prunedAt = Date.now();
        await deps.requests.prune(new Date(Date.now() - DAY));
      })
      .catch((err: unknown) => deps.log.error({ err }, 'account e-mail worker failed'))
      .finally(() => {
        busy = false;
      });
  };

  return {
    tick,
    drain,
    work,
    start: (seconds) => {
      if (seconds <= 0) return;
      timer = setInterval(onTimer, seconds * 1000);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
