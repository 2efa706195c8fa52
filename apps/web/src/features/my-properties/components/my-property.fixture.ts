import type { MyProperty } from '@immora/shared/listing-form';
import { actionsFrom } from '@immora/shared/listing-form';

/** A row of GET /api/my-properties for component tests; overrides win. */
export function myProperty(overrides: Partial<MyProperty> = {}): MyProperty {
  const id = overrides.id ?? 'b7f0c1de-0000-4000-8000-000000000001';
  const status = overrides.status ?? 'published';
  return {
    id,
    _id: id,
    title: 'Bright loft near the Korenmarkt',
    category: 'loft',
    type: 'sale',
    status,
    actions: actionsFrom(status),
    price: 325000,
    city: 'Gent',
    coverUrl: null,
    publishedId: 'PUB-1001',
    publicCode: 'IMM-7QK2',
    referenceCode: 'REF-42',
    createdAt: '2026-10-01T09:00:00.000Z',
    publishedAt: '2026-10-02T09:00:00.000Z',
    expiresAt: '2027-01-02T09:00:00.000Z',
    views: 128,
    leads: 5,
    boosted: false,
    boostedUntil: null,
    auctionStatus: 'none',
    auctionId: null,
    moderation: null,
    agentName: null,
    missing: [],
    ...overrides,
  };
}

type Answer = { status: number; body: unknown };
type Handler = (url: URL, init: RequestInit | undefined) => Answer;

/** Stubs fetch by method and path ('GET /api/credits'); records every call. */
export function routeFetch(routes: Record<string, Handler | Answer>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route =
      routes[`${method} ${url.pathname}`] ??
      Object.entries(routes).find(([key]) => {
        const [m, pattern] = key.split(' ');
        return m === method && pattern && new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+')}$`).test(url.pathname);
      })?.[1];
    const answer = typeof route === 'function' ? route(url, init) : (route ?? { status: 404, body: {} });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  return { fetchMock, calls };
}

export const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });
export const fail = (status: number, message: string): Answer => ({
  status,
  body: { success: false, error: { code: 'ERROR', message } },
});

export function signIn(role: string) {
  document.cookie = 'authToken=token-123; path=/';
  document.cookie = `role=${role}; path=/`;
  document.cookie = 'id=u1; path=/';
  document.cookie = 'isVerified=true; path=/';
}
