import { z } from 'zod';

/**
 * The "ask this sender to stop" link of every e-mail sent from the E-mails page (issue 32,
 * decision 062): a signed token naming the holder (an agency 'a', or an independent agent 'u')
 * and the recipient's address. Following it adds a refusal (decision 038) for that holder.
 */
export const EMAIL_STOP_MESSAGES = {
  badToken: 'This link is not valid. Please use the link of the e-mail exactly as you received it.',
  stopped: 'Done: you will receive no more e-mails from this sender.',
} as const;

/** `<a|u>-<holder id>-<address, base64url>-<HMAC-SHA256, base64url>`: no dot (the page is an SPA address). */
export const EMAIL_STOP_TOKEN = /^([au])-([0-9a-f-]{36})-([A-Za-z0-9_-]{4,400})-([A-Za-z0-9_-]{43})$/;

/** The link's query (`?token=…`): a path segment may not be that long (an address can be 254 characters). */
export const ZEmailStopQuery = z.object({
  token: z
    .string({ error: EMAIL_STOP_MESSAGES.badToken })
    .max(600, EMAIL_STOP_MESSAGES.badToken)
    .regex(EMAIL_STOP_TOKEN, EMAIL_STOP_MESSAGES.badToken),
});

/** Who asks to stop and whom: the sender's name and the address; `stopped` once the refusal is there. */
export const ZEmailStop = z.object({
  senderName: z.string(),
  email: z.string(),
  stopped: z.boolean(),
});
export type TEmailStop = z.infer<typeof ZEmailStop>;
