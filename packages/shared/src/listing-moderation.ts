import { z } from 'zod';

/**
 * What staff decided about a listing, as its owner sees it in their listing data (decision 076):
 * `correction` — they are asked to correct it (it stays public); `hidden` — it is off the market
 * until staff restore it. The case itself (and whether it may still be appealed) is
 * `GET /api/cases/{caseId}`.
 */
export const LISTING_MODERATION_STATES = ['correction', 'hidden'] as const;

export const ZListingModeration = z.object({
  state: z.enum(LISTING_MODERATION_STATES),
  reason: z.string(),
  caseId: z.string(),
});
export type TListingModeration = z.infer<typeof ZListingModeration>;
