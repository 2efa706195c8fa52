import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts.ts';

type Envelope<T> = { success: true; data: T };

/** GET of a public API path, answering its `data`. */
export async function apiData<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as Envelope<T>).data;
}

/** POST to the API with a JSON body (and a bearer token when given), answering its `data`. */
export async function apiPost<T>(page: Page, path: string, data: unknown, token?: string): Promise<T> {
  const answer = await page.request.post(path, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as Envelope<T>).data;
}

type LoginAnswer = { token: string; expiresAt: string | null; user: { id: string; role: string; isVerified: boolean } };

/**
 * Signs in through the API and stores the session cookies the web app reads (lib/session.ts),
 * without the login page: for tests about what a signed-in page shows, not about signing in.
 */
export async function signInThroughApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<LoginAnswer> {
  const session = await apiPost<LoginAnswer>(page, '/api/users/login', { email, password });
  const url = test.info().project.use.baseURL ?? '';
  const expiry = session.expiresAt ?? new Date(Date.now() + 59 * 60_000).toISOString();
  const values = {
    authToken: session.token,
    role: session.user.role,
    id: session.user.id,
    isVerified: String(session.user.isVerified),
    expiryTime: expiry,
  };
  await page
    .context()
    .addCookies(Object.entries(values).map(([name, value]) => ({ name, value: encodeURIComponent(value), url })));
  return session;
}

/** Signs in to the CRM area through the API: the crmToken and crmCustomer its pages read from localStorage. */
export async function crmSignInThroughApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const { token, customer } = await apiPost<{ token: string; customer: unknown }>(page, '/api/crm/login', {
    email,
    password,
  });
  await page.evaluate(
    ([crmToken, crmCustomer]) => {
      localStorage.setItem('crmToken', crmToken);
      localStorage.setItem('crmCustomer', crmCustomer);
    },
    [token, JSON.stringify(customer)] as const,
  );
}
