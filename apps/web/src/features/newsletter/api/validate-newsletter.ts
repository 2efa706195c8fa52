import type { TNewsletterSubscribeRequest } from '@immora/shared/newsletter';

export type NewsletterMessageKey = 'required' | 'invalid' | 'duplicate' | 'subscribed';

type Result = { ok: true; value: TNewsletterSubscribeRequest } | { ok: false; message: string };

/**
 * Validates with the shared zod schema. The schema (and zod) are fetched on first submit,
 * which keeps them out of the home page's initial JavaScript.
 */
export async function validateNewsletter(input: { email: string; language: string }): Promise<Result> {
  const { ZNewsletterSubscribeRequest } = await import('@immora/shared/newsletter');
  const parsed = ZNewsletterSubscribeRequest.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
}

/** Finds the i18n key of one of the schema's / server's English messages. */
export async function messageKey(message: string): Promise<NewsletterMessageKey | null> {
  const { NEWSLETTER_MESSAGES } = await import('@immora/shared/newsletter');
  const entry = Object.entries(NEWSLETTER_MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as NewsletterMessageKey) : null;
}
