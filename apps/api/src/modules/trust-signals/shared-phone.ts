import { toE164 } from '@immora/shared/phone-e164';
import { SIGNAL_KINDS, type Signal } from './signal.ts';
import { SIGNAL_THRESHOLDS as T } from './signal-thresholds.ts';
import type { TrustSignalsRepository } from './trust-signals.repository.ts';

type Holder = { user_id: string; phone: string; source: 'profile' | 'agency'; closed_at: Date | string | null };

/** The other accounts holding one of `own`'s numbers, by number in E.164. */
function holdersByPhone(own: string[], holders: Holder[]) {
  const mine = new Set(own.map(toE164).filter((p): p is string => p !== null));
  const byPhone = new Map<string, Map<string, Holder>>();
  for (const h of holders) {
    const e164 = toE164(h.phone);
    if (!e164 || !mine.has(e164)) continue;
    const accounts = byPhone.get(e164) ?? new Map<string, Holder>();
    accounts.set(h.user_id, h);
    byPhone.set(e164, accounts);
  }
  return byPhone;
}

/**
 * shared_phone (decision 078): one of the account's numbers (its profile's, its agency's), in
 * E.164, is also another account's (a closed one included: a banned seller coming back). Accounts
 * of one agency are one party. Medium for two accounts, high from three.
 */
export function sharedPhone(own: string[], holders: Holder[]): Signal[] {
  return [...holdersByPhone(own, holders)].map(([phone, accounts]) => ({
    kind: SIGNAL_KINDS.sharedPhone,
    severity: accounts.size + 1 >= T.sharedPhoneHigh ? 'high' : 'medium',
    evidence: {
      phone,
      accounts: [...accounts.values()].map((h) => ({
        userId: h.user_id,
        source: h.source,
        closed: h.closed_at !== null,
      })),
    },
  }));
}

/** The account's numbers (its profile's, its agency's) and the holders of numbers ending alike. */
async function phonesAndCandidates(repo: TrustSignalsRepository, userId: string) {
  const own = (await repo.phonesOf(userId)).map((r) => r.phone);
  const tails = [
    ...new Set(
      own
        .map(toE164)
        .filter((p): p is string => p !== null)
        .map((p) => p.slice(-8)),
    ),
  ];
  return { own, holders: await repo.phoneCandidates(userId, tails) };
}

export async function sharedPhoneSignals(repo: TrustSignalsRepository, userId: string) {
  const { own, holders } = await phonesAndCandidates(repo, userId);
  return sharedPhone(own, holders);
}

/**
 * The other accounts (not of the account's own agency) holding one of its numbers however it was
 * typed (`+32 470 12 34 56`, `0470.12.34.56`): a case's related listings (decision 078).
 */
export async function samePhoneAccounts(repo: TrustSignalsRepository, userId: string): Promise<string[]> {
  const { own, holders } = await phonesAndCandidates(repo, userId);
  return [...new Set([...holdersByPhone(own, holders).values()].flatMap((accounts) => [...accounts.keys()]))];
}
