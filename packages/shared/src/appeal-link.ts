import { z } from 'zod';
import { CASE_ACTIONS } from './trust.ts';

/**
 * The appeal link of a suspension e-mail (issue 36, decision 081). A suspended owner cannot sign
 * in, so the e-mail carries a signed link to `/appeal?token=…`, where they read the decision and
 * answer it once, like the signed-in appeal of a listing's decision.
 */

/** How long the link works, counted from the suspension e-mail. */
export const APPEAL_LINK_DAYS = 30;

export const APPEAL_LINK_MESSAGES = {
  badToken: 'This link is not valid. Please use the link of the e-mail exactly as you received it.',
  expired:
    'This appeal link has expired. Answer the e-mail that told you about the suspension and we will look at it again.',
  notSuspended: 'Your account is no longer suspended: sign in to see your listings and any decision about them.',
} as const;

/** `<case id>-<expiry in seconds since 1970, base 36>-<HMAC-SHA256, base64url>`: no dot (the page is an SPA address). */
export const APPEAL_LINK_TOKEN = /^([0-9a-f-]{36})-([0-9a-z]{1,10})-([A-Za-z0-9_-]{43})$/;

/** The link's query (`?token=…`), as the stop link of decision 062. */
export const ZAppealLinkQuery = z.object({
  token: z
    .string({ error: APPEAL_LINK_MESSAGES.badToken })
    .max(120, APPEAL_LINK_MESSAGES.badToken)
    .regex(APPEAL_LINK_TOKEN, APPEAL_LINK_MESSAGES.badToken),
});

/**
 * What the link shows: the decision with staff's reason, the appeal once sent, whether one may
 * still be sent, whether the account is still suspended (once lifted the owner signs in again),
 * and until when the link works.
 */
export const ZAppealLinkCase = z.object({
  decision: z.object({ action: z.enum(CASE_ACTIONS), reason: z.string(), decidedAt: z.string() }),
  appeal: z.object({ text: z.string(), appealedAt: z.string() }).nullable(),
  canAppeal: z.boolean(),
  suspended: z.boolean(),
  expiresAt: z.string(),
});
export type TAppealLinkCase = z.infer<typeof ZAppealLinkCase>;
