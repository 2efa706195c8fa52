import type { TListingInput } from '@immora/shared/listing-form';
import type { TAlertFrequency } from '@immora/shared/alerts';
import type { TestContext } from './app.ts';
import { addPhoto, completeListing } from './listing-fixtures.ts';
import { signedInUser } from './session.ts';

type Headers = Record<string, string>;

/** What the alert tests share: a seeker's saved search with an alert, and a publisher's listings through the API. */
export function alertFixtures(ctx: () => TestContext) {
  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
    ctx().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** A buyer's saved search (Ghent houses for sale unless `filters`), with its alert at `frequency`. */
  async function searchAlert(
    frequency: TAlertFrequency,
    filters: Record<string, string> = { city: 'Ghent', type: 'sale' },
  ) {
    const seeker = await signedInUser(ctx().app, ctx().database, { role: 'buyer' });
    const saved = await inject('POST', '/api/saved-searches', seeker.headers, { title: 'Alerted search', filters });
    const id = saved.json().data.id as string;
    const res = await inject('PATCH', `/api/saved-searches/${id}/alert`, seeker.headers, { frequency });
    if (res.statusCode !== 200) throw new Error(res.body);
    return { ...seeker, savedSearchId: id };
  }

  /** A complete listing (in Gent unless `region`; a house for sale at € 415 000 unless `overrides`), published by `publisher`. */
  async function publish(
    publisher: Headers,
    overrides: Partial<TListingInput> = {},
    region: 'flanders' | 'wallonia' = 'flanders',
  ) {
    const created = await inject('POST', '/api/properties', publisher, completeListing(region, overrides));
    const id = created.json().data.id as string;
    await addPhoto(ctx().database, id);
    const res = await inject('POST', `/api/properties/${id}/publish`, publisher);
    if (res.statusCode !== 200) throw new Error(res.body);
    return id;
  }

  const setPrice = (publisher: Headers, id: string, price: number) =>
    inject('PATCH', `/api/properties/${id}`, publisher, { price });

  return { inject, searchAlert, publish, setPrice };
}
