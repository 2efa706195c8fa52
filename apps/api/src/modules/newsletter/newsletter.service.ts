import { NEWSLETTER_MESSAGES, type TNewsletterSubscribeResponse } from '@immora/shared/newsletter';
import { AppError } from '../../lib/errors.ts';
import type { newsletterRepository } from './newsletter.repository.ts';

export async function subscribe(opts: {
  repo: ReturnType<typeof newsletterRepository>;
  email: string;
  language: string;
}): Promise<TNewsletterSubscribeResponse> {
  const row = await opts.repo.insert(opts.email.toLowerCase(), opts.language);
  if (!row) throw AppError.conflict(NEWSLETTER_MESSAGES.duplicate, { email: NEWSLETTER_MESSAGES.duplicate });
  return { email: row.email, subscribedAt: row.createdAt.toISOString() };
}
