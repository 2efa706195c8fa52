import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, uniqueEmail, validPhone } from './accounts.ts';
import { latestLink } from './control.ts';

type Envelope<T> = { success: boolean; data: T; error?: { message: string } };
export type Slot = { startsAt: string };

/** A new verified buyer: signed up and verified through the API and the e-mailed link. */
export async function newBuyer(request: APIRequestContext, lastName: string, firstName = 'Sofie') {
  const email = uniqueEmail('viewer');
  const signup = await request.post('/api/users/signup', {
    data: { first_name: firstName, last_name: lastName, email, password: DEMO_PASSWORD, phoneNumber: validPhone() },
  });
  expect(signup.status()).toBe(201);
  const token = new URL(await latestLink(email, '/verify-email')).searchParams.get('token');
  expect((await request.post('/api/users/verify-email', { data: { token } })).status()).toBe(200);
  return email;
}

export async function apiLogin(request: APIRequestContext, email: string) {
  const res = await request.post('/api/users/login', { data: { email, password: DEMO_PASSWORD } });
  return ((await res.json()) as Envelope<{ token: string }>).data.token;
}

/** The free viewing slots of a published listing. */
export async function freeSlots(request: APIRequestContext, propertyId: string) {
  const res = await request.get(`/api/properties/${propertyId}/slots`);
  return ((await res.json()) as Envelope<{ slots: Slot[] }>).data.slots;
}

/** One of a demo owner's published listings that offers free viewing slots. */
export async function listingWithSlots(request: APIRequestContext, ownerEmail: string) {
  const token = await apiLogin(request, ownerEmail);
  const res = await request.get('/api/my-properties?status=published&pageSize=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  const listings = ((await res.json()) as Envelope<{ items: { id: string; title: string }[] }>).data.items;
  for (const listing of listings) {
    if ((await freeSlots(request, listing.id)).length >= 3) return listing;
  }
  throw new Error(`${ownerEmail} has no published listing with free viewing slots`);
}
