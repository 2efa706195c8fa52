import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import AddPropertyPage from './add-property-page.tsx';

vi.setConfig({ testTimeout: 20_000 });

type Call = { method: string; url: string; body: unknown };
type Answer = { status: number; body: unknown };

/** fetch at the boundary: answers by "METHOD path" (first match), records every call. */
function api(routes: Record<string, Answer | ((call: Call) => Answer)>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const call = { method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const key = Object.keys(routes).find((k) => `${method} ${url}`.startsWith(k));
    const route = key ? routes[key] : undefined;
    const answer = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: {} });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

const listing = (over: Record<string, unknown> = {}) => ({
  id: 'l1',
  _id: 'l1',
  status: 'draft',
  publicCode: 'IMM-1',
  region: 'flanders',
  missing: [],
  photos: [],
  availableNow: true,
  country: 'Belgium',
  amenities: [],
  availableTimeSlots: {},
  facts: {},
  language: 'en',
  translations: {},
  ...over,
});
const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } });

const complete = listing({
  title: 'Bright flat near the Meir',
  description: 'A bright two-bedroom flat with a terrace, close to shops and trains.',
  category: 'apartments',
  type: 'rent',
  price: 1150,
  bedrooms: 2,
  bathrooms: 1,
  area: 92,
  address: 'Meir 10',
  postalCode: '2000',
  city: 'Antwerpen',
  latitude: 51.2182,
  longitude: 4.4051,
  facts: { epcScore: 180, epcLabel: 'B', epcCode: '20240101-0001' },
  photos: [
    { id: 'p1', url: '/p1.jpg', thumbnailUrl: '/p1-t.jpg', width: 2048, height: 1152, isCover: true, position: 0 },
  ],
});

/** Closes the SweetAlert2 dialog (it hides the page from assistive technology while open). */
const closeAlert = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull(), { timeout: 5000 });
};
const open = (initial = '/dashboard-add-property') =>
  renderRoute(<AddPropertyPage role="individual" />, '/dashboard-add-property', initial);
const stepper = () => within(screen.getByRole('navigation', { name: 'Steps of the form' }));
/** Waits for the reopened listing, then clicks a step of the stepper. */
const goToStep = async (name: RegExp) => {
  const nav = await screen.findByRole('navigation', { name: 'Steps of the form' });
  fireEvent.click(within(nav).getByRole('button', { name }));
};
const button = (name: string | RegExp) => screen.getByRole('button', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.querySelectorAll('.swal2-container').forEach((node) => node.remove());
});

describe('add-property wizard: steps', () => {
  it('Next Step on an empty Description step marks what is missing and stays there, sending nothing', async () => {
    const calls = api({});
    open();
    fireEvent.click(button('Next Step'));
    expect((await screen.findAllByText('Please fill out this field')).length).toBeGreaterThanOrEqual(7);
    expect(screen.getByText('Add at least one photo')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Description' })).toBeTruthy();
    expect(stepper().getByRole('button', { name: /Description/ }).textContent).toContain('needs attention');
    expect(calls).toHaveLength(0);
  });

  it('a wrong value blocks the draft with its message', async () => {
    const calls = api({});
    open();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Flat' } });
    fireEvent.click(button('Save as Draft'));
    expect(await screen.findByText('The title needs 5 to 120 characters')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('Save as Draft creates the draft (POST), keeps its id in the address, and later saves PATCH it', async () => {
    const calls = api({
      'POST /api/properties': ok(listing({ title: 'Bright flat near the Meir' }), 201),
      'PATCH /api/properties/l1': ok(listing({ title: 'Bright flat near the Meir, renovated' })),
    });
    const router = open();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Bright flat near the Meir' } });
    fireEvent.click(button('Save as Draft'));
    expect(await screen.findByText('Draft Saved', {}, { timeout: 8000 })).toBeTruthy();
    expect(router.state.location.search).toBe('?id=l1');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/properties' });
    expect(calls[0]?.body).toMatchObject({ title: 'Bright flat near the Meir', country: 'Belgium' });
    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull(), { timeout: 5000 });

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Bright flat near the Meir, renovated' } });
    fireEvent.click(button('Save as Draft'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && c.url === '/api/properties/l1')).toBe(true));
  });

  it("a failed draft save says 'Failed to save draft. Please try again.'", async () => {
    api({ 'POST /api/properties': { status: 500, body: { success: false, error: { code: 'X', message: 'boom' } } } });
    open();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Bright flat near the Meir' } });
    fireEvent.click(button('Save as Draft'));
    expect(await screen.findByText('Failed to save draft. Please try again.', {}, { timeout: 8000 })).toBeTruthy();
  });
});

describe('add-property wizard: language versions (decision 023)', () => {
  const french = {
    title: 'Appartement lumineux au Meir',
    description: 'Un appartement lumineux avec terrasse, près des commerces.',
  };

  it('reopens a listing with its versions as tabs, and a check shows the version that needs attention', async () => {
    api({ 'GET /api/my-properties/l1': ok({ ...complete, translations: { fr: { title: french.title } } }) });
    open('/dashboard-add-property?id=l1');
    const tabs = await screen.findByRole('tablist', { name: 'Versions by language' });
    expect(within(tabs).getByRole('tab', { name: 'English (original)' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Bright flat near the Meir');

    fireEvent.click(button('Next Step'));
    const tab = await within(tabs).findByRole('tab', { name: 'Français (needs attention)' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect((within(panel).getByLabelText(/^Title/) as HTMLInputElement).value).toBe(french.title);
    expect(
      within(panel)
        .getByLabelText(/^Description/)
        .getAttribute('lang'),
    ).toBe('fr');
    expect(within(panel).getByText('Please fill out this field')).toBeTruthy();
  });

  it('asks before removing a version that has text, and keeps it on Cancel', async () => {
    api({ 'GET /api/my-properties/l1': ok({ ...complete, translations: { fr: french } }) });
    open('/dashboard-add-property?id=l1');
    const others = await screen.findByRole('group', { name: /^Also written in/ });
    fireEvent.click(within(others).getByLabelText('Français'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the French version?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Français' })).toBeTruthy();

    fireEvent.click(within(others).getByLabelText('Français'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('tablist', { name: 'Versions by language' })).toBeNull());
  });
});

describe('add-property wizard: reopening and publishing', () => {
  it('shows a loading state, then the draft; an unknown id says the property was not found', async () => {
    api({
      'GET /api/my-properties/gone': {
        status: 404,
        body: { success: false, error: { code: 'NOT_FOUND', message: 'Property not found' } },
      },
    });
    open('/dashboard-add-property?id=gone');
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my properties' }).getAttribute('href')).toBe(
      '/dashboard-my-properties',
    );
  });

  it('Publish with fields missing: Missing Data, the fields flagged with their step', async () => {
    api({
      'GET /api/my-properties/l1': ok(
        listing({ title: 'Bright flat near the Meir', type: 'sale', postalCode: '1000' }),
      ),
    });
    open('/dashboard-add-property?id=l1');
    await goToStep(/Amenities/);
    expect(screen.getByText(/Still needed to publish/)).toBeTruthy();
    fireEvent.click(button('Publish Property'));
    expect(await screen.findByText('Missing Data', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Please fill out all required fields.')).toBeTruthy();
    await closeAlert();
    expect(stepper().getByRole('button', { name: /Location/ }).textContent).toContain('needs attention');
    expect(stepper().getByRole('button', { name: /Details/ }).textContent).toContain('needs attention');
    expect(screen.getByRole('form', { name: 'Description' })).toBeTruthy();
  });

  it("the server's MISSING_DATA answer is shown the same way", async () => {
    api({
      'GET /api/my-properties/l1': ok(complete),
      'POST /api/properties/l1/publish': {
        status: 400,
        body: {
          success: false,
          error: {
            code: 'MISSING_DATA',
            message: 'Please fill out all required fields.',
            fields: { 'facts.epcCode': 'Missing Data' },
          },
        },
      },
    });
    open('/dashboard-add-property?id=l1');
    await goToStep(/Amenities/);
    expect(screen.getByText('Ready to publish')).toBeTruthy();
    fireEvent.click(button('Publish Property'));
    expect(await screen.findByText('Missing Data', {}, { timeout: 8000 })).toBeTruthy();
    await closeAlert();
    expect(await screen.findByRole('form', { name: 'Details' })).toBeTruthy();
    expect(screen.getByLabelText(/^EPC certificate code/).getAttribute('aria-invalid')).toBe('true');
  });

  it("another failure: 'Submission Error'", async () => {
    api({
      'GET /api/my-properties/l1': ok(complete),
      'POST /api/properties/l1/publish': {
        status: 500,
        body: { success: false, error: { code: 'X', message: 'boom' } },
      },
    });
    open('/dashboard-add-property?id=l1');
    await goToStep(/Amenities/);
    fireEvent.click(button('Publish Property'));
    expect(await screen.findByText('Submission Error', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('There was an error adding your property. Please try again.')).toBeTruthy();
  });

  it("'Property Added', then the role's my-properties page", async () => {
    const calls = api({
      'GET /api/my-properties/l1': ok(complete),
      'POST /api/properties/l1/publish': ok({ ...complete, status: 'published' }),
    });
    open('/dashboard-add-property?id=l1');
    await goToStep(/Amenities/);
    fireEvent.click(button('Publish Property'));
    expect(await screen.findByText('Property Added', {}, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByTestId('elsewhere', {}, { timeout: 8000 })).toBeTruthy();
    // The price step's range of comparable listings asks for an estimate; it writes nothing.
    const writes = calls.filter((c) => c.method === 'POST' && c.url !== '/api/estimates');
    expect(writes.map((c) => c.url)).toEqual(['/api/properties/l1/publish']);
  });
});

describe('add-property wizard: editing a published listing', () => {
  const published = { ...complete, status: 'published' };
  /** Opens the published listing, changes its price and saves; PATCH answers `answer`. */
  const changePrice = async (price: string, answer: Answer) => {
    const calls = api({ 'GET /api/my-properties/l1': ok(published), 'PATCH /api/properties/l1': answer });
    open('/dashboard-add-property?id=l1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit property' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: price } });
    await goToStep(/Amenities/);
    fireEvent.click(button('Save changes'));
    return calls;
  };

  it('saves the changes (PATCH) without publishing again, then goes back to my properties', async () => {
    const calls = await changePrice('1200', ok({ ...published, price: 1200 }));
    expect(await screen.findByText('Changes saved', {}, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByTestId('elsewhere', {}, { timeout: 8000 })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ price: 1200, referenceCode: null });
    expect(calls.some((c) => c.url.endsWith('/publish'))).toBe(false);
  });

  it('a price change refused while an auction runs says why and marks the price', async () => {
    const message =
      'This listing has an auction running: its price, type and category cannot change until the auction ends.';
    await changePrice('1', {
      status: 409,
      body: { success: false, error: { code: 'CONFLICT', message, fields: { price: message } } },
    });
    expect(await screen.findByText('Submission Error', {}, { timeout: 8000 })).toBeTruthy();
    expect(within(document.querySelector<HTMLElement>('.swal2-popup')!).getByText(message)).toBeTruthy();
    await closeAlert();
    expect(screen.getByLabelText(/^Price/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('add-property wizard: facts by region', () => {
  const details = async (over: Record<string, unknown>) => {
    api({ 'GET /api/my-properties/l1': ok(listing(over)) });
    open('/dashboard-add-property?id=l1');
    await goToStep(/Details/);
    return screen.findByRole('form', { name: 'Details' });
  };
  const label = (text: string) => screen.queryByText(text, { selector: 'label, legend', exact: false });
  /** A fact marked required (drawn *, announced by aria-required). */
  const required = (name: RegExp) => screen.getByLabelText(name).getAttribute('aria-required') === 'true';

  it('Flanders sale built before 2001: EPC and an asbestos certificate, marked required', async () => {
    await details({ type: 'sale', postalCode: '9000', yearBuilt: 1975 });
    expect(screen.getByText('Flanders', { selector: '.region-badge' })).toBeTruthy();
    expect(required(/^EPC score/)).toBe(true);
    expect(required(/^EPC certificate code/)).toBe(true);
    expect(required(/^Asbestos certificate/)).toBe(true);
    expect(required(/^Cadastral income/)).toBe(true);
    expect(label('PEB class')).toBeNull();
  });

  it('Brussels: PEB class, primary energy, CO₂ and certificate number; no asbestos', async () => {
    await details({ type: 'sale', postalCode: '1050', yearBuilt: 1975 });
    expect(required(/^PEB class/)).toBe(true);
    expect(required(/^Primary energy use/)).toBe(true);
    expect(required(/^CO₂ emissions/)).toBe(true);
    expect(required(/^PEB certificate number/)).toBe(true);
    expect(label('EPC score')).toBeNull();
    expect(label('Asbestos certificate')).toBeNull();
  });

  it('Wallonia rental: PEB label and yearly use required, the sale facts optional', async () => {
    await details({ type: 'rent', postalCode: '5000' });
    expect(required(/^PEB label/)).toBe(true);
    expect(required(/^Yearly energy use/)).toBe(true);
    expect(required(/^Cadastral income/)).toBe(false);
  });

  it('without a postal code, it asks for one first', async () => {
    await details({ type: 'sale' });
    expect(screen.getByText(/Enter a Belgian postal code on the Location step/)).toBeTruthy();
    fireEvent.click(button('Go to Location'));
    expect(await screen.findByRole('form', { name: 'Location' })).toBeTruthy();
  });
});
