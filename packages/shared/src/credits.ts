import { z } from 'zod';

export const BOOST_MESSAGES = {
  notEnough: 'Not enough credits: this boost needs {needed} credits and you have {balance}.',
  notPublished: 'Only published listings can be boosted.',
  notYours: 'You can only boost your own listings.',
  planNotFound: 'This boost plan does not exist.',
  boosted: 'Your listing is boosted until {until}.',
} as const;

export const ZBoostPlan = z.object({
  id: z.string(),
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  durationDays: z.number().int(),
  credits: z.number().int(),
  description: z.string(),
});
export type TBoostPlan = z.infer<typeof ZBoostPlan>;

export const ZBoostRequest = z.object({ planId: z.uuid({ error: BOOST_MESSAGES.planNotFound }) });

export const ZBoostResponse = z.object({
  boostId: z.string(),
  boostedUntil: z.string(),
  remainingCredits: z.number().int(),
  message: z.string(),
});
export type TBoostResponse = z.infer<typeof ZBoostResponse>;

/**
 * The pseller dashboard's credit stats (spec 2 §2): total, remaining, used (on boosts), current
 * plan; and expired, the purchased credits left when their period ended.
 */
export const ZCreditSummary = z.object({
  total: z.number().int(),
  remaining: z.number().int(),
  used: z.number().int(),
  expired: z.number().int(),
  currentPlan: z.string().nullable(),
  ledger: z.array(
    z.object({
      id: z.string(),
      delta: z.number().int(),
      reason: z.string(),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type TCreditSummary = z.infer<typeof ZCreditSummary>;
