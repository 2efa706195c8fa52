import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { ContactForm } from './contact-form.tsx';
import { LeadForm } from './lead-form.tsx';

/** The choices a select offers, as the user reads them (the 'Choose…' placeholder left out). */
const choices = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options)
    .filter((o) => o.value !== '')
    .map((o) => o.textContent);

const SEVEN = ['Houses', 'Apartments', 'Villa', 'Loft', 'Office', 'Bungalow', 'Townhome'];

function open(form: 'lead' | 'contact') {
  document.cookie = 'authToken=token-123; path=/';
  renderRoute(
    form === 'lead' ? <LeadForm role="individual" /> : <ContactForm role="individual" />,
    `/dashboard-crm/add-${form}`,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Add lead form', () => {
  it("offers spec 2 §9's lead types, lead sources and CRM property types", () => {
    open('lead');
    expect(choices('Lead type')).toEqual(['Selling', 'Buying', 'Renting']);
    expect(choices('Lead source')).toEqual(['Direct Contact', 'Referral', 'Website', 'Social Media']);
    expect(choices('Property type')).toEqual(SEVEN);
  });

  it.each([
    ['Selling', 'selling', 'Direct Contact', 'directContact'],
    ['Renting', 'renting', 'Social Media', 'socialMedia'],
  ])('sends the choices %s (%s) and %s (%s) as their codes', async (typeLabel, leadType, sourceLabel, leadSource) => {
    const { fetchMock, calls } = answerFetch({ status: 201, body: { success: true, data: { id: 'l1' } } });
    vi.stubGlobal('fetch', fetchMock);
    open('lead');
    const pick = (label: string, option: string) => {
      const select = screen.getByLabelText(label) as HTMLSelectElement;
      const value = Array.from(select.options).find((o) => o.textContent === option)!.value;
      fireEvent.change(select, { target: { value } });
    };
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lotte Peeters' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'lotte.peeters@example.be' } });
    pick('Lead type', typeLabel);
    pick('Property type', 'Townhome');
    pick('Lead source', sourceLabel);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!.init!.body as string)).toMatchObject({
      leadType,
      propertyType: 'townhome',
      leadSource,
    });
  });
});

describe('Add contact form', () => {
  it('offers the seven CRM property types only', () => {
    open('contact');
    const group = screen.getByRole('group', { name: /Property types/ });
    const names = within(group)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(names).toEqual(SEVEN);
  });
});
