import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralRange, freePorts } from '../../e2e/support/free-port.ts';

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => resolve(srv));
  });

describe('freePorts', () => {
  it('chooses distinct ports below the ephemeral range, where no listen(0) or outgoing connection can take them before their server starts', async () => {
    const [low] = ephemeralRange();
    const ports = await freePorts(5);
    expect(new Set(ports).size).toBe(5);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(11_000);
      expect(port).toBeLessThan(low);
    }
  });

  it('gives ports a server can listen on at once', async () => {
    const servers = await Promise.all((await freePorts(3)).map(listen));
    await Promise.all(servers.map((srv) => new Promise((resolve) => srv.close(resolve))));
    expect(servers).toHaveLength(3);
  });
});
