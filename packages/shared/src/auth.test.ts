import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  ZEmailRequest,
  ZLoginRequest,
  ZPasswordResetForm,
  ZPasswordResetRequest,
  ZSignupForm,
  ZSignupRequest,
} from './auth.ts';
import { PHONE_MESSAGES } from './phone.ts';

/** The first message per field, as a form (zodResolver) and the API's `error.fields` show it. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}

describe('ZLoginRequest (spec 1 §5 Sign-in)', () => {
  const valid = { email: 'lotte.peeters@example.be', password: 'Brussel2024' };

  it('accepts a valid address and password, trimming the address', () => {
    expect(ZLoginRequest.parse({ ...valid, email: '  lotte.peeters@example.be ' }).email).toBe(
      'lotte.peeters@example.be',
    );
  });

  it.each([
    [{ password: valid.password }, 'email', 'This field is required!'],
    [{ ...valid, email: '' }, 'email', 'This field is required!'],
    [{ ...valid, email: '   ' }, 'email', 'This field is required!'],
    [{ ...valid, email: null }, 'email', 'This field is required!'],
    [{ ...valid, email: 'lotte' }, 'email', 'Please enter a valid email'],
    [{ ...valid, email: 'lotte@' }, 'email', 'Please enter a valid email'],
    [{ ...valid, email: 'lotte@example' }, 'email', 'Please enter a valid email'],
    [{ ...valid, email: "' OR 1=1 --@example.be" }, 'email', 'Please enter a valid email'],
    [{ ...valid, email: `${'a'.repeat(10_000)}@example.be` }, 'email', 'Please enter a valid email'],
    [{ email: valid.email }, 'password', 'This field is required!'],
    [{ ...valid, password: '' }, 'password', 'This field is required!'],
    [{ ...valid, password: 'short' }, 'password', 'Minimum 8 characters long password'],
    [{ ...valid, password: '1234567' }, 'password', 'Minimum 8 characters long password'],
    [{ ...valid, password: 12345678 }, 'password', 'This field is required!'],
  ])('%j → %s: %s', (value, field, message) => {
    expect(fieldErrors(ZLoginRequest, value)[field]).toBe(message);
  });

  it('accepts exactly 8 characters and refuses 10 kB passwords', () => {
    expect(ZLoginRequest.safeParse({ ...valid, password: '12345678' }).success).toBe(true);
    expect(fieldErrors(ZLoginRequest, { ...valid, password: 'x'.repeat(10_000) }).password).toBe(AUTH_MESSAGES.tooLong);
  });
});

describe('ZSignupForm (spec 1 §5 Registration)', () => {
  const valid = {
    first_name: 'Lotte',
    last_name: 'Peeters',
    email: 'lotte.peeters@example.be',
    password: 'Brussel2024',
    confirmPassword: 'Brussel2024',
    phoneNumber: '0475918273',
  };

  it('accepts a complete form', () => {
    expect(ZSignupForm.safeParse(valid).success).toBe(true);
  });

  it('accepts names with accents and apostrophes', () => {
    expect(ZSignupForm.safeParse({ ...valid, first_name: 'Zoë-Anaïs', last_name: "D'Hondt Çelik" }).success).toBe(true);
  });

  it('reports every missing field with its own message', () => {
    expect(fieldErrors(ZSignupForm, {})).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      phoneNumber: 'Phone number is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it.each([
    ['first_name', '', 'First name is required'],
    ['first_name', '   ', 'First name is required'],
    ['first_name', 'L', 'First name must be at least 2 characters'],
    ['first_name', ' L ', 'First name must be at least 2 characters'],
    ['first_name', 'L'.repeat(51), 'First name must not exceed 50 characters'],
    ['first_name', 'L'.repeat(10_000), 'First name must not exceed 50 characters'],
    ['first_name', '<script>alert(1)</script>', 'Names cannot contain < or >'],
    ['last_name', 'Peeters<img src=x onerror=alert(1)>', 'Names cannot contain < or >'],
    ['last_name', '', 'Last name is required'],
    ['last_name', 'P', 'Last name must be at least 2 characters'],
    ['last_name', 'P'.repeat(51), 'Last name must not exceed 50 characters'],
    ['email', '', 'Email is required'],
    ['email', 'lotte', 'Must be a valid email address'],
    ['email', 'lotte@example', 'Must be a valid email address'],
    ['email', 'lotte peeters@example.be', 'Must be a valid email address'],
    ['email', `${'a'.repeat(300)}@example.be`, 'Must be a valid email address'],
    ['password', '', 'Password is required'],
    ['password', '1234567', 'Password must be at least 8 characters'],
    ['confirmPassword', '', 'Please confirm your password'],
    ['confirmPassword', 'Brussel2025', 'Passwords must match'],
    ['phoneNumber', '', PHONE_MESSAGES.required],
    ['phoneNumber', '0475 918273', PHONE_MESSAGES.digits],
    ['phoneNumber', '1234567890', PHONE_MESSAGES.sequential],
  ])('%s = %j → %s', (field, value, message) => {
    expect(fieldErrors(ZSignupForm, { ...valid, [field]: value })[field]).toBe(message);
  });

  it('accepts names of exactly 2 and 50 characters', () => {
    expect(ZSignupForm.safeParse({ ...valid, first_name: 'Jo', last_name: 'P'.repeat(50) }).success).toBe(true);
  });

  it('asks for an agency name only when signing up as an agency', () => {
    expect(fieldErrors(ZSignupForm, { ...valid, sellerType: 'agency' }).agencyName).toBe('Agency name is required');
    expect(fieldErrors(ZSignupForm, { ...valid, sellerType: 'agency', agencyName: '  ' }).agencyName).toBe(
      'Agency name is required',
    );
    expect(ZSignupForm.safeParse({ ...valid, sellerType: 'agency', agencyName: 'Immo Zuid' }).success).toBe(true);
    expect(ZSignupForm.safeParse({ ...valid, sellerType: 'individual' }).success).toBe(true);
    expect(fieldErrors(ZSignupForm, { ...valid, sellerType: 'landlord' }).sellerType).toBe('Choose Agency or Agent');
  });

  it('the API schema has no confirmPassword and the same agency rule', () => {
    const { confirmPassword: _unused, ...request } = valid;
    expect(ZSignupRequest.safeParse(request).success).toBe(true);
    expect(ZSignupRequest.parse({ ...request, confirmPassword: 'other' })).not.toHaveProperty('confirmPassword');
    expect(fieldErrors(ZSignupRequest, { ...request, sellerType: 'agency' }).agencyName).toBe(
      'Agency name is required',
    );
  });
});

describe('ZEmailRequest (spec 1 §5 Forgot password)', () => {
  it.each([
    [{}, 'This field is required!'],
    [{ email: '' }, 'This field is required!'],
    [{ email: '  ' }, 'This field is required!'],
    [{ email: 'lotte' }, 'Please enter a valid email address.'],
    [{ email: 'lotte@@example.be' }, 'Please enter a valid email address.'],
    [{ email: `${'a'.repeat(10_000)}@example.be` }, 'Please enter a valid email address.'],
  ])('%j → %s', (value, message) => {
    expect(fieldErrors(ZEmailRequest, value).email).toBe(message);
  });

  it('accepts a valid address', () => {
    expect(ZEmailRequest.parse({ email: ' lotte@example.be ' })).toEqual({ email: 'lotte@example.be' });
  });
});

describe('ZPasswordResetForm and ZPasswordResetRequest (spec 1 §5 Reset password)', () => {
  it('refuses two different passwords with the spec message', () => {
    expect(fieldErrors(ZPasswordResetForm, { newPassword: 'Brussel2024', confirmPassword: 'Brussel2025' })).toEqual({
      confirmPassword: 'Your passwords do not match.',
    });
  });

  it('accepts two equal passwords', () => {
    expect(ZPasswordResetForm.safeParse({ newPassword: 'Brussel2024', confirmPassword: 'Brussel2024' }).success).toBe(
      true,
    );
  });

  it('uses the sign-in password rules for the new password', () => {
    expect(fieldErrors(ZPasswordResetForm, { newPassword: 'short', confirmPassword: 'short' }).newPassword).toBe(
      'Minimum 8 characters long password',
    );
    expect(fieldErrors(ZPasswordResetForm, { newPassword: 'Brussel2024', confirmPassword: '' }).confirmPassword).toBe(
      'This field is required!',
    );
    expect(fieldErrors(ZPasswordResetRequest, { token: 'abc', newPassword: '' }).newPassword).toBe(
      'This field is required!',
    );
    expect(fieldErrors(ZPasswordResetRequest, { newPassword: 'Brussel2024' }).token).toBe(AUTH_MESSAGES.tokenInvalid);
  });
});
