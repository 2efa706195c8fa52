import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CRM_ERASURE_MESSAGES, type TCrmErasure } from '@immora/shared/crm-erasure';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { ErasePerson } from './erase-person.tsx';

const ID = 'c0ffee00-0000-4000-8000-000000000002';
const FOUND: TCrmErasure = {
  person: { name: 'Erika Vandamme', email: 'erika@example.be' },
  counts: {
    leads: 2,
    customers: 1,
    opportunities: 1,
    contacts: 0,
    contactForms: 1,
    sentEmails: 3,
    mailCopies: 0,
    viewings: 1,
  },
  erased: false,
};
const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

function show(...answers: { status: number; body: unknown }[]) {
  document.cookie = 'authToken=token-123; path=/';
  const { fetchMock, calls } = answerFetch(...answers);
  vi.stubGlobal('fetch', fetchMock);
  renderRoute(
    <ErasePerson kind="contact" role="agency" id={ID} />,
    '/agency-crm/update-contact/:id',
    `/agency-crm/update-contact/${ID}`,
  );
  return calls;
}

describe('Erase this person', () => {
  it('says what goes before anything is erased, then erases and goes back to the list', async () => {
    const calls = show(ok(FOUND), ok({ ...FOUND, erased: true }));
    const button = await screen.findByRole('button', { name: 'Erase this person' });
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(calls[0]!.url).toBe(`/api/crm/contacts/${ID}/erasure`);
    fireEvent.click(button);

    const dialog = await screen.findByRole('alertdialog', { name: 'Erase Erika Vandamme?' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // Only the parts that hold something, counted.
    expect(items).toEqual([
      '2 leads',
      '1 customer record',
      '1 opportunity',
      '1 contact-form message',
      '3 e-mails in your sent log',
      '1 viewing: their message and shared profile are removed, the appointment stays',
    ]);
    expect(dialog.textContent).toContain('erika@example.be');
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(calls).toHaveLength(1); // opening the dialog erased nothing

    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase everything' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(calls[1]).toMatchObject({ url: `/api/crm/contacts/${ID}/erasure`, init: { method: 'POST' } });
  });

  it('Cancel closes the dialog and erases nothing', async () => {
    const calls = show(ok(FOUND));
    const button = await screen.findByRole('button', { name: 'Erase this person' });
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toHaveLength(1);
  });

  it("tells an agency's agent that the agency erases", async () => {
    show({
      status: 403,
      body: { success: false, error: { code: 'FORBIDDEN', message: CRM_ERASURE_MESSAGES.onlyHolder } },
    });
    expect(await screen.findByText(/Only your agency can erase a person from its CRM/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erase this person' })).toBeNull();
  });
});
