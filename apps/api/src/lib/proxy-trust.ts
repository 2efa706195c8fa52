import { BlockList, isIP } from 'node:net';

/**
 * Which peers are reverse proxies whose `X-Forwarded-*` and `X-Request-Id` headers the API believes
 * (TRUST_PROXY, decision 042): none (`false`), every peer (`true`: only when nothing but the proxy
 * can reach the node), the last N hops (`1` behind one nginx), or a list of proxy addresses and
 * subnets (`loopback` names 127.0.0.0/8 and ::1).
 */
export type TrustProxy = boolean | number | string[];

/** `(address, hop)`: is the peer at this hop a trusted proxy? Fastify's `trustProxy` function form. */
export type TrustFn = (address: string, hop: number) => boolean;

const NAMED: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
};

/** Adds one entry (`10.0.0.5`, `10.0.0.0/8`, `::1`, `loopback`) to `list`; false when it is none of those. */
function addEntry(list: BlockList, entry: string): boolean {
  const named = NAMED[entry];
  if (named) {
    for (const [address, prefix, type] of named) list.addSubnet(address, prefix, type);
    return true;
  }
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, bits, type);
  return true;
}

/** The setting as written in the environment, or a message naming what is wrong. */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.filter((entry) => !addEntry(new BlockList(), entry));
  if (bad.length)
    return {
      error: `not an address, subnet or 'loopback': ${bad.join(', ')} (use true, false, a number of hops, or a comma-separated list)`,
    };
  return entries;
}

/** The trust function of a setting, for Fastify's `trustProxy` and for the request-id header. */
export function proxyTrust(setting: TrustProxy): TrustFn {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const list = new BlockList();
  for (const entry of setting) addEntry(list, entry);
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}
