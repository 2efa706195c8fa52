import { describe, expect, it } from 'vitest';
import { canBoost, canCreateAuction, publicPath } from './row-rules.ts';

const row = (status: string, auctionStatus = 'none') =>
  ({ id: 'x', status, auctionStatus, type: 'sale', auctionId: null }) as Parameters<typeof canCreateAuction>[1];

describe('row rules', () => {
  it('boosts and shows publicly only what the public sees (published, under offer)', () => {
    expect(['draft', 'pending', 'published', 'processing', 'active'].filter((s) => canBoost(row(s)))).toEqual([
      'published',
      'active',
    ]);
    expect(publicPath(row('active'))).toBe('/single-v1/x');
    expect(publicPath(row('draft'))).toBeNull();
  });

  it('lets only an individual agent auction a published listing without a running or planned auction', () => {
    expect(canCreateAuction('individual', row('published'))).toBe(true);
    expect(canCreateAuction('individual', row('published', 'ended'))).toBe(true);
    expect(canCreateAuction('individual', row('published', 'open'))).toBe(false);
    expect(canCreateAuction('individual', row('published', 'scheduled'))).toBe(false);
    expect(canCreateAuction('individual', row('draft'))).toBe(false);
    expect(canCreateAuction('pseller', row('published'))).toBe(false);
    expect(canCreateAuction('agency', row('published'))).toBe(false);
  });
});
