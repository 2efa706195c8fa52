import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import nl from '../../../i18n/locales/nl/common.json';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { SignupForm } from './signup-form.tsx';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.querySelectorAll('.swal2-container').forEach((node) => node.remove());
});

function fillValid() {
  type('First Name', 'Ann');
  type('Last Name', 'Peeters');
  type('Phone Number', '0470123456');
  type('Email', 'ann@example.be');
  type('Password', 'Immora2026!');
  type('Confirm Password', 'Immora2026!');
}

async function phoneMessage(value: string) {
  type('Phone Number', value);
  submit();
  const input = field('Phone Number');
  await waitFor(() => expect(input.getAttribute('aria-describedby')).toBeTruthy());
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
}

vi.setConfig({ testTimeout: 20_000 });

describe('sign-up form (spec 1 §5 "Registration")', () => {
  it('reports every required field with its own message', async () => {
    renderRoute(<SignupForm variant="buyer" />, '/signup');
    submit();
    for (const text of [
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
  });

  it('checks name lengths, e-mail format, password length and the confirmation', async () => {
    renderRoute(<SignupForm variant="buyer" />, '/signup');
    type('First Name', 'A');
    type('Last Name', 'B'.repeat(51));
    type('Email', 'ann@');
    type('Password', 'short');
    type('Confirm Password', 'different');
    submit();
    expect(await screen.findByText('First name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Last name must not exceed 50 characters')).toBeTruthy();
    expect(screen.getByText('Must be a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    type('First Name', 'A'.repeat(51));
    type('Last Name', 'B');
    expect(await screen.findByText('First name must not exceed 50 characters')).toBeTruthy();
    expect(await screen.findByText('Last name must be at least 2 characters')).toBeTruthy();
  });

  it('strips non-digits from the phone number while typing', () => {
    renderRoute(<SignupForm variant="buyer" />, '/signup');
    type('Phone Number', '+32 (470) 12-34-56');
    expect((field('Phone Number') as HTMLInputElement).value).toBe('32470123456');
  });

  it.each([
    ['123456789', 'Phone number must be at least 10 digits'],
    ['1234567890123456', 'Phone number must not exceed 15 digits'],
    ['0000000000', 'Phone number cannot be all zeros'],
    ['0123456789', 'Phone number cannot be sequential or repetitive'],
    ['9876543210', 'Phone number cannot be sequential or repetitive'],
    ['4444444444', 'Phone number cannot be sequential or repetitive'],
    ['1231231234', 'Phone number cannot be a commonly used fake number'],
    ['5555555555', 'Phone number cannot be sequential or repetitive'],
    ['3211231231234', 'Phone number cannot be a commonly used fake number'],
    ['1212121212', 'Phone number must contain a mix of digits'],
  ])('phone %s → %s', async (value, text) => {
    renderRoute(<SignupForm variant="buyer" />, '/signup');
    expect(await phoneMessage(value)).toBe(text);
  });

  it('offers Agency / Agent on the Pro form and requires the agency name', async () => {
    renderRoute(<SignupForm variant="pro" />, '/register');
    expect(screen.getByRole('radio', { name: 'Agency' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Agent' })).toBeTruthy();
    fillValid();
    submit();
    expect(await screen.findByText('Agency name is required')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Agent' }));
    expect(screen.queryByLabelText('Agency name')).toBeNull();
  });

  it("checks an agent's BIV/IPI number with the profile's message, in the reader's language (decision 077)", async () => {
    renderRoute(<SignupForm variant="pro" />, '/register');
    fireEvent.click(screen.getByRole('radio', { name: 'Agent' }));
    fillValid();
    type('BIV licence number (optional)', 'BIV 12');
    submit();
    expect(await screen.findByText('Enter the BIV/IPI number as six digits, for example BIV 504.123')).toBeTruthy();
    i18next.addResourceBundle('nl', 'common', nl, true, true);
    await act(() => i18next.changeLanguage('nl'));
    expect(await screen.findByText('Geef het BIV-nummer op als zes cijfers, bijvoorbeeld BIV 504.123')).toBeTruthy();
    await act(() => i18next.changeLanguage('en'));
  });

  it('sends the registration without confirmPassword, then shows Registration Successful!', async () => {
    const user = {
      id: 'u9',
      _id: 'u9',
      role: 'buyer',
      isVerified: false,
      email: 'ann@example.be',
      first_name: 'Ann',
      last_name: 'Peeters',
    };
    const { fetchMock, calls } = answerFetch({
      status: 201,
      body: { success: true, data: { token: 't', name: 'Ann Peeters', user } },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<SignupForm variant="buyer" />, '/signup');
    fillValid();
    submit();
    expect(await screen.findByText('Registration Successful!', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeTruthy();
    const body = JSON.parse(String(calls[0]?.init?.body)) as Record<string, unknown>;
    expect(calls[0]?.url).toBe('/api/users/signup');
    expect(body).toMatchObject({
      first_name: 'Ann',
      last_name: 'Peeters',
      email: 'ann@example.be',
      phoneNumber: '0470123456',
      sellerType: 'buyer',
    });
    expect(body).not.toHaveProperty('confirmPassword');
    expect(document.cookie).not.toContain('authToken');
  });

  it("shows 'Registration Failed' with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      answerFetch({
        status: 409,
        body: {
          success: false,
          error: { code: 'CONFLICT', message: 'An account with this email address already exists' },
        },
      }).fetchMock,
    );
    renderRoute(<SignupForm variant="page" />, '/signup');
    fillValid();
    submit();
    expect(await screen.findByText('Registration Failed', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('An account with this email address already exists')).toBeTruthy();
  });

  it("the Pro form falls back to 'Something went wrong. Please try again.' with 'Try Again'", async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    renderRoute(<SignupForm variant="pro" />, '/register');
    type('Agency name', 'Immo Peeters');
    fillValid();
    submit();
    expect(await screen.findByText('Something went wrong. Please try again.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
