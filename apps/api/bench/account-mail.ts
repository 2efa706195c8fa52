// npm run bench:account-mail [-- --accounts 120 --block 10 --parallel 1 --busy 2 --built]
// Issue 31: do known and unknown addresses still answer alike while account e-mails go out by
// SMTP on a busy machine? Starts one API node (the sources through tsx, or the build with
// --built) on the embedded database with SMTP_URL pointing at a local catcher in this process and
// TRUST_PROXY=loopback (each request comes from its own X-Forwarded-For client, under the
// per-client limits), signs up --accounts unverified accounts and waits until their verification
// e-mails have arrived. With --busy N, N processes spin on the cores for the whole measurement.
// Then, for password-reset-request, resend-verification-email and sign-up, it sends blocks of
// --block requests for known addresses and blocks for fresh unknown ones, alternating which
// block goes first (--parallel requests at a time, 1 by default), and prints the median wall
// time of each kind (as an outside prober sees it) and the API process's CPU time per request
// over the blocks of each kind (read from /proc: the request and whatever work the process did
// while the block ran, the e-mail worker's included). Every known address is used once per call.

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startSmtpCapture } from '../test/mail-capture.ts';
import { signupBody, uniqueEmail } from '../test/account-factories.ts';
import { startChatNode } from './chat-nodes.ts';
import { loadLine, machineLine } from './machine.ts';

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '120' },
    block: { type: 'string', default: '10' },
    parallel: { type: 'string', default: '1' },
    busy: { type: 'string', default: '0' },
    built: { type: 'boolean', default: false },
  },
});
const ACCOUNTS = Number(values.accounts);
const BLOCK = Number(values.block);
const PARALLEL = Number(values.parallel);
const SPIN_LIMIT_MS = 15 * 60_000;

let clients = 0;
const nextIp = () => `10.31.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

async function post(url: string, body: object) {
  const start = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  const ms = performance.now() - start;
  if (res.status >= 300) throw new Error(`${url}: ${res.status}`);
  return ms;
}

/** The process's user + system CPU time in ms (/proc/<pid>/stat, in clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Spinners that keep the cores busy; each ends by itself after SPIN_LIMIT_MS. */
const spin = (n: number): ChildProcess[] =>
  Array.from({ length: n }, () =>
    spawn(process.execPath, ['-e', `const end = Date.now() + ${SPIN_LIMIT_MS}; while (Date.now() < end);`], {
      stdio: 'ignore',
    }),
  );

const smtp = await startSmtpCapture();
const node = await startChatNode({
  secret: 'bench-account-mail-secret-0123456789abcdef',
  built: values.built,
  env: { SMTP_URL: smtp.url, TRUST_PROXY: 'loopback', MAIL_FROM: 'Immora <no-reply@immora.test>' },
});
const spinners: ChildProcess[] = [];
try {
  const known: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const body = signupBody();
    await post(`${node.url}/api/users/signup`, body);
    known.push(body.email);
  }
  const settleBy = Date.now() + 10 * 60_000;
  while (smtp.messages.length < ACCOUNTS && Date.now() < settleBy) await new Promise((r) => setTimeout(r, 200));
  console.log(`${machineLine()}; ${ACCOUNTS} accounts, ${smtp.messages.length} sign-up e-mails received`);
  spinners.push(...spin(Number(values.busy)));

  const calls = {
    'password-reset-request': (email: string) => ({ email }),
    'resend-verification-email': (email: string) => ({ email }),
    signup: (email: string) => signupBody({ email }),
  };
  for (const [call, body] of Object.entries(calls)) {
    const times = { known: [] as number[], unknown: [] as number[] };
    const cpu = { known: 0, unknown: 0 };
    for (let round = 0; round * BLOCK < ACCOUNTS; round++) {
      const order = round % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const);
      for (const kind of order) {
        const cpuBefore = cpuMs(node.pid);
        for (let i = 0; i < BLOCK && round * BLOCK + i < ACCOUNTS; i += PARALLEL) {
          const batch = Array.from({ length: Math.min(PARALLEL, BLOCK - i, ACCOUNTS - round * BLOCK - i) }, (_, j) =>
            kind === 'known' ? known[round * BLOCK + i + j]! : uniqueEmail('signup'),
          );
          const answered = await Promise.all(batch.map((email) => post(`${node.url}/api/users/${call}`, body(email))));
          times[kind].push(...answered);
        }
        cpu[kind] += cpuMs(node.pid) - cpuBefore;
      }
    }
    const k = median(times.known);
    const u = median(times.unknown);
    const diff = (a: number, b: number) => `${a >= b ? '+' : ''}${(((a - b) / b) * 100).toFixed(0)} %`;
    const [ck, cu] = [cpu.known / times.known.length, cpu.unknown / times.unknown.length];
    console.log(
      `${call}: median wall time known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms (${diff(k, u)}); ` +
        `API CPU per request known ${ck.toFixed(2)} ms, unknown ${cu.toFixed(2)} ms (${diff(ck, cu)}); ${times.known.length} each`,
    );
  }
  console.log(`load average ${loadLine()}; ${smtp.messages.length} e-mails received in all`);
} finally {
  for (const s of spinners) s.kill();
  await node.stop();
  await smtp.close();
}
