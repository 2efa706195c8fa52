import { expect, type APIRequestContext } from '@playwright/test';
import type { Role } from '@immora/shared/roles';

type Envelope<T> = { success: boolean; data: T };

/** A month of the role's first plan, bought through the API and paid with the test provider (spec 1 §4); the order's id. */
export async function subscribe(request: APIRequestContext, headers: Record<string, string>, role: Role) {
  const plans = await request.get(`/api/plans?audience=${role}`);
  const [plan] = ((await plans.json()) as Envelope<{ id: string }[]>).data;
  const checkout = await request.post('/api/checkout', {
    headers,
    data: { billing: 'month', items: [{ planId: plan!.id, quantity: 1 }] },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { orderId } = ((await checkout.json()) as Envelope<{ orderId: string }>).data;
  const paid = await request.post(`/api/checkout/test/${orderId}`, { headers, data: { outcome: 'succeed' } });
  expect(paid.status(), await paid.text()).toBe(200);
  return orderId;
}
