import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toast/toaster.tsx';
import { currentToasts, dismissToast } from '../../../components/toast/toast-store.ts';
import DialogsSection from './dialogs-section.tsx';
import FieldsSection from './fields-section.tsx';

const KINDS = ['text', 'textarea', 'number', 'money', 'phone', 'email', 'date', 'time', 'dateTime', 'select'];

describe('kit sections for /dev/kit', () => {
  it('shows every field kind empty, filled, with its error and disabled', () => {
    render(<FieldsSection />);
    for (const kind of KINDS) {
      const row = screen.getByTestId(`kit-field-${kind}`);
      const controls = row.querySelectorAll<HTMLInputElement>('input, textarea, select');
      expect(controls, kind).toHaveLength(4);
      const [empty, filled, wrong, disabled] = [...controls];
      expect(empty!.value, kind).toBe('');
      expect(filled!.value, kind).not.toBe('');
      expect(wrong!.getAttribute('aria-invalid'), kind).toBe('true');
      expect(disabled!.disabled, kind).toBe(true);
    }
    expect(within(screen.getByTestId('kit-field-money')).getAllByDisplayValue('465,000.50')).toHaveLength(2);
    const switches = within(screen.getByTestId('kit-field-switch')).getAllByRole('switch');
    expect(switches.map((s) => (s as HTMLInputElement).checked)).toEqual([false, true, false, true]);
    expect(within(screen.getByTestId('kit-field-file')).getAllByText('floor-plan.pdf')).toHaveLength(2);
    expect(within(screen.getByTestId('kit-field-radioCards')).getAllByRole('group')).toHaveLength(4);
  });

  it('opens the destructive confirm dialog, closes it on Escape, and shows a toast', () => {
    render(
      <>
        <DialogsSection />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this listing?' });
    expect(within(dialog).getByRole('button', { name: 'Delete' }).className).toContain('btn--danger');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save search…' }));
    const form = screen.getByRole('dialog', { name: 'Save this search' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('toasts').textContent).toContain('Your changes are saved.');
    act(() => currentToasts().forEach((t) => dismissToast(t.id)));
  });
});
