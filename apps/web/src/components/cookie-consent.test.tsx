import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CookieConsent } from './cookie-consent.tsx';

function renderConsent() {
  const router = createMemoryRouter([{ path: '/', element: <CookieConsent /> }]);
  return render(<RouterProvider router={router} />);
}

describe('CookieConsent', () => {
  it('is a non-modal dialog until Accept is chosen, and stores the choice', () => {
    renderConsent();
    const dialog = screen.getByRole('dialog', { name: 'We value your privacy' });
    expect(dialog.getAttribute('aria-modal')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
  });

  it('remembers Decline and stays hidden next time', () => {
    const first = renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem('cookieConsent')).toBe('declined');
    first.unmount();
    renderConsent();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
