import type { PlanAudience } from '@immora/shared/plans';

export type Billing = 'monthly' | 'yearly';

export const AUDIENCES: readonly PlanAudience[] = ['individual', 'agency', 'pseller'];

export const isAudience = (value: string | null | undefined): value is PlanAudience =>
  (AUDIENCES as readonly (string | null | undefined)[]).includes(value);

/** Whose plans a visitor sees: a professional sees their own; guests and seekers may choose. */
export function audienceFor(role: string | null, chosen: string | null): { audience: PlanAudience; locked: boolean } {
  if (isAudience(role)) return { audience: role, locked: true };
  return { audience: isAudience(chosen) ? chosen : 'individual', locked: false };
}

/** The per-month equivalent of a yearly price, rounded to the cent. */
export const perMonth = (yearly: number) => Math.round((yearly / 12) * 100) / 100;
