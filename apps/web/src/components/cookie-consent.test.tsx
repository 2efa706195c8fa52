import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE } from '@immora/shared/first-page-data';
import { CookieConsent } from './cookie-consent.tsx';

const consent = () => <RouterProvider router={createMemoryRouter([{ path: '/', element: <CookieConsent /> }])} />;

function renderConsent() {
  return render(consent());
}

/** The sheet as the server draws it in a first screen (decision 045), then taken over by the app. */
async function drawnThenHydrated() {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(FIRST_SCREEN_ATTRIBUTE, '412');
  document.body.append(root);
  root.innerHTML = renderToString(consent());
  const drawn = root.querySelector('[role="dialog"]');
  const markedDrawn = drawn?.hasAttribute('data-drawn');
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, consent(), { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { root, drawn, markedDrawn, mismatches };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.cookieSheet;
});

describe('CookieConsent', () => {
  it('is a non-modal dialog until Accept is chosen, and stores the choice', () => {
    renderConsent();
    const dialog = screen.getByRole('dialog', { name: 'We value your privacy' });
    expect(dialog.getAttribute('aria-modal')).toBe('false');
    expect(dialog.hasAttribute('data-drawn')).toBe(false);
    expect(document.documentElement.dataset.cookieSheet).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(document.documentElement.dataset.cookieSheet).toBeUndefined();
  });

  it('remembers Decline and stays hidden next time', () => {
    const first = renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem('cookieConsent')).toBe('declined');
    first.unmount();
    renderConsent();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is in the server-drawn page, left for the start script to show, and the app keeps the same sheet (decision 089)', async () => {
    localStorage.removeItem('cookieConsent');
    const { root, drawn, markedDrawn, mismatches } = await drawnThenHydrated();
    expect(markedDrawn).toBe(true);
    await waitFor(() => expect(root.querySelector('[role="dialog"]')?.hasAttribute('data-drawn')).toBe(false));
    expect(root.querySelector('[role="dialog"]')).toBe(drawn);
    expect(document.documentElement.dataset.cookieSheet).toBe('open');
    expect(mismatches).toEqual([]);
  });

  it('is drawn for a visitor who has answered too, and the app takes it away', async () => {
    localStorage.setItem('cookieConsent', 'declined');
    const { root, drawn, mismatches } = await drawnThenHydrated();
    expect(drawn).not.toBeNull();
    await waitFor(() => expect(root.querySelector('[role="dialog"]')).toBeNull());
    expect(document.documentElement.dataset.cookieSheet).toBeUndefined();
    expect(mismatches).toEqual([]);
  });
});
