import { SIGNAL_KINDS, type Signal } from './signal.ts';
import { SIGNAL_THRESHOLDS as T } from './signal-thresholds.ts';

/** Roles that are not professionals: a private seller rarely has more than one or two properties. */
const PRIVATE_ROLES = new Set(['pseller', 'buyer']);

export type EarlyListings = {
  role: string;
  createdAt: Date;
  /** The account's listings first published within its first day, oldest first. */
  listings: { id: string; public_code: string; published_at: Date | string }[];
};

/**
 * new_account_burst (decision 078): an account publishing many listings within 24 hours of its
 * creation (a private seller 3, a professional 10); high at twice that.
 */
export function newAccountBurst(account: EarlyListings | null): Signal[] {
  if (!account) return [];
  const threshold = PRIVATE_ROLES.has(account.role) ? T.burstPrivate : T.burstProfessional;
  const n = account.listings.length;
  if (n < threshold) return [];
  return [
    {
      kind: SIGNAL_KINDS.newAccountBurst,
      severity: n >= 2 * threshold ? 'high' : 'medium',
      evidence: {
        role: account.role,
        accountCreatedAt: account.createdAt.toISOString(),
        listingsInFirstDay: n,
        threshold,
        listings: account.listings.map((l) => ({
          id: l.id,
          publicCode: l.public_code,
          publishedAt: new Date(l.published_at).toISOString(),
        })),
      },
    },
  ];
}
