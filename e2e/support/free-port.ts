import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';

/**
 * Where ports are drawn from when the kernel's ephemeral range leaves room below it: above every
 * port a browser refuses to ask (Chromium's restricted list ends at 10080).
 */
const LOWEST = 11_000;
/** Ports tried before giving up (each taken one is skipped). */
const ATTEMPTS = 200;

/**
 * The kernel's ephemeral range (`ip_local_port_range`): where `listen(0)` and every outgoing
 * connection of any process on the machine take their ports.
 */
export function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high && low <= high) return [low, high];
  } catch {
    // Not Linux: the IANA range most other systems use.
  }
  return [49_152, 65_535];
}

function listen(port: number): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(undefined));
    srv.listen(port, '127.0.0.1', () => resolve(srv));
  });
}

/** A port nothing listens on now, below the ephemeral range, or `undefined` when there is no room there. */
async function belowEphemeral(taken: Set<number>): Promise<Server | undefined> {
  const [low] = ephemeralRange();
  if (low - LOWEST < 1_000) return undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (low - LOWEST));
    if (taken.has(port)) continue;
    const srv = await listen(port);
    if (srv) return srv;
  }
  return undefined;
}

/**
 * `count` distinct TCP ports on 127.0.0.1 that nothing listens on right now, for servers started
 * later (often by another process). They are drawn below the kernel's ephemeral range: a port
 * from `listen(0)` was free when chosen but could be handed to another socket (a `listen(0)`, an
 * outgoing connection) before its server started: the likely cause of an EADDRINUSE as the e2e
 * test bed started (session 28). A service's fixed port in that range is skipped, since each port
 * is checked by listening on it. All stay open until every port is chosen, so none is handed out
 * twice.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  const taken = new Set<number>();
  try {
    for (let i = 0; i < count; i++) {
      const srv = (await belowEphemeral(taken)) ?? (await listen(0));
      if (!srv) throw new Error('freePorts: no free port on 127.0.0.1');
      servers.push(srv);
      taken.add((srv.address() as AddressInfo).port);
    }
    return [...taken];
  } finally {
    await Promise.all(servers.map((srv) => new Promise((resolve) => srv.close(resolve))));
  }
}

/** One TCP port on 127.0.0.1 that nothing listens on right now. */
export const freePort = async (): Promise<number> => (await freePorts(1))[0]!;
