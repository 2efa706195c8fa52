import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { LoginForm } from './login-form.tsx';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.querySelectorAll('.swal2-container').forEach((node) => node.remove());
});

vi.setConfig({ testTimeout: 20_000 });

describe('sign-in form (spec 1 §5 "Sign-in")', () => {
  it('requires both fields', async () => {
    renderRoute(<LoginForm />, '/login');
    submit();
    expect(await screen.findAllByText('This field is required!')).toHaveLength(2);
  });

  it('checks the e-mail format and the password length', async () => {
    renderRoute(<LoginForm />, '/login');
    fireEvent.change(field('Email'), { target: { value: 'not-an-address' } });
    fireEvent.change(field('Password'), { target: { value: 'short' } });
    submit();
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Minimum 8 characters long password')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows and hides the password', () => {
    renderRoute(<LoginForm />, '/login');
    expect(field('Password').getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password').getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password').getAttribute('type')).toBe('password');
  });

  it('stores the session cookies and goes to the role home', async () => {
    const { fetchMock, calls } = answerFetch({
      status: 200,
      body: {
        success: true,
        data: {
          token: 'jwt-1',
          expiresAt: '2030-01-01T00:00:00.000Z',
          user: {
            id: 'u1',
            _id: 'u1',
            role: 'agency',
            isVerified: true,
            email: 'a@b.be',
            first_name: 'Ann',
            last_name: 'Peeters',
          },
        },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = renderRoute(<LoginForm />, '/login');
    fireEvent.change(field('Email'), { target: { value: 'a@b.be' } });
    fireEvent.change(field('Password'), { target: { value: 'Immora2026!' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-home'));
    expect(calls[0]?.url).toBe('/api/users/login');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ email: 'a@b.be', password: 'Immora2026!' });
    expect(document.cookie).toContain('authToken=jwt-1');
    expect(document.cookie).toContain('role=agency');
    expect(document.cookie).toContain('isVerified=true');
    expect(document.cookie).toContain('expiryTime=2030-01-01T00%3A00%3A00.000Z');
    expect(await screen.findByText('Welcome Back!', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Successfully logged in as Ann Peeters')).toBeTruthy();
  });

  it('honours redirect=advertise', async () => {
    const user = {
      id: 'u1',
      _id: 'u1',
      role: 'buyer',
      isVerified: true,
      email: 'a@b.be',
      first_name: 'A',
      last_name: 'B',
    };
    vi.stubGlobal(
      'fetch',
      answerFetch({ status: 200, body: { success: true, data: { token: 't', expiresAt: null, user } } }).fetchMock,
    );
    const router = renderRoute(<LoginForm />, '/login', '/login?redirect=advertise');
    fireEvent.change(field('Email'), { target: { value: 'a@b.be' } });
    fireEvent.change(field('Password'), { target: { value: 'Immora2026!' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/advertise'));
  });

  it('keeps an unverified user out with the verification prompt', async () => {
    const user = {
      id: 'u1',
      _id: 'u1',
      role: 'buyer',
      isVerified: false,
      email: 'a@b.be',
      first_name: 'A',
      last_name: 'B',
    };
    vi.stubGlobal(
      'fetch',
      answerFetch({ status: 200, body: { success: true, data: { token: null, expiresAt: null, user } } }).fetchMock,
    );
    const router = renderRoute(<LoginForm />, '/login');
    fireEvent.change(field('Email'), { target: { value: 'a@b.be' } });
    fireEvent.change(field('Password'), { target: { value: 'Immora2026!' } });
    submit();
    expect(await screen.findByText('Email Verification Required', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Please verify your email to continue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Email' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(document.cookie).not.toContain('authToken');
  });

  it("shows the server's message in an 'Error' dialog", async () => {
    vi.stubGlobal(
      'fetch',
      answerFetch({
        status: 401,
        body: { success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' } },
      }).fetchMock,
    );
    renderRoute(<LoginForm />, '/login');
    fireEvent.change(field('Email'), { target: { value: 'a@b.be' } });
    fireEvent.change(field('Password'), { target: { value: 'wrong-password' } });
    submit();
    expect(await screen.findByText('Invalid email or password', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Error' })).toBeTruthy();
  });
  it('offers to reopen a closed account in its grace period, and signs in with the same credentials (decision 061)', async () => {
    const user = {
      id: 'u1',
      _id: 'u1',
      role: 'buyer',
      isVerified: true,
      email: 'a@b.be',
      first_name: 'Ann',
      last_name: 'Peeters',
    };
    const { fetchMock, calls } = answerFetch(
      {
        status: 403,
        body: {
          success: false,
          error: {
            code: 'ACCOUNT_CLOSED',
            message: 'This account is closed and will be erased on the date given.',
            fields: { eraseAfter: '2026-12-29T10:00:00.000Z' },
          },
        },
      },
      { status: 200, body: { success: true, data: { token: 'jwt-2', expiresAt: '2030-01-01T00:00:00.000Z', user } } },
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = renderRoute(<LoginForm />, '/login');
    fireEvent.change(field('Email'), { target: { value: 'a@b.be' } });
    fireEvent.change(field('Password'), { target: { value: 'Immora2026!' } });
    submit();
    const dialog = await screen.findByRole('alertdialog', { name: 'This account is closed' });
    expect(dialog.textContent).toContain('It will be erased on 29 December 2026.');
    fireEvent.click(screen.getByRole('button', { name: 'Reopen my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-home'));
    expect(calls[1]?.url).toBe('/api/users/reopen');
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({ email: 'a@b.be', password: 'Immora2026!' });
    expect(document.cookie).toContain('authToken=jwt-2');
  });
});
