import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { ForgetPasswordPage } from './forget-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.querySelectorAll('.swal2-container').forEach((node) => node.remove());
});

vi.setConfig({ testTimeout: 20_000 });

describe('forgot password (spec 1 §5)', () => {
  it('has one Email field and Send Verification, and checks it', async () => {
    renderRoute(<ForgetPasswordPage />, '/forget-password');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Send Verification' }));
    expect(await screen.findByText('This field is required!')).toBeTruthy();
    fireEvent.change(field('Email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Verification' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
  });

  it("shows 'Error in sending request' with 'Enter email again' on failure", async () => {
    vi.stubGlobal(
      'fetch',
      answerFetch({ status: 429, body: { success: false, error: { code: 'TOO_MANY_REQUESTS', message: 'Slow down' } } })
        .fetchMock,
    );
    renderRoute(<ForgetPasswordPage />, '/forget-password');
    fireEvent.change(field('Email'), { target: { value: 'ann@example.be' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Verification' }));
    expect(await screen.findByText('Error in sending request', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Slow down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enter email again' })).toBeTruthy();
  });
});

describe('reset password', () => {
  it('checks the new password and its confirmation', async () => {
    renderRoute(<ResetPasswordPage />, '/reset-password', '/reset-password?token=abc');
    fireEvent.change(field('New password'), { target: { value: 'short' } });
    fireEvent.change(field('Confirm new password'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Minimum 8 characters long password')).toBeTruthy();
    expect(screen.getByText('Your passwords do not match.')).toBeTruthy();
  });

  it('shows the link error of the server (expired)', async () => {
    vi.stubGlobal(
      'fetch',
      answerFetch({
        status: 410,
        body: { success: false, error: { code: 'GONE', message: 'This link has expired. Please request a new one.' } },
      }).fetchMock,
    );
    renderRoute(<ResetPasswordPage />, '/reset-password', '/reset-password?token=abc');
    fireEvent.change(field('New password'), { target: { value: 'NewPass2026!' } });
    fireEvent.change(field('Confirm new password'), { target: { value: 'NewPass2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This link has expired. Please request a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forget-password');
  });

  it("shows the server's refusal of a common password on the field, and the link stays usable", async () => {
    const message = 'This password is too common. Please choose a less predictable one.';
    vi.stubGlobal(
      'fetch',
      answerFetch({
        status: 400,
        body: { success: false, error: { code: 'VALIDATION_FAILED', message, fields: { newPassword: message } } },
      }).fetchMock,
    );
    renderRoute(<ResetPasswordPage />, '/reset-password', '/reset-password?token=abc');
    fireEvent.change(field('New password'), { target: { value: 'Password1' } });
    fireEvent.change(field('Confirm new password'), { target: { value: 'Password1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(field('New password').getAttribute('aria-invalid')).toBe('true'), { timeout: 8000 });
    expect(document.getElementById(field('New password').getAttribute('aria-describedby')!)?.textContent).toBe(message);
    expect(document.querySelector('.swal2-popup')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Request a new link' })).toBeNull();
  });

  it('says the link is invalid without a token', () => {
    renderRoute(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByText('This link is invalid or has already been used.')).toBeTruthy();
  });
});
