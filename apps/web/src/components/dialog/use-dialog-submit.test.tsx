import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast } from '../toast/toast-store.ts';
import { useDialogSubmit } from './use-dialog-submit.ts';

afterEach(() => {
  for (const t of currentToasts()) dismissToast(t.id);
});

/** A dialog whose 'Save' sends `send`: open until it succeeds, its failure shown inside it. */
function Dialog({ send, onError }: { send: () => Promise<string>; onError?: (error: Error) => void }) {
  const [open, setOpen] = useState(true);
  const save = useDialogSubmit({ send, success: 'Appointment Rescheduled', onDone: () => setOpen(false), onError });
  if (!open) return <p>closed</p>;
  return (
    <div role="dialog" aria-label="Reschedule">
      <button type="button" onClick={() => void save.run()} disabled={save.pending}>
        {save.pending ? 'Saving…' : 'Save'}
      </button>
      {save.error && (
        <p role="alert">{`Failed to reschedule the appointment. Please try again. ${save.error.message}`}</p>
      )}
    </div>
  );
}

describe('useDialogSubmit', () => {
  it('on success: one toast, and the dialog closes', async () => {
    let answer!: (value: string) => void;
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    render(<Dialog send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // While the request is out the button says so and cannot be pressed again.
    expect(screen.getByRole('button', { name: 'Saving…' }).hasAttribute('disabled')).toBe(true);
    answer('ok');
    await screen.findByText('closed');
    expect(currentToasts().map((t) => [t.text, t.tone])).toEqual([['Appointment Rescheduled', 'success']]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('on failure: the error is shown, the dialog stays open and no toast is said; a new try clears it', async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('This time slot is no longer available.'))
      .mockResolvedValueOnce('ok');
    render(<Dialog send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Failed to reschedule the appointment. Please try again. This time slot is no longer available.',
    );
    expect(screen.getByRole('dialog', { name: 'Reschedule' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
    expect(currentToasts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('closed');
  });

  it('hands a failure to onError instead of keeping it, when given', async () => {
    const onError = vi.fn();
    render(<Dialog send={() => Promise.reject(new Error('Failed to update appointment status.'))} onError={onError} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('Failed to update appointment status.')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
