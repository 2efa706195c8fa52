import { describe, expect, it } from 'vitest';
import { clientNetwork, sharedClientAddress, type ClientEvent } from './shared-client-address.ts';

const HOUR = 3_600_000;
const T0 = new Date('2026-11-20T08:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const events = (address: string, accounts: string[], hours: (i: number) => number = (i) => i): ClientEvent[] =>
  accounts.map((accountId, i) => ({ accountId, address, at: at(hours(i)) }));

describe('clientNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa::1', '2001:0db8:0001:0002::/64'],
    ['2001:DB8:1:2:bbbb:cccc:dddd:eeee', '2001:0db8:0001:0002::/64'],
    ['2001:db8::1', '2001:0db8:0000:0000::/64'],
    ['2001:0db8:0001:0002::/64', '2001:0db8:0001:0002::/64'],
  ])('%s → %s', (address, network) => expect(clientNetwork(address)).toBe(network));

  it.each(['', 'localhost', '999.1.1.1', 'unknown'])('%s is none', (address) =>
    expect(clientNetwork(address)).toBeNull(),
  );
});

describe('shared_client_address', () => {
  it('fires when 5 accounts use one address within 24 hours of this account, IPv6 counted by its /64', async () => {
    const list = [
      ...events('198.51.100.4', ['a', 'b', 'c', 'd']),
      { accountId: 'me', address: '198.51.100.4', at: at(20) },
    ];
    expect(sharedClientAddress(list, 'me')).toEqual([
      {
        kind: 'shared_client_address',
        severity: 'medium',
        evidence: {
          network: '198.51.100.4',
          accounts: 5,
          otherAccountIds: ['a', 'b', 'c', 'd'],
          from: at(-4).toISOString(),
          to: at(44).toISOString(),
        },
      },
    ]);
    const v6 = ['me', 'a', 'b', 'c', 'd'].map((accountId, i) => ({
      accountId,
      address: `2001:db8:5:6:${i + 1}::${i + 7}`,
      at: at(i),
    }));
    expect(sharedClientAddress(v6, 'me')[0]).toMatchObject({
      evidence: { network: '2001:0db8:0005:0006::/64', accounts: 5 },
    });
    const ten = events('198.51.100.9', ['me', ...'abcdefghi'.split('')]);
    expect(sharedClientAddress(ten, 'me')[0]!.severity).toBe('high');
  });

  it('stays quiet for 4 accounts, accounts spread over days, other addresses and other /64s', () => {
    expect(sharedClientAddress(events('198.51.100.4', ['me', 'a', 'b', 'c']), 'me')).toEqual([]);
    // One a day: never 5 within 24 hours of this account's visit.
    expect(
      sharedClientAddress(
        events('198.51.100.4', ['me', 'a', 'b', 'c', 'd'], (i) => i * 25),
        'me',
      ),
    ).toEqual([]);
    const spread = ['me', 'a', 'b', 'c', 'd'].map((accountId, i) => ({
      accountId,
      address: `198.51.100.${i}`,
      at: T0,
    }));
    expect(sharedClientAddress(spread, 'me')).toEqual([]);
    const v6 = ['me', 'a', 'b', 'c', 'd'].map((accountId, i) => ({ accountId, address: `2001:db8:5:${i}::1`, at: T0 }));
    expect(sharedClientAddress(v6, 'me')).toEqual([]);
    // Five other accounts on an address this account never used.
    expect(sharedClientAddress(events('198.51.100.7', ['a', 'b', 'c', 'd', 'e']), 'me')).toEqual([]);
  });
});
