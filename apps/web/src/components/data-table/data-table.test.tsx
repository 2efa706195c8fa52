import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CsvColumn } from '@immora/shared/csv-columns';
import { ok, fail, routeFetch, signIn } from '../../features/my-properties/components/my-property.fixture.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { apiDownload } from '../../lib/api-client.ts';
import { RowDialog, useRowDialog } from '../dialog/row-dialog.tsx';
import { ActionsMenu } from './actions-menu.tsx';
import { DataTable } from './data-table.tsx';
import type { DataColumn } from './data-table-types.ts';
import { useListParams } from './use-list-params.ts';
import { listRequest, useListQuery } from './use-list-query.ts';

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('../../lib/save-file.ts', () => ({
  saveFile: (blob: Blob, name: string) => saved.push({ blob, name }),
}));

type Thing = { id: string; title: string; price: number };
const things = (n: number, from = 0): Thing[] =>
  Array.from({ length: n }, (_, i) => ({ id: `t${from + i}`, title: `Thing ${from + i}`, price: 100 * (from + i) }));
const page = (items: Thing[], total = items.length, p = 1) => ok({ items, total, page: p, pageSize: 5 });

/** Called for every title cell drawn: how often the rows are drawn again. */
const titleCell = vi.fn((row: Thing) => row.title);
const COLUMNS: DataColumn<Thing>[] = [
  { id: 'title', header: 'Title', sortKey: 'title', card: 'title', cell: (row) => titleCell(row) },
  { id: 'price', header: 'Price', sortKey: 'price', firstOrder: 'desc', numeric: true, cell: (row) => `€${row.price}` },
];
const CSV: CsvColumn<Thing>[] = [
  { header: 'Title', value: (row) => row.title },
  { header: 'Price', value: (row) => row.price },
];
const selected = vi.fn();
/** Called for every row's actions drawn. */
const actionsDrawn = vi.fn();

/** A screen as the features write one: its columns, its list query, and the kit's table. */
function ThingsScreen() {
  const list = useListParams({ sorts: ['createdAt', 'title', 'price'], defaultSort: 'createdAt', filters: ['kind'] });
  const request = listRequest(list, 5);
  const query = useListQuery<Thing>(['things'], '/api/things', request);
  const opened = useRowDialog<Thing>();
  // Kept between renders, as a screen does to spare its rows' menus a redraw.
  const actions = useCallback(
    (row: Thing) => {
      actionsDrawn(row.id);
      return (
        <ActionsMenu
          label="More"
          name={`More actions for ${row.title}`}
          items={[
            { key: 'open', label: 'Open', icon: 'eye', onSelect: () => opened.open(row) },
            { key: 'delete', label: 'Delete', icon: 'trash', danger: true, onSelect: () => selected('delete', row.id) },
          ]}
        />
      );
    },
    [opened],
  );
  return (
    <>
      <button type="button" onClick={() => void query.refetch()}>
        Reload
      </button>
      <DataTable
        caption="Things"
        columns={COLUMNS}
        query={query}
        list={list}
        rowId={(row) => row.id}
        rowLabel={(row) => row.title}
        searchLabel="Search things"
        filters={[{ key: 'kind', label: 'Kind', options: [{ value: 'big', label: 'Big' }] }]}
        selectable
        csv={{
          filename: 'things.csv',
          columns: CSV,
          all: () => apiDownload('/api/things/export', { sort: list.sort }),
        }}
        actions={actions}
        empty={<p>No things yet</p>}
        errorTitle="Things could not be loaded"
      />
      <RowDialog of={opened}>
        {(row, close) => (
          <div role="dialog" aria-label={row.title}>
            <button type="button" onClick={close}>
              Close
            </button>
          </div>
        )}
      </RowDialog>
    </>
  );
}

function open(routes: Parameters<typeof routeFetch>[0], at = '/list') {
  const { fetchMock, calls } = routeFetch(routes);
  vi.stubGlobal('fetch', fetchMock);
  signIn('individual');
  const router = renderRoute(<ThingsScreen />, '/list', at);
  const lastList = () => calls.filter((c) => c.url.pathname === '/api/things').at(-1)!.url.searchParams;
  return { router, calls, lastList };
}

const rows = () => screen.getAllByTestId('data-row');
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

beforeEach(() => {
  saved.length = 0;
  selected.mockReset();
  actionsDrawn.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('DataTable', () => {
  it('sorts on the server from the column headers, the order kept in the address', async () => {
    const { router, lastList } = open({ 'GET /api/things': page(things(3)) });
    await screen.findByText('Thing 0');
    const price = screen.getByRole('button', { name: 'Sort by Price' });
    expect(price.closest('th')!.getAttribute('aria-sort')).toBeNull();

    fireEvent.click(price);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price&order=desc'));
    await waitFor(() => expect(lastList().get('sort')).toBe('price'));
    expect(lastList().get('order')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Price, ascending' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price&order=asc'));
    await waitFor(() => expect(lastList().get('order')).toBe('asc'));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Title' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title&order=asc'));
  });

  it("pages on the server and says 'page X of Y'", async () => {
    const { router, lastList } = open({ 'GET /api/things': page(things(5), 13) });
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(lastList().get('pageSize')).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(lastList().get('page')).toBe('2'));
  });

  it('reads its page, sort, search and filters from the address, and writes the search after a pause', async () => {
    const { router, lastList } = open(
      { 'GET /api/things': page(things(2), 12, 2) },
      '/list?page=2&sort=title&order=asc&q=loft&kind=big',
    );
    await screen.findByText('Thing 0');
    expect(Object.fromEntries(lastList())).toMatchObject({
      page: '2',
      sort: 'title',
      order: 'asc',
      q: 'loft',
      kind: 'big',
    });
    expect((screen.getByRole('searchbox', { name: 'Search things' }) as HTMLInputElement).value).toBe('loft');
    expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe('big');
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getByText('Search: loft')).toBeTruthy();

    fireEvent.click(chips.getByRole('button', { name: 'Remove Kind: Big' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title&order=asc&q=loft'));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search things' }), { target: { value: 'villa' } });
    expect(router.state.location.search).toContain('q=loft');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title&order=asc&q=villa'));
    await waitFor(() => expect(lastList().get('q')).toBe('villa'));
  });

  it('answers a keystroke in the search box without drawing the rows again (issue 37)', async () => {
    const { router, lastList } = open({ 'GET /api/things': page(things(3)) });
    await screen.findByText('Thing 2');
    const box = screen.getByRole('searchbox', { name: 'Search things' }) as HTMLInputElement;
    titleCell.mockClear();
    for (const text of ['v', 'vi', 'vil']) fireEvent.change(box, { target: { value: text } });
    expect(box.value).toBe('vil');
    expect(titleCell).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?q=vil'));
    await waitFor(() => expect(lastList().get('q')).toBe('vil'));
  });

  it('searches at once when the box is left', async () => {
    const { router, lastList } = open({ 'GET /api/things': page(things(3)) });
    await screen.findByText('Thing 2');
    const box = screen.getByRole('searchbox', { name: 'Search things' });
    fireEvent.change(box, { target: { value: 'villa' } });
    fireEvent.blur(box);
    // Well before the box's pause after typing (350 ms).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.search).toBe('?q=villa');
    await waitFor(() => expect(lastList().get('q')).toBe('villa'));
  });

  it('keeps a link clicked right after typing: the search does not replace the page that link is loading', async () => {
    const { fetchMock } = routeFetch({ 'GET /api/things': page(things(3)) });
    vi.stubGlobal('fetch', fetchMock);
    signIn('individual');
    // A page whose code takes longer to load than the box's pause after typing.
    const slow = () =>
      new Promise<{ Component: () => ReactNode }>((resolve) =>
        setTimeout(() => resolve({ Component: () => <p>The case</p> }), 600),
      );
    const router = renderRoute(
      <>
        <ThingsScreen />
        <Link to="/case">Open the case</Link>
      </>,
      '/list',
      '/list',
      [{ path: '/case', lazy: slow }],
    );
    await screen.findByText('Thing 2');
    const box = screen.getByRole('searchbox', { name: 'Search things' });
    box.focus();
    fireEvent.change(box, { target: { value: 'villa' } });
    // A click: the press gives the link the focus, the release clicks it.
    const link = screen.getByRole('link', { name: 'Open the case' });
    fireEvent.pointerDown(link);
    link.focus();
    fireEvent.pointerUp(link);
    fireEvent.click(link);
    expect(await screen.findByText('The case', {}, { timeout: 2000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/case');
  });

  it("keeps a row's button clicked right after typing: the search waits until the click has landed", async () => {
    const { router, lastList } = open({ 'GET /api/things': page(things(3)) });
    await screen.findByText('Thing 2');
    const box = screen.getByRole('searchbox', { name: 'Search things' });
    box.focus();
    fireEvent.change(box, { target: { value: 'villa' } });
    // The press on the row's button takes the focus from the box...
    const more = screen.getByRole('button', { name: 'More actions for Thing 1' });
    fireEvent.pointerDown(more);
    more.focus();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // ...and nothing above the rows appears before the release: the button stays under the pointer.
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(router.state.location.search).toBe('');
    fireEvent.pointerUp(more);
    fireEvent.click(more);
    expect(await screen.findByRole('menuitem', { name: 'Open' })).toBeTruthy();
    // Then the search is made, keeping what the click changed.
    await waitFor(() => expect(router.state.location.search).toBe('?q=villa'));
    await waitFor(() => expect(lastList().get('q')).toBe('villa'));
  });

  it('a search made after a click keeps the sort that click chose', async () => {
    const { router } = open({ 'GET /api/things': page(things(3)) });
    await screen.findByText('Thing 2');
    const box = screen.getByRole('searchbox', { name: 'Search things' });
    box.focus();
    fireEvent.change(box, { target: { value: 'villa' } });
    const header = screen.getByRole('button', { name: 'Sort by Price' });
    fireEvent.pointerDown(header);
    header.focus();
    fireEvent.pointerUp(header);
    fireEvent.click(header);
    await waitFor(() => expect(router.state.location.search).toContain('q=villa'));
    expect(router.state.location.search).toContain('sort=price');
  });

  it("draws again only the rows whose data changed in the list's next answer (issue 37)", async () => {
    let answer = things(3);
    open({ 'GET /api/things': () => page(answer) });
    await screen.findByText('Thing 2');
    const drawn = () => new Set(titleCell.mock.calls.map(([row]) => row.id));
    titleCell.mockClear();
    answer = things(3).map((row) => (row.id === 't1' ? { ...row, title: 'Thing 1, renamed' } : { ...row }));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Thing 1, renamed')).toBeTruthy();
    expect(rows().map((row) => row.getAttribute('data-id'))).toEqual(['t0', 't1', 't2']);
    expect(drawn()).toEqual(new Set(['t1']));

    // The first row left the page (its status changed): the rows that moved up are not drawn again.
    titleCell.mockClear();
    actionsDrawn.mockClear();
    answer = [...answer.slice(1), ...things(1, 3)];
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Thing 3')).toBeTruthy();
    expect(screen.queryByText('Thing 0')).toBeNull();
    expect(rows().map((row) => row.getAttribute('data-id'))).toEqual(['t1', 't2', 't3']);
    expect(drawn()).toEqual(new Set(['t3']));
    expect(new Set(actionsDrawn.mock.calls.map(([id]) => id))).toEqual(new Set(['t3']));
  });

  it("opens a row's dialog and selects rows without drawing the rows again (issue 37)", async () => {
    open({ 'GET /api/things': page(things(2)) });
    await screen.findByText('Thing 1');
    titleCell.mockClear();
    actionsDrawn.mockClear();
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'More actions for Thing 1' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Thing 1' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Thing 0' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(rows()[0]!.hasAttribute('data-selected')).toBe(true);
    expect(titleCell).not.toHaveBeenCalled();
    expect(actionsDrawn).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Opened again, for another row.
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'More actions for Thing 0' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Thing 0' })).toBeTruthy();
  });

  it('drops a draft typed in the box when the search chip is removed', async () => {
    const { router } = open({ 'GET /api/things': page(things(2)) }, '/list?q=loft');
    await screen.findByText('Thing 1');
    const box = screen.getByRole('searchbox', { name: 'Search things' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'loftv' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Search: loft' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(box.value).toBe('');
    // The draft is not sent a moment later.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(router.state.location.search).toBe('');
  });

  it('selects some rows or the whole page and exports the selection as CSV', async () => {
    open({ 'GET /api/things': page(things(3), 3) });
    await screen.findByText('Thing 0');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Thing 0' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Thing 2' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Export 2 rows (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('things.csv');
    expect((await readText(saved[0]!.blob)).replace(/^\uFEFF/, '')).toBe('Title,Price\nThing 0,0\nThing 2,200\n');

    fireEvent.click(all);
    expect(screen.getByText('3 selected')).toBeTruthy();
    expect(rows().every((row) => row.hasAttribute('data-selected'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/selected/)).toBeNull();
  });

  it('exports every row through the server, and says so when that fails', async () => {
    let exportAnswer = fail(400, 'Unknown sort: use one of createdAt, title');
    const { calls } = open({
      'GET /api/things': page(things(5), 40),
      'GET /api/things/export': () => exportAnswer,
    });
    await screen.findByText('Thing 0');
    fireEvent.click(screen.getByRole('button', { name: 'Export all (40, CSV)' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Unknown sort: use one of createdAt, title');
    expect(saved).toHaveLength(0);

    exportAnswer = { status: 200, body: 'Title,Price' } as never;
    fireEvent.click(screen.getByRole('button', { name: 'Export all (40, CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('things.csv');
    expect(
      calls
        .filter((c) => c.url.pathname === '/api/things/export')
        .at(-1)!
        .url.searchParams.get('sort'),
    ).toBe('createdAt');
  });

  it('shows an error with a retry, then the empty state', async () => {
    let answer = fail(500, 'boom');
    open({ 'GET /api/things': () => answer });
    expect(await screen.findByText('Things could not be loaded')).toBeTruthy();
    answer = page([]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No things yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says nothing matches when a search finds nothing, and clears it', async () => {
    const { router } = open({ 'GET /api/things': page([]) }, '/list?q=zzz');
    expect(await screen.findByText('Nothing matches')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear search and filters' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens a row actions menu from the keyboard and runs the chosen action', async () => {
    open({ 'GET /api/things': page(things(2)) });
    await screen.findByText('Thing 1');
    const button = within(rows()[1]!).getByRole('button', { name: 'More actions for Thing 1' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    // A scroll arriving after the tap (a page still settling) keeps the menu with its button.
    fireEvent.scroll(window);
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.keyDown(items[0]!, { key: 'End' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.click(items[1]!);
    expect(selected).toHaveBeenCalledWith('delete', 't1');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('shows the same rows as cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    open({ 'GET /api/things': page(things(2)) });
    const cards = within(await screen.findByRole('list', { name: 'Things' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards.getAllByTestId('data-row')).toHaveLength(2);
    expect(cards.getByText('€100')).toBeTruthy();
    expect(cards.getAllByText('Price')).toHaveLength(2);
    expect(cards.getByRole('checkbox', { name: 'Select Thing 1' })).toBeTruthy();
  });
});
