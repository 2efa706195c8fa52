import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, uniqueEmail, validPhone } from './accounts.ts';
import { latestLink } from './control.ts';
import { apiPost } from './session.ts';

/** A new account of the test's own, signed up through the API and verified by its e-mailed link. */
export async function newVerifiedAccount(
  page: Page,
  sellerType: 'pseller' | 'individual' | 'agency',
  extra: Record<string, string> = {},
) {
  const email = uniqueEmail(sellerType === 'pseller' ? 'seller' : sellerType);
  await apiPost(page, '/api/users/signup', {
    first_name: 'Ann',
    last_name: 'Peeters',
    email,
    password: DEMO_PASSWORD,
    phoneNumber: validPhone(),
    sellerType,
    ...extra,
  });
  await page.goto(await latestLink(email, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
  return email;
}
