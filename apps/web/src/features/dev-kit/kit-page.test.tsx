import i18next from 'i18next';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import nl from '../../i18n/locales/nl/common.json';
import { renderRoute } from '../../test/render-route.tsx';
import KitPage from './kit-page.tsx';

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

describe('/dev/kit', () => {
  it('shows the table in every state and the dashboard pieces', async () => {
    renderRoute(<KitPage />, '/dev/kit');
    expect(screen.getByRole('heading', { level: 1, name: 'Component kit' })).toBeTruthy();
    const table = within(screen.getByRole('region', { name: 'Data table' }));
    for (const state of ['Data', 'Selected', 'Loading', 'Empty', 'Error', 'Cards'])
      expect(table.getByRole('heading', { level: 3, name: state })).toBeTruthy();
    const selected = within(table.getByRole('region', { name: 'Selected' }));
    expect(selected.getByText('2 selected')).toBeTruthy();
    expect(within(table.getByRole('region', { name: 'Loading' })).getByTestId('list-loading')).toBeTruthy();
    expect(within(table.getByRole('region', { name: 'Empty' })).getByText('No rows yet')).toBeTruthy();
    const error = within(table.getByRole('region', { name: 'Error' }));
    expect(error.getByRole('alert').textContent).toContain('The rows could not be loaded');
    expect(error.getByRole('button', { name: 'Try again' })).toBeTruthy();

    const dashboard = within(screen.getByRole('region', { name: 'Dashboard pieces' }));
    expect(dashboard.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(dashboard.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(dashboard.getAllByRole('figure', { name: 'Views per day' })).toHaveLength(2);
  });

  it('switches the whole page to Dutch', async () => {
    i18next.addResourceBundle('nl', 'common', nl, true, true);
    renderRoute(<KitPage />, '/dev/kit');
    await act(() => i18next.changeLanguage('nl'));
    expect(screen.getByRole('heading', { level: 1, name: 'Componentenkit' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Gegevenstabel' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Sorteren op Titel' }).length).toBeGreaterThan(0);
  });
});
