import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** A page with a 'Delete' button that opens the confirm dialog, as a list row would. */
function Page({
  onConfirm,
  tone = 'danger',
}: {
  onConfirm: () => void | Promise<unknown>;
  tone?: 'danger' | 'default';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete listing
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this listing?"
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        tone={tone}
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        Loft by the Scheldt will be gone for good.
      </ConfirmDialog>
    </>
  );
}

const open = () => {
  const opener = screen.getByRole('button', { name: 'Delete listing' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('alertdialog', { name: 'Delete this listing?' }) };
};

describe('ConfirmDialog', () => {
  it('asks with its title and text, starts on Cancel for a destructive action and draws it red', () => {
    render(<Page onConfirm={() => undefined} />);
    const { dialog } = open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Loft by the Scheldt will be gone for good.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('btn--danger');
  });

  it('starts on the action when it is not destructive', () => {
    render(<Page onConfirm={() => undefined} tone="default" />);
    open();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
  });

  it('closes on Escape without acting and gives the focus back to the opener', () => {
    const onConfirm = vi.fn();
    render(<Page onConfirm={onConfirm} />);
    const { opener } = open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab and Shift+Tab between its two buttons', () => {
    render(<Page onConfirm={() => undefined} />);
    open();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Delete' });
    confirm.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('acts once, says it is busy while the action runs, then closes', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Page onConfirm={onConfirm} />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const busy = screen.getByRole('button', { name: 'Deleting…' });
    expect(busy).toHaveProperty('disabled', true);
    fireEvent.click(busy);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
