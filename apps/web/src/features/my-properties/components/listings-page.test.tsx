import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTING_MESSAGES } from '@immora/shared/listing-form';
import { renderRoute } from '../../../test/render-route.tsx';
import ListingsPage from './listings-page.tsx';
import { fail, myProperty, ok, routeFetch, signIn } from './my-property.fixture.ts';

const page = (items: ReturnType<typeof myProperty>[], total = items.length, p = 1) =>
  ok({ items, total, page: p, pageSize: 10 });

afterEach(() => {
  document.body.querySelectorAll('.swal2-container').forEach((node) => node.remove());
});

const published = myProperty();
const draft = myProperty({
  id: 'b7f0c1de-0000-4000-8000-000000000002',
  title: 'Family house with garden in Leuven',
  status: 'draft',
  actions: ['publish'],
  publishedAt: null,
  expiresAt: null,
  missing: ['facts.epcScore'],
});
const boosted = myProperty({
  id: 'b7f0c1de-0000-4000-8000-000000000003',
  title: 'Villa with pool in Knokke',
  status: 'active',
  actions: ['withdrawOffer', 'agree', 'pause'],
  boosted: true,
  boostedUntil: '2026-12-24T10:00:00.000Z',
  agentName: 'Lotte Peeters',
  auctionStatus: 'scheduled',
  auctionId: 'a1',
});

function open(role: 'pseller' | 'individual' | 'agency', scope: 'all' | 'advertised' = 'all', at = '/list') {
  signIn(role);
  return renderRoute(<ListingsPage role={role} scope={scope} />, '/list', at);
}

const row = (title: string) => screen.getByText(title).closest<HTMLElement>('[data-testid="listing-row"]')!;

describe('My properties', () => {
  it('shows each listing with its codes, dates, activity, status and boost', async () => {
    const { fetchMock, calls } = routeFetch({ 'GET /api/my-properties': page([published, draft, boosted]) });
    vi.stubGlobal('fetch', fetchMock);
    open('pseller');

    expect(await screen.findByText('Bright loft near the Korenmarkt')).toBeTruthy();
    expect(screen.getAllByTestId('listing-row')).toHaveLength(3);
    const first = within(row('Bright loft near the Korenmarkt'));
    expect(first.getByText('PUB-1001')).toBeTruthy();
    expect(first.getByText('IMM-7QK2')).toBeTruthy();
    expect(first.getByText('REF-42')).toBeTruthy();
    expect(first.getByText('128')).toBeTruthy();
    expect(first.getByText('Published', { selector: '[data-testid="status-badge"]' })).toBeTruthy();
    expect(first.queryByText('No auction')).toBeNull();
    expect(first.getByRole('link', { name: 'Bright loft near the Korenmarkt' }).getAttribute('href')).toBe(
      `/single-v1/${published.id}`,
    );

    const third = within(row('Villa with pool in Knokke'));
    expect(third.getByText('Under offer')).toBeTruthy();
    expect(third.getByTestId('boost-badge').textContent).toBe('Boosteduntil 24 Dec 2026');
    // A seller's own listings name no agent.
    expect(third.queryByText('Lotte Peeters')).toBeNull();
    expect(third.getByRole('link', { name: 'Auction planned' }).getAttribute('href')).toBe(
      `/single-v8/${boosted.id}/a1`,
    );
    // The first column selects rows (for the CSV export); the header's box selects the page.
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      'Property',
      'Status',
      'Codes',
      'Activity',
      'Actions',
    ]);

    // A draft has no public page and shows dashes where it has no dates.
    const second = within(row('Family house with garden in Leuven'));
    expect(second.queryByRole('link', { name: 'Family house with garden in Leuven' })).toBeNull();
    expect(second.getByText('Draft')).toBeTruthy();

    expect(calls[0]!.url.pathname).toBe('/api/my-properties');
    expect(calls[0]!.url.searchParams.get('page')).toBe('1');
    expect(calls[0]!.url.searchParams.get('pageSize')).toBe('10');
    expect(calls[0]!.url.searchParams.has('scope')).toBe(false);
  });

  it('offers Boost only for public listings, and the status actions of each row by name', async () => {
    vi.stubGlobal('fetch', routeFetch({ 'GET /api/my-properties': page([published, draft, boosted]) }).fetchMock);
    open('pseller');
    await screen.findByText('Bright loft near the Korenmarkt');

    expect(
      within(row('Bright loft near the Korenmarkt')).getByRole('button', { name: /^Boost Bright loft/ }),
    ).toBeTruthy();
    expect(within(row('Villa with pool in Knokke')).getByRole('button', { name: /^Boost Villa/ })).toBeTruthy();
    expect(within(row('Family house with garden in Leuven')).queryByRole('button', { name: /^Boost/ })).toBeNull();

    const edit = within(row('Family house with garden in Leuven')).getByRole('link', { name: /^Edit/ });
    expect(edit.getAttribute('href')).toBe(`/pseller-add-property?id=${draft.id}`);

    fireEvent.click(within(row('Villa with pool in Knokke')).getByRole('button', { name: /More actions/ }));
    const menu = screen.getByRole('menu');
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'View public page',
      'Appointments',
      'Offer withdrawn: back on the market',
      'Mark the deal as agreed',
      'Pause',
      'Delete',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Appointments' }).getAttribute('href')).toBe(
      `/pseller-property-appointments/${boosted.id}`,
    );
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the actions menu from the keyboard, moves with the arrows and gives focus back on Escape', async () => {
    vi.stubGlobal('fetch', routeFetch({ 'GET /api/my-properties': page([published]) }).fetchMock);
    open('pseller');
    await screen.findByText('Bright loft near the Korenmarkt');
    const button = screen.getByRole('button', { name: /More actions/ });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: 'ArrowUp' });
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items.at(-1));
    fireEvent.keyDown(items.at(-1)!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('lets an individual agent create an auction for a published listing without one, in the auctions dialog', async () => {
    const running = myProperty({
      id: 'b7f0c1de-0000-4000-8000-000000000009',
      title: 'Listing at auction',
      auctionStatus: 'open',
      auctionId: 'a9',
    });
    vi.stubGlobal('fetch', routeFetch({ 'GET /api/my-properties': page([published, running]) }).fetchMock);
    open('individual');
    await screen.findByText('Bright loft near the Korenmarkt');
    fireEvent.click(within(row('Listing at auction')).getByRole('button', { name: /More actions/ }));
    expect(screen.queryByRole('menuitem', { name: 'Create auction' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    fireEvent.click(within(row('Bright loft near the Korenmarkt')).getByRole('button', { name: /More actions/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Create auction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create auction' }, { timeout: 5000 });
    expect(within(dialog).getByText('Bright loft near the Korenmarkt')).toBeTruthy();
  });

  it('offers no auction to a private seller', async () => {
    vi.stubGlobal('fetch', routeFetch({ 'GET /api/my-properties': page([published]) }).fetchMock);
    open('pseller');
    await screen.findByText('Bright loft near the Korenmarkt');
    fireEvent.click(screen.getByRole('button', { name: /More actions/ }));
    expect(screen.queryByRole('menuitem', { name: 'Create auction' })).toBeNull();
  });

  it('links the individual agent to its own routes; agencies have no per-listing appointments', async () => {
    vi.stubGlobal('fetch', routeFetch({ 'GET /api/my-properties': page([published]) }).fetchMock);
    open('individual');
    await screen.findByText('Bright loft near the Korenmarkt');
    expect(screen.getByRole('link', { name: /^Edit/ }).getAttribute('href')).toBe(
      `/dashboard-add-property?id=${published.id}`,
    );
    fireEvent.click(screen.getByRole('button', { name: /More actions/ }));
    expect(screen.getByRole('menuitem', { name: 'Appointments' }).getAttribute('href')).toBe(
      `/property-appointments/${published.id}`,
    );
  });

  it('changes a status with the row action and reads the list again', async () => {
    const { fetchMock, calls } = routeFetch({
      'GET /api/my-properties': page([{ ...published, agentName: 'Lotte Peeters' }]),
      'POST /api/properties/:id/status': ok({ status: 'pending' }),
    });
    vi.stubGlobal('fetch', fetchMock);
    open('agency');
    await screen.findByText('Bright loft near the Korenmarkt');
    // An agency sees which agent handles each listing.
    expect(screen.getByText('Lotte Peeters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /More actions/ }));
    expect(screen.queryByRole('menuitem', { name: 'Appointments' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Pause' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe(`/api/properties/${published.id}/status`);
    expect(post.body).toEqual({ action: 'pause' });
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/my-properties')).toHaveLength(2));
  });

  it('says an auction keeps the listing on the market when the server refuses a pause', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/my-properties': page([published]),
        'POST /api/properties/:id/status': fail(409, LISTING_MESSAGES.auctionRunning),
      }).fetchMock,
    );
    open('pseller');
    await screen.findByText('Bright loft near the Korenmarkt');
    fireEvent.click(screen.getByRole('button', { name: /More actions/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Pause' }));
    expect(
      await screen.findByText('This listing has an auction running: it stays on the market until the auction ends.'),
    ).toBeTruthy();
    expect(screen.queryByText(LISTING_MESSAGES.deleteAuction)).toBeNull();
  });

  it('does not publish a draft with gaps: it says "Missing Data" and offers to complete it', async () => {
    const { fetchMock, calls } = routeFetch({ 'GET /api/my-properties': page([draft]) });
    vi.stubGlobal('fetch', fetchMock);
    const router = open('pseller');
    await screen.findByText('Family house with garden in Leuven');
    fireEvent.click(screen.getByRole('button', { name: /More actions/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Publish' }));
    expect(await screen.findByText('Missing Data')).toBeTruthy();
    expect(screen.getByText('Please fill out all required fields.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete the listing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pseller-add-property'));
    expect(router.state.location.search).toBe(`?id=${draft.id}`);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  const confirmDeleteOf = async (title: string) => {
    await screen.findByText(title);
    fireEvent.click(screen.getByRole('button', { name: /More actions/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Delete this property?')).toBeTruthy();
    expect(screen.getByText(`"${title}" will be deleted with its photos. This cannot be undone.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
  };

  it('deletes after a confirmation, with a toast, and reads the list again', async () => {
    const { fetchMock, calls } = routeFetch({
      'GET /api/my-properties': page([published]),
      'DELETE /api/properties/:id': ok({ message: 'Property deleted' }),
    });
    vi.stubGlobal('fetch', fetchMock);
    open('pseller');
    await confirmDeleteOf('Bright loft near the Korenmarkt');
    expect(await screen.findByText('Property deleted')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')!.url.pathname).toBe(`/api/properties/${published.id}`);
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/my-properties')).toHaveLength(2));
  });

  it('deletes nothing when the user cancels', async () => {
    const { fetchMock, calls } = routeFetch({ 'GET /api/my-properties': page([published]) });
    vi.stubGlobal('fetch', fetchMock);
    open('pseller');
    await screen.findByText('Bright loft near the Korenmarkt');
    fireEvent.click(screen.getByRole('button', { name: /More actions/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('.swal2-popup')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('says why when the server refuses the delete (an auction blocks it)', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/my-properties': page([published]),
        'DELETE /api/properties/:id': fail(
          409,
          'A listing with an auction that has bids or has not ended cannot be deleted.',
        ),
      }).fetchMock,
    );
    open('pseller');
    await confirmDeleteOf('Bright loft near the Korenmarkt');
    expect(await screen.findByText('The property was not deleted')).toBeTruthy();
    expect(
      screen.getByText('A listing with an auction that has bids or has not ended cannot be deleted.'),
    ).toBeTruthy();
  });

  it('keeps the search in the address after a pause in typing, and sorts', async () => {
    const { fetchMock, calls } = routeFetch({ 'GET /api/my-properties': page([published]) });
    vi.stubGlobal('fetch', fetchMock);
    const router = open('pseller', 'all', '/list?page=2');
    await screen.findByText('Bright loft near the Korenmarkt');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by title' }), { target: { value: 'loft' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=loft'), { timeout: 2000 });
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('q')).toBe('loft'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price:desc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=loft&sort=price&order=desc'));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('sort')).toBe('price'));
    expect(calls.at(-1)!.url.searchParams.get('order')).toBe('desc');
  });

  it('shows "page X of Y" and moves between pages', async () => {
    const items = Array.from({ length: 10 }, (_, i) =>
      myProperty({ id: `b7f0c1de-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`, title: `Listing ${i}` }),
    );
    const { fetchMock, calls } = routeFetch({ 'GET /api/my-properties': page(items, 23) });
    vi.stubGlobal('fetch', fetchMock);
    const router = open('pseller');
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('page')).toBe('2'));
  });

  it('has an empty state with an Add property button, and an error state with retry', async () => {
    let answer = fail(500, 'boom');
    const { fetchMock } = routeFetch({ 'GET /api/my-properties': () => answer });
    vi.stubGlobal('fetch', fetchMock);
    open('individual');
    expect(await screen.findByText("We couldn't load your properties")).toBeTruthy();
    answer = page([]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no properties yet')).toBeTruthy();
    const add = screen.getAllByRole('link', { name: 'Add property' });
    expect(add.every((link) => link.getAttribute('href') === '/dashboard-add-property')).toBe(true);
  });
});

describe('Advertisements', () => {
  it('asks for what the public sees and shows its columns, with edit and delete only', async () => {
    const { fetchMock, calls } = routeFetch({ 'GET /api/my-properties': page([published, boosted]) });
    vi.stubGlobal('fetch', fetchMock);
    open('pseller', 'advertised');
    await screen.findByText('Bright loft near the Korenmarkt');
    expect(calls[0]!.url.searchParams.get('scope')).toBe('advertised');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      '',
      'Advertisement',
      'Public code',
      'Reference code',
      'Agent',
      'Views',
      'Leads',
      'Posted',
      'Boosted',
      'Actions',
    ]);
    const first = within(row('Bright loft near the Korenmarkt'));
    expect(first.getByText('No')).toBeTruthy();
    expect(first.getByRole('link', { name: /^Edit/ })).toBeTruthy();
    expect(first.getByRole('button', { name: /^Delete/ })).toBeTruthy();
    expect(first.queryByRole('button', { name: /^Boost/ })).toBeNull();
    expect(within(row('Villa with pool in Knokke')).getByTestId('boost-badge')).toBeTruthy();
  });
});
