import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { CONTACT_CSV_MESSAGES } from '@immora/shared/crm-contacts-csv';
import { PHONE_MESSAGES } from '@immora/shared/phone';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { ContactsImportDialog } from './contacts-import-dialog.tsx';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const contact = (firstName: string, email: string) => ({
  firstName,
  lastName: 'Maes',
  email,
  phone: '0497654321',
  budget: 1_250_00,
  propertyTypes: ['loft'],
  type: 'rent',
});
const PROBLEMS = [
  {
    row: 3,
    name: 'J Peeters',
    errors: [
      { field: 'firstName', message: AUTH_MESSAGES.firstNameMin },
      { field: 'phone', message: PHONE_MESSAGES.min },
      { field: 'budget', message: CONTACT_CSV_MESSAGES.budgetFormat },
    ],
  },
];
const PREVIEW = {
  total: 3,
  contacts: [
    { row: 2, contact: contact('Sofie', 'sofie@example.be') },
    { row: 4, contact: contact('Nora', 'nora@example.be') },
  ],
  problems: PROBLEMS,
};

function open() {
  document.cookie = 'authToken=token-123; path=/';
  const onClose = vi.fn();
  renderRoute(<ContactsImportDialog onClose={onClose} />);
  return onClose;
}

const csv = new File(['First name,...'], 'contacts.csv', { type: 'text/csv' });
const pick = (file: File) => fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });

describe('Import contacts dialog', () => {
  it('previews the file (ready count, rows left out with their messages), then imports the good rows', async () => {
    const { fetchMock, calls } = answerFetch(ok(PREVIEW), {
      status: 201,
      body: { success: true, data: { imported: 2, problems: PROBLEMS } },
    });
    vi.stubGlobal('fetch', fetchMock);
    const onClose = open();

    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Choose a CSV file first.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    pick(csv);
    expect(screen.getByText('contacts.csv')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('2 contacts are ready to import.')).toBeTruthy();
    expect(calls[0]!.url).toBe('/api/crm/contacts/import/preview');
    expect(calls[0]!.init?.body).toBe(csv);
    expect((calls[0]!.init?.headers as Record<string, string>)['Content-Type']).toBe('text/csv');

    const leftOut = screen.getByRole('region', { name: '1 row will not be imported' });
    expect(within(leftOut).getByText('Row 3 (J Peeters)')).toBeTruthy();
    expect(leftOut.textContent).toContain(`First name: ${AUTH_MESSAGES.firstNameMin}`);
    expect(leftOut.textContent).toContain('Phone: Phone number must be at least 10 digits');
    expect(leftOut.textContent).toContain(`Budget: ${CONTACT_CSV_MESSAGES.budgetFormat}`);

    fireEvent.click(screen.getByRole('button', { name: 'Import 2 contacts' }));
    expect(await screen.findByText('2 contacts were imported.')).toBeTruthy();
    expect(calls[1]!.url).toBe('/api/crm/contacts/import');
    expect(calls[1]!.init?.body).toBe(csv);
    expect(screen.getByRole('region', { name: '1 row was not imported' }).textContent).toContain('Row 3 (J Peeters)');

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says what is wrong with a refused file, naming its columns, and lets the user choose another', async () => {
    const { fetchMock } = answerFetch(
      {
        status: 400,
        body: {
          success: false,
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The file has columns we do not know: Notes',
            fields: { unknown: 'Notes' },
          },
        },
      },
      ok({
        total: 1,
        contacts: [],
        problems: [
          { row: 2, name: 'An Bo', errors: [{ field: 'email', message: CONTACT_CSV_MESSAGES.duplicateContact }] },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    open();
    pick(csv);
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The file has columns we do not know: Notes.');

    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(
      await screen.findByText('No row of this file can be imported. Correct the rows below and choose the file again.'),
    ).toBeTruthy();
    expect(screen.getByText(/A contact with this e-mail already exists/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import 0 contacts' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeTruthy();
  });
});
