/**
 * The API as the page and interaction benchmarks use it against the built, seeded server: JSON
 * calls, a demo account's sign-in, and the cookies the web app reads for a signed-in visitor
 * (`apps/web/src/lib/session.ts`), as `e2e/support/session.ts` sets them for the browser tests.
 */
import { DEMO_PASSWORD } from '../../e2e/support/accounts.ts';

type Envelope<T> = { success: boolean; data: T; message?: string };

export type ApiSession = {
  token: string;
  user: { id: string; role: string; isVerified: boolean };
  /** The session cookies, as name → value (not yet URL-encoded). */
  cookies: Record<string, string>;
};

/** A JSON call; fails with the answer's text unless its status is 2xx. */
export async function api<T>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const answer = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new ApiCallError(`${init.method ?? 'GET'} ${path}: ${answer.status} ${text}`, answer.status);
  return (JSON.parse(text) as Envelope<T>).data;
}

export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Signs a demo account in through `POST /api/users/login`. */
export async function signIn(base: string, email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const session = await api<{ token: string; expiresAt: string | null; user: ApiSession['user'] }>(
    base,
    '/api/users/login',
    { body: { email, password } },
  );
  const expiry = session.expiresAt ?? new Date(Date.now() + 59 * 60_000).toISOString();
  return {
    token: session.token,
    user: session.user,
    cookies: {
      authToken: session.token,
      role: session.user.role,
      id: session.user.id,
      isVerified: String(session.user.isVerified),
      expiryTime: expiry,
    },
  };
}

/** The session as one `Cookie` request header. */
export const cookieHeader = (session: ApiSession) =>
  Object.entries(session.cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');

/** The id of the first item of a public list (`/api/properties?pageSize=1`). */
export async function firstId(base: string, path: string): Promise<string> {
  const page = await api<{ items: { id: string }[] }>(base, path);
  const item = page.items[0];
  if (!item) throw new Error(`${path} answered no items: is the demo seed there?`);
  return item.id;
}

/**
 * A listing's auction page: the first auction of the demo agent's listings, or one opened on
 * the agent's last listing when none has one (the seed lists auction listings without an auction;
 * as `e2e/accessibility.spec.ts` finds one).
 */
export async function auctionPath(base: string, agent: ApiSession): Promise<string> {
  const profile = await api<{ properties: { items: { id: string }[] } }>(base, `/api/agents/${agent.user.id}`);
  const ids = profile.properties.items.map((item) => item.id);
  for (const id of ids) {
    const { auction } = await api<{ auction: { id: string } | null }>(base, `/api/properties/${id}`);
    if (auction) return `/single-v8/${id}/${auction.id}`;
  }
  const propertyId = ids.at(-1);
  if (!propertyId) throw new Error('the demo agent has no listing');
  const now = Date.now();
  const created = await api<{ id: string }>(base, '/api/auctions', {
    token: agent.token,
    body: {
      propertyId,
      startingPrice: 200_000,
      reservePrice: 250_000,
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + 7 * 86_400_000).toISOString(),
    },
  });
  return `/single-v8/${propertyId}/${created.id}`;
}
