import { z } from 'zod';
import { ZLanguage } from './language-schema.ts';

/** Footer newsletter box (spec 1 §2, wired to the API as DESIGN.md asks). */
export const NEWSLETTER_MESSAGES = {
  required: 'This field is required!',
  invalid: 'Please enter a valid email address.',
  duplicate: 'This address is already subscribed to our newsletter.',
  subscribed: 'Thank you! You are now subscribed to the Immora newsletter.',
} as const;

export const ZNewsletterSubscribeRequest = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.required })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.required)
    .max(254, NEWSLETTER_MESSAGES.invalid)
    .pipe(z.email(NEWSLETTER_MESSAGES.invalid)),
  language: ZLanguage.default('en'),
});
export type TNewsletterSubscribeRequest = z.input<typeof ZNewsletterSubscribeRequest>;

export const ZNewsletterSubscribeResponse = z.object({
  email: z.string(),
  subscribedAt: z.string(),
});
export type TNewsletterSubscribeResponse = z.infer<typeof ZNewsletterSubscribeResponse>;
