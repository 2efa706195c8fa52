// npm run bench:chat [-- --clients 1000 --seconds 20 --nodes 1 --interval 30 --groups 10 --procs 2 --drain 15 --built --profile DIR
//                        --out docs/performance.md --section bench:chat]
// Chat delivery under load (issue 17). Recreates a PostgreSQL database of its own (DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/immora_bench_chat; its name must contain "bench"),
// bulk-inserts --clients subscribed chat users in --groups agencies with their session tokens
// (chat-seed.ts), starts --nodes API processes on it (the sources through tsx, or the build with
// --built; with 2 nodes they share Redis at REDIS_URL, default redis://127.0.0.1:6379/11), lets
// each agency create one group of its users over Socket.IO (createGroupChat), then connects every
// client (socket.io-client over WebSocket, client i to node i % nodes, in --procs processes of
// their own), each of which sends one message to its group every --interval seconds for --seconds
// (spread evenly, so the offered load is clients / interval messages per second). Prints the
// machine and load average, connection times, send → receipt latency at every other member
// (p50/p95/p99), messages and receipts per second, lost and duplicated receipts after a drain
// of at most --drain seconds, and the API nodes' CPU time per 100 receipts (from /proc: what they used
// themselves, which varies less with the rest of the machine than latency does), and writes them as a table row with the command, machine and load
// average into the marked section of docs/performance.md (`bench:chat`, `bench:chat-2-nodes` with
// --nodes 2; `--out -` prints only). Lost or duplicated receipts make the exit code 1 (the
// figures are written all the same). --profile DIR writes a V8 CPU profile of each API node into
// DIR (open it in Chrome's DevTools).
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io } from 'socket.io-client';
import { SOCKET_PATH } from '@immora/shared/realtime';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { benchCommand, markdownTable, measuredAt, writeBenchReport } from '../../../scripts/lib/bench-report.ts';
import { stopChild } from '../../../scripts/lib/built-server.ts';
import { startChatNode, type ChatNode } from './chat-nodes.ts';
import { now, type ClientSpec, type FromClients, type SentMessage, type ToClients } from './chat-protocol.ts';
import { seedChatUsers, type BenchGroup, type BenchUser } from './chat-seed.ts';
import { quantile, spread } from './chat-stats.ts';
import { cpuMsOf, loadLine, machineLine } from './machine.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '20' },
    nodes: { type: 'string', default: '1' },
    interval: { type: 'string', default: '30' },
    groups: { type: 'string', default: '10' },
    procs: { type: 'string', default: '2' },
    drain: { type: 'string', default: '15' },
    concurrency: { type: 'string', default: '50' },
    built: { type: 'boolean', default: false },
    profile: { type: 'string' },
    out: { type: 'string', default: 'docs/performance.md' },
    section: { type: 'string' },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const nodes = Number(values.nodes);
const intervalMs = Number(values.interval) * 1000;
const groupCount = Number(values.groups);
const procs = Math.min(Number(values.procs), clients);
const drainMs = Number(values.drain) * 1000;
if (nodes !== 1 && nodes !== 2) throw new Error('--nodes must be 1 or 2');
if (!(clients >= groupCount * 2)) throw new Error('--clients must be at least twice --groups');
// createGroupChat takes at most 200 participants besides the admin.
if (Math.ceil(clients / groupCount) > 201) throw new Error('at most 201 members a group: raise --groups');

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/immora_bench_chat';
const redisUrl = nodes === 2 ? process.env.REDIS_URL || 'redis://127.0.0.1:6379/11' : undefined;
const secret = `bench-chat-secret-${Date.now()}-0123456789abcdef`;
const log = (line: string) => console.log(`[${((now() - t0) / 1000).toFixed(1).padStart(5)} s] ${line}`);
const t0 = now();

/** Drops and creates the benchmark's own database (never one whose name lacks "bench"). */
async function recreateDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]*bench[a-z0-9_]*$/.test(name)) throw new Error(`refusing to recreate database "${name}"`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

/** Each agency account creates its group of all its agents, over Socket.IO as the page does. */
async function createGroups(url: string, users: BenchUser[], groups: BenchGroup[]) {
  const chatOf = new Map<number, string>();
  for (const group of groups) {
    const owner = users[group.ownerIndex]!;
    const socket = io(url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      forceNew: true,
      auth: { token: owner.token },
    });
    const answer = await socket.timeout(30_000).emitWithAck('createGroupChat', {
      name: `Bench group ${group.index}`,
      agencyId: group.agencyId,
      participants: group.memberIndexes.filter((i) => i !== group.ownerIndex).map((i) => users[i]!.id),
      createdBy: owner.id,
    });
    socket.disconnect();
    if (!answer.ok) throw new Error(`createGroupChat: ${answer.error}`);
    chatOf.set(group.index, answer.chat.id);
  }
  return chatOf;
}

type Proc = {
  child: ChildProcess;
  next: <T extends FromClients['type']>(type: T) => Promise<Extract<FromClients, { type: T }>>;
};

function forkClients(): Proc {
  const child = fork(fileURLToPath(new URL('./chat-client-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<string, { resolve: (m: FromClients) => void; reject: (err: Error) => void }>();
  child.on('message', (m: FromClients) => waiting.get(m.type)?.resolve(m));
  child.on('exit', (code) => {
    for (const w of waiting.values()) w.reject(new Error(`a client process exited (code ${code})`));
  });
  return {
    child,
    next: (type) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no '${type}' from a client process within 10 min`)), 600_000);
        waiting.set(type, {
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m as never);
          },
          reject: (err) => {
            clearTimeout(timer);
            reject(err);
          },
        });
      }),
  };
}
const tell = (p: Proc, message: ToClients) => p.child.send(message);
const ask = async <T extends FromClients['type']>(all: Proc[], type: T, message: ToClients) => {
  const answers = all.map((p) => p.next(type));
  for (const p of all) tell(p, message);
  return Promise.all(answers);
};

console.log(`machine: ${machineLine()}`);
console.log(
  `${clients} clients in ${groupCount} groups, ${nodes} node(s)${redisUrl ? ` sharing Redis ${redisUrl}` : ''}, ` +
    `one message per client every ${intervalMs / 1000} s for ${seconds} s (offered ${(clients / (intervalMs / 1000)).toFixed(0)} messages/s)`,
);
log(`load average ${loadLine()} at start`);

await recreateDatabase(databaseUrl);
const database = await openDatabase({ databaseUrl, dataDir: '' });
await migrate(database);
const [postgres] = await database.query<{ server_version: string }>('show server_version');
const seeded = await seedChatUsers(database, { clients, groups: groupCount, secret });
log(`database ${new URL(databaseUrl).pathname.slice(1)}: ${clients} users, sessions and tokens inserted`);

const started: ChatNode[] = [];
const procsStarted: Proc[] = [];
let failed = false;
let report = '';
try {
  started.push(
    ...(await Promise.all(
      Array.from({ length: nodes }, () =>
        startChatNode({ databaseUrl, redisUrl, secret, built: values.built, profileDir: values.profile }),
      ),
    )),
  );
  log(`API node(s) up: ${started.map((n) => `${n.url} (pid ${n.pid})`).join(', ')}`);
  const chatOf = await createGroups(started[0]!.url, seeded.users, seeded.groups);
  const groupSize = new Map(seeded.groups.map((g) => [chatOf.get(g.index)!, g.memberIndexes.length]));
  log(`${groupCount} groups created (${[...new Set(groupSize.values())].join(' or ')} members each)`);

  procsStarted.push(...Array.from({ length: procs }, forkClients));
  const specs: ClientSpec[][] = procsStarted.map(() => []);
  for (const u of seeded.users) {
    specs[u.index % procs]!.push({
      index: u.index,
      userId: u.id,
      token: u.token,
      url: started[u.index % nodes]!.url,
      chatId: chatOf.get(u.group)!,
    });
  }
  const connectStart = now();
  const connected = await Promise.all(
    procsStarted.map((p, i) => {
      const answer = p.next('connected');
      tell(p, { type: 'connect', clients: specs[i]!, concurrency: Math.ceil(Number(values.concurrency) / procs) });
      return answer;
    }),
  );
  const connectTotal = now() - connectStart;
  const connectFailures = connected.flatMap((c) => c.failures);
  log(
    `connected ${connected.reduce((n, c) => n + c.connectMs.length, 0)} clients in ${(connectTotal / 1000).toFixed(1)} s ` +
      `(at most ${values.concurrency} connecting at once, each then sends join and joinChat); ${connectFailures.length} failed`,
  );
  for (const f of connectFailures.slice(0, 5)) console.log(`  ${f}`);

  const cpuAt = () => started.map((n) => cpuMsOf(n.pid));
  const cpuAtSend = cpuAt();
  const loadAtSend = loadLine();
  const oneMinuteLoadAtSend = loadavg()[0]!;
  log(`load average ${loadAtSend}; sending for ${seconds} s…`);
  const startAt = now() + 1000;
  const sentAnswers = await ask(procsStarted, 'sent', { type: 'send', startAt, seconds, intervalMs, total: clients });
  const sendEnd = now();
  const sent: SentMessage[] = sentAnswers.flatMap((a) => a.sent);
  const sendFailures = sentAnswers.flatMap((a) => a.failures);
  const expected = sent.reduce((n, m) => n + (groupSize.get(m.chatId)! - 1), 0);
  log(`${sent.length} messages acknowledged, ${sendFailures.length} sends failed; draining ${expected} receipts…`);
  for (const f of sendFailures.slice(0, 5)) console.log(`  ${f}`);

  const drainEnd = now() + drainMs;
  let received = 0;
  while (now() < drainEnd) {
    received = (await ask(procsStarted, 'count', { type: 'count' })).reduce((n, c) => n + c.unique, 0);
    if (received >= expected) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const drained = now();
  const cpuAtDrained = cpuAt();
  log(`${received} of ${expected} receipts in; collecting the clients' reports…`);
  const reports = await ask(procsStarted, 'report', { type: 'report' });
  const loadAtEnd = loadLine();

  const receipts = new Map<string, number>();
  for (const r of reports)
    for (const [id, n] of Object.entries(r.receipts)) receipts.set(id, (receipts.get(id) ?? 0) + n);
  let lost = 0;
  for (const m of sent) lost += Math.max(0, groupSize.get(m.chatId)! - 1 - (receipts.get(m.messageId) ?? 0));
  const ackedIds = new Set(sent.map((m) => m.messageId));
  const unacknowledged = [...receipts.keys()].filter((id) => !ackedIds.has(id)).length;
  const duplicates = reports.reduce((n, r) => n + r.duplicates, 0);
  const disconnects = reports.reduce((n, r) => n + r.disconnects, 0);
  const latencies = reports.flatMap((r) => r.latencies);
  const sendSeconds = (sendEnd - startAt) / 1000;
  // The receivers' acknowledgements mark receipts delivered after the receipt itself: wait for them
  // (as long as the drain allows), so the server has finished its work when it is stopped.
  const storedState = () =>
    database.query<{ messages: number; receipts: number; delivered: number }>(
      `select (select count(*)::int from chat_messages) as messages,
              (select count(*)::int from chat_receipts) as receipts,
              (select count(delivered_at)::int from chat_receipts) as delivered`,
    );
  log('waiting for the server to record the deliveries…');
  let [stored] = await storedState();
  const settleEnd = now() + drainMs;
  while (stored && stored.delivered < stored.receipts && now() < settleEnd) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    [stored] = await storedState();
  }
  console.log('\n── chat benchmark ──');
  console.log(`machine:        ${machineLine()}`);
  console.log(`load average:   ${loadAtSend} when sending started, ${loadAtEnd} at the end (1 / 5 / 15 min)`);
  console.log(
    `setup:          ${clients} clients, ${groupCount} groups, ${nodes} node(s)${redisUrl ? ' with Redis' : ''}, every ${intervalMs / 1000} s a message per client, ${seconds} s`,
  );
  console.log(
    `connect:        ${spread(
      connected.flatMap((c) => c.connectMs),
      [0.5, 0.95],
    )}; all in ${(connectTotal / 1000).toFixed(1)} s`,
  );
  console.log(`send → stored:  ${spread(sentAnswers.flatMap((a) => a.ackMs))} (the sender's acknowledgement)`);
  console.log(`send → receipt: ${spread(latencies)} (every other member)`);
  console.log(
    `throughput:     ${(sent.length / sendSeconds).toFixed(1)} messages/s sent, ${(latencies.length / ((drained - startAt) / 1000)).toFixed(0)} receipts/s received`,
  );
  console.log(
    `receipts:       ${expected} expected, ${receipts.size ? [...receipts.values()].reduce((a, b) => a + b, 0) : 0} received, lost ${lost}, duplicated ${duplicates}` +
      `${unacknowledged ? `, ${unacknowledged} messages received whose send was not acknowledged` : ''}; drain ${((drained - sendEnd) / 1000).toFixed(1)} s`,
  );
  console.log(
    `server state:   ${stored?.messages} messages stored, ${stored?.delivered} of ${stored?.receipts} receipts marked delivered`,
  );
  console.log(
    `failures:       ${connectFailures.length} connections, ${sendFailures.length} sends, ${disconnects} disconnects; client event-loop p99 ${reports.map((r) => r.loopDelayP99.toFixed(1)).join(' / ')} ms`,
  );
  // CPU time of the API node(s) from the start of sending until the last receipt was in, per 100
  // receipts received (a message to a group of 100 is 99): the work done, also when sends failed.
  const cpuUsed = cpuAtDrained.map((end, i) => (end === null || cpuAtSend[i] === null ? null : end - cpuAtSend[i]!));
  const cpuPer100 = cpuUsed.every((c) => c !== null)
    ? ((cpuUsed as number[]).reduce((a, b) => a + b, 0) * 100) / Math.max(1, latencies.length)
    : null;
  console.log(
    `server CPU:     ${cpuUsed.map((c) => (c === null ? '?' : `${(c / 1000).toFixed(1)} s`)).join(' + ')} from the start of sending to the last receipt` +
      `${cpuPer100 === null ? '' : `, ${cpuPer100.toFixed(1)} ms per 100 receipts`} (user + system, /proc)`,
  );
  failed = lost > 0 || duplicates > 0 || connectFailures.length > 0 || sendFailures.length > 0;

  const sortedLatencies = Array.from(Float64Array.from(latencies).sort());
  const sortedConnects = Array.from(Float64Array.from(connected.flatMap((c) => c.connectMs)).sort());
  const nodesLabel = nodes === 2 ? '2 nodes with Redis' : '1 node';
  const whole = (n: number) => Math.round(n).toLocaleString('en');
  const msAt = (sorted: number[], q: number) => whole(quantile(sorted, q));
  const row = [
    `${nodesLabel}, a message every ${intervalMs / 1000} s`,
    oneMinuteLoadAtSend.toFixed(1),
    (sent.length / sendSeconds).toFixed(1),
    whole(latencies.length / ((drained - startAt) / 1000)),
    msAt(sortedLatencies, 0.5),
    msAt(sortedLatencies, 0.95),
    msAt(sortedLatencies, 0.99),
    lost,
    duplicates,
    cpuPer100 === null ? '–' : cpuPer100.toFixed(1),
    `${msAt(sortedConnects, 0.5)} / ${msAt(sortedConnects, 0.95)} / ${whole(sortedConnects.at(-1) ?? NaN)} ms, ${(connectTotal / 1000).toFixed(1)} s`,
  ];
  report = `Measured ${measuredAt(new Date())} UTC by \`${benchCommand('bench:chat', process.argv.slice(2))}\` on PostgreSQL ${postgres?.server_version.split(' ')[0]} (${machineLine()}; load ${loadAtSend} when sending started, ${loadAtEnd} at the end): ${clients.toLocaleString('en')} clients in ${groupCount} groups, ${nodesLabel}, a message per client every ${intervalMs / 1000} s for ${seconds} s. Latency is from \`sendMessage\` to \`receiveMessage\` at every other member; ${connectFailures.length} connections and ${sendFailures.length} sends failed, ${disconnects} clients were disconnected; ${stored?.delivered} of ${stored?.receipts} receipts ended marked delivered on the server.

${markdownTable(
  [
    `run (${clients.toLocaleString('en')} clients, ${groupCount} groups, ${seconds} s)`,
    'load at start',
    'messages/s',
    'receipts/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'lost',
    'duplicated',
    'server CPU ms / 100 receipts',
    'connect p50 / p95 / max, all',
  ],
  [row],
)}`;
} finally {
  log('stopping clients and API nodes…');
  for (const p of procsStarted) await stopChild(p.child);
  await Promise.all(started.map((n) => n.stop()));
  await database.close();
}
log(`done; load average ${loadLine()}`);
await writeBenchReport(values.out, values.section ?? (nodes === 2 ? 'bench:chat-2-nodes' : 'bench:chat'), report);
process.exit(failed ? 1 : 0);
