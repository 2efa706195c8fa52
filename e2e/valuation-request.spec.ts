import { expect, test } from '@playwright/test';
import { acceptCookies, uniqueEmail, validPhone } from './support/accounts.ts';
import { apiData, apiPost, signInThroughApi } from './support/session.ts';

type Page<T> = { items: T[] };

test('a valuation request for the demo agency becomes a Selling lead from the Website in its CRM leads', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await acceptCookies(page);
  const session = await signInThroughApi(page, 'agency@immora.be');

  // The municipality where the agency (subscribed: Agency Pro) has the most published listings.
  const mine = await page.request.get('/api/my-properties?status=published&pageSize=50', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const { items } = ((await mine.json()) as { data: Page<{ city: string | null }> }).data;
  const counts = new Map<string, number>();
  for (const { city } of items) if (city) counts.set(city, (counts.get(city) ?? 0) + 1);
  const [city] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const { items: places } = await apiData<Page<{ latitude: number; longitude: number }>>(
    page,
    `/api/geocode?q=${encodeURIComponent(city)}`,
  );
  const { latitude, longitude } = places[0]!;

  const name = `Lotte Peeters ${Date.now().toString(36)}`;
  const sent = await apiPost<{ professional: { name: string; kind: string } }>(page, '/api/valuation-requests', {
    facts: {
      latitude,
      longitude,
      category: 'houses',
      transaction: 'sale',
      livingArea: 140,
      bedrooms: 3,
      bathrooms: 1,
      garden: true,
      parking: false,
    },
    estimate: {
      transaction: 'sale',
      category: 'houses',
      latitude,
      longitude,
      addressLabel: null,
      estimate: 395_000,
      range: { low: 360_000, high: 430_000 },
      confidence: 'high',
      comparables: 14,
      dataDate: new Date().toISOString(),
    },
    professionalId: session.user.id,
    name,
    email: uniqueEmail('valuation'),
    phone: validPhone(),
    consent: true,
    language: 'fr',
  });
  expect(sent.professional.kind).toBe('agency');

  await page.goto(`/agency-crm/leads?q=${encodeURIComponent(name)}`);
  const row = page.getByTestId('crm-lead-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Selling');
  await expect(row).toContainText('Website');
  await expect(row).toContainText('New');
});
