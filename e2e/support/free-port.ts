import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';

/**
 * `count` distinct TCP ports on 127.0.0.1 that nothing listens on right now. All sockets stay
 * open until every port is chosen: closing each before asking for the next let the system hand
 * out the same port twice (EADDRINUSE when the e2e server started its SMTP catcher).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const srv = createServer();
          srv.once('error', reject);
          srv.listen(0, '127.0.0.1', () => resolve(srv));
        }),
    ),
  );
  const ports = servers.map((srv) => (srv.address() as AddressInfo).port);
  await Promise.all(servers.map((srv) => new Promise((resolve) => srv.close(resolve))));
  return ports;
}

/** One TCP port on 127.0.0.1 that nothing listens on right now. */
export const freePort = async (): Promise<number> => (await freePorts(1))[0]!;
