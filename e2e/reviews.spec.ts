import { expect, test } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD } from './support/accounts.ts';
import { apiLogin } from './support/viewings.ts';
import { signInThroughApi } from './support/session.ts';

type Envelope<T> = { success: boolean; data: T };
type Appointment = { id: string; status: string; canReview: boolean; property: { title: string } };

/**
 * A viewing is completed only once its time has come (decision 021) and the server's clock
 * cannot be moved from a test, so the journey starts from the demo buyer's seeded viewing with
 * the demo agent that was confirmed and whose time has passed (seed/reviews.ts): the agent marks
 * it completed through the API, then the buyer reviews it and the agent replies in the browser.
 */
test('a buyer reviews an agent after a completed viewing and the agent replies', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const [buyerToken, agentToken] = [
    await apiLogin(request, 'buyer@immora.be'),
    await apiLogin(request, 'agent@immora.be'),
  ];
  const booked = await request.get('/api/appointments/booked?status=confirmed&when=past', {
    headers: { authorization: `Bearer ${buyerToken}` },
  });
  const viewing = ((await booked.json()) as Envelope<{ items: Appointment[] }>).data.items[0]!;
  expect(viewing).toMatchObject({ status: 'confirmed', canReview: false });
  const completed = await request.patch(`/api/appointments/${viewing.id}/status`, {
    headers: { authorization: `Bearer ${agentToken}` },
    data: { status: 'completed' },
  });
  expect(completed.status()).toBe(200);

  // The buyer writes the review from their appointments.
  await acceptCookies(page);
  await signInThroughApi(page, 'buyer@immora.be');
  await page.goto('/user-appointments?status=completed');
  // By id: another journey may have completed a viewing of the same house with the same agent.
  const row = page.locator(`[data-testid="appointment-row"][data-id="${viewing.id}"]`);
  await row.getByRole('button', { name: /Write a review of Nicolas Van Houtte/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(dialog.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
  // The stars are a radio group: arrows move the choice.
  await dialog.getByRole('radio', { name: '3 stars' }).check();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog
    .getByLabel('Your review')
    .fill('Clear about the costs and the renovation; the garden is smaller than shown.');
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: /Write a review/ })).toHaveCount(0);

  // The agent replies once on the reviews screen.
  const context = await browser.newContext();
  const agent = await context.newPage();
  await acceptCookies(agent);
  await signInThroughApi(agent, 'agent@immora.be');
  await agent.goto('/dashboard-reviews?reply=unreplied');
  const review = agent.getByTestId('review-row').filter({ hasText: 'the garden is smaller than shown' });
  await expect(review.getByTestId('review-reply-state')).toHaveText('Not replied');
  await review.getByRole('button', { name: /Reply to the review of Laura Vermeersch/ }).click();
  const reply = agent.getByRole('dialog', { name: 'Reply to the review' });
  await reply.getByLabel('Your reply').fill('Thank you Laura, the garden plan is now in the listing.');
  await reply.getByRole('button', { name: 'Publish reply' }).click();
  await expect(reply).toBeHidden();
  await agent.goto('/dashboard-reviews?reply=replied');
  const answered = agent.getByTestId('review-row').filter({ hasText: 'the garden is smaller than shown' });
  await expect(answered.getByTestId('review-reply-state')).toHaveText('Replied');
  await expect(answered.getByRole('button', { name: /Reply to/ })).toHaveCount(0);

  // The public agent page shows the average over the agent's reviews and the reply.
  const login = await request.post('/api/users/login', { data: { email: 'agent@immora.be', password: DEMO_PASSWORD } });
  const agentId = ((await login.json()) as Envelope<{ user: { id: string } }>).data.user.id;
  const summary = (await (await request.get(`/api/agents/${agentId}/reviews`)).json()) as Envelope<{
    average: number;
    total: number;
  }>;
  await page.goto(`/agent-single/${agentId}`);
  // The reviews load as the visitor scrolls down to them, below the listings.
  await expect(page.getByRole('heading', { level: 2, name: 'Listings' })).toBeVisible();
  await page.locator('.pro-profile__main > :last-child').scrollIntoViewIfNeeded();
  const panel = page.getByTestId('public-reviews');
  await expect(panel.getByTestId('public-reviews-summary')).toContainText(summary.data.average.toFixed(1));
  await expect(panel.getByTestId('public-reviews-summary')).toContainText(`${summary.data.total} reviews`);
  const published = panel.getByTestId('public-review').filter({ hasText: 'the garden is smaller than shown' });
  await expect(published).toContainText('Laura V.');
  await expect(published.getByTestId('public-review-reply')).toContainText('the garden plan is now in the listing');
  await context.close();
});
