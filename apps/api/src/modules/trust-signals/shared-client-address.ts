import { isIP } from 'node:net';
import { SIGNAL_KINDS, type Signal } from './signal.ts';
import { SIGNAL_THRESHOLDS as T } from './signal-thresholds.ts';

/** One sign-up or sign-in: which account, from which client address, when. */
export type ClientEvent = { accountId: string; address: string; at: Date };

/**
 * The address a household or a device is seen from: IPv4 as it is (an IPv4-mapped IPv6 address
 * as its IPv4), IPv6 as its /64 (one home or phone network gets at least a /64 and may rotate
 * within it). A network it answered answers itself (sign-ups store it: decision 080). Null for
 * anything that is not an address.
 */
export function clientNetwork(address: string): string | null {
  const a = address.trim().toLowerCase();
  if (/^([0-9a-f]{4}:){4}:\/64$/.test(a)) return a;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return isIP(mapped[1]!) === 4 ? mapped[1]! : null;
  if (isIP(a) === 4) return a;
  if (isIP(a) !== 6) return null;
  const [head = '', tail = ''] = a.split('::');
  const left = head ? head.split(':') : [];
  const right = a.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = a.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.padStart(4, '0'))
    .join(':')}::/64`;
}

/**
 * shared_client_address (decision 078): from one address (network) as this account, at least 5
 * distinct accounts within 24 hours; high at twice that. A pure function over the events: Immora
 * stores no client address of a sign-up or a session yet (see the decision), so whoever records
 * them calls this with what it kept.
 */
export function sharedClientAddress(events: ClientEvent[], accountId: string): Signal[] {
  const byNetwork = new Map<string, ClientEvent[]>();
  for (const e of events) {
    const network = clientNetwork(e.address);
    if (!network) continue;
    byNetwork.set(network, [...(byNetwork.get(network) ?? []), e]);
  }
  const signals: Signal[] = [];
  for (const [network, list] of byNetwork) {
    const own = list.filter((e) => e.accountId === accountId);
    let worst: { accounts: string[]; from: Date; to: Date } | null = null;
    // Each of this account's own visits ends a window: the accounts seen in the 24 hours around it.
    for (const mine of own) {
      const from = new Date(mine.at.getTime() - T.clientAddressWindowMs);
      const to = new Date(mine.at.getTime() + T.clientAddressWindowMs);
      const accounts = [...new Set(list.filter((e) => e.at >= from && e.at <= to).map((e) => e.accountId))];
      if (!worst || accounts.length > worst.accounts.length) worst = { accounts, from, to };
    }
    if (!worst || worst.accounts.length < T.clientAddressAccounts) continue;
    signals.push({
      kind: SIGNAL_KINDS.sharedClientAddress,
      severity: worst.accounts.length >= 2 * T.clientAddressAccounts ? 'high' : 'medium',
      evidence: {
        network,
        accounts: worst.accounts.length,
        otherAccountIds: worst.accounts.filter((id) => id !== accountId),
        from: worst.from.toISOString(),
        to: worst.to.toISOString(),
      },
    });
  }
  return signals;
}
