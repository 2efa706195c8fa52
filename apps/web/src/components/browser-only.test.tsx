import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE } from '@immora/shared/first-page-data';
import { APP_READY_ATTRIBUTE } from '../lib/app-ready.ts';
import { BrowserOnly } from './browser-only.tsx';

const map = (
  <BrowserOnly fallback={<p>Loading the map…</p>}>
    <p>The map</p>
  </BrowserOnly>
);

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
});

describe('BrowserOnly', () => {
  it('takes over a server-drawn screen as it was drawn, then shows its part', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute(FIRST_SCREEN_ATTRIBUTE, '412');
    document.body.append(root);
    root.innerHTML = renderToString(map);
    expect(root.textContent).toBe('Loading the map…');

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, map, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await waitFor(() => expect(root.textContent).toBe('The map'));
    expect(mismatches).toEqual([]);
  });

  it('shows its part at once once the app is ready, or on a page the browser draws itself', () => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    const drawn = document.createElement('div');
    drawn.id = 'root';
    drawn.setAttribute(FIRST_SCREEN_ATTRIBUTE, '412');
    document.body.append(drawn);
    const { unmount } = render(map, { container: document.body.appendChild(document.createElement('div')) });
    expect(screen.getByText('The map')).toBeTruthy();
    unmount();

    document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
    drawn.remove();
    render(map);
    expect(screen.getByText('The map')).toBeTruthy();
  });
});
