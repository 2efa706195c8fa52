import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Chart } from './chart.tsx';
import { PageHeader } from './page-header.tsx';
import { StatCard, StatCards } from './stat-card.tsx';
import { Tabs } from './tabs.tsx';

const inRouter = (element: React.ReactElement) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);

describe('PageHeader', () => {
  it('names the page, links the breadcrumb back and marks where the user is', () => {
    inRouter(
      <PageHeader
        id="t"
        title="My properties"
        lead="Every listing you publish"
        count="24 listings"
        breadcrumb={[{ label: 'Dashboard', to: '/dashboard-home' }, { label: 'My properties' }]}
        actions={<button type="button">Add property</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My properties' }).id).toBe('t');
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard-home');
    expect(trail.getByText('My properties').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('24 listings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add property' })).toBeTruthy();
  });
});

describe('StatCard', () => {
  it('shows a labelled figure in a named list, or grey cards while loading', () => {
    const { rerender } = render(
      <StatCards label="Your credits">
        <StatCard icon="chart" label="Total credits" value={60} hint="Received with your plans" testId="total" />
      </StatCards>,
    );
    const list = screen.getByRole('list', { name: 'Your credits' });
    expect(within(list).getByTestId('total').textContent).toBe('Total credits60Received with your plans');
    rerender(<StatCards label="Your credits" loading count={3} />);
    expect(screen.getByRole('list', { name: 'Your credits' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});

function TwoTabs() {
  const [tab, setTab] = useState('overview');
  return (
    <Tabs
      label="Sections"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'overview', label: 'Overview', panel: <p>Overview panel</p> },
        { id: 'activity', label: 'Activity', panel: <p>Activity panel</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('selects a tab by click or arrow keys, shows its panel and keeps one tab in the Tab order', () => {
    render(<TwoTabs />);
    const [overview, activity] = screen.getAllByRole('tab');
    expect(overview!.getAttribute('aria-selected')).toBe('true');
    expect(activity!.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Overview' }).textContent).toBe('Overview panel');

    overview!.focus();
    fireEvent.keyDown(overview!, { key: 'ArrowRight' });
    expect(activity!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(activity);
    expect(screen.getByRole('tabpanel', { name: 'Activity' }).textContent).toBe('Activity panel');
    fireEvent.keyDown(activity!, { key: 'ArrowRight' });
    expect(overview!.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(activity!);
    expect(activity!.getAttribute('aria-selected')).toBe('true');
  });
});

describe('Chart', () => {
  it('gives its figures as a table beside the picture, which screen readers skip', () => {
    const { container } = render(
      <Chart
        title="Credits left"
        formatX={(x) => new Date(x).toISOString().slice(0, 10)}
        series={[
          {
            label: 'Balance',
            points: [
              { x: Date.parse('2026-11-02'), y: 60 },
              { x: Date.parse('2026-11-01'), y: 70 },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Credits left' })).toBeTruthy();
    expect(container.querySelector('.chart__canvas')!.getAttribute('aria-hidden')).toBe('true');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DateBalance', '2026-11-0170', '2026-11-0260']);
  });

  it('says when there is nothing to draw', () => {
    render(<Chart title="Views" series={[{ label: 'Views', points: [] }]} formatX={String} />);
    expect(screen.getByText('No figures yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
