import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, dismissToast, toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  afterEach(() => act(() => currentToasts().forEach((t) => dismissToast(t.id))));

  it('announces news politely and errors at once, in live regions that are there before them', () => {
    render(<Toaster />);
    const status = screen.getByTestId('toasts');
    const alert = screen.getByTestId('toast-errors');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    act(() => {
      toast('Listing saved', 'success', 0);
      toast('Could not save the listing', 'error', 0);
    });
    expect(within(status).getByText('Listing saved')).toBeTruthy();
    expect(within(alert).getByText('Could not save the listing')).toBeTruthy();
    expect(within(status).queryByText('Could not save the listing')).toBeNull();
  });

  it('is closed with its Dismiss button', () => {
    render(<Toaster />);
    act(() => void toast('Search saved', 'info', 0));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Search saved')).toBeNull();
  });
});
