import type { z } from 'zod';
import type { ZLoginRequest, ZLoginResponse, ZSessionUser, ZSignupRequest, ZSignupResponse } from '@immora/shared/auth';

/** Examples of the OpenAPI document (typed against the schemas they illustrate). */
const USER = {
  id: '0b6f4c1e-5d2a-4f7e-9a31-2c8d1e7f6a50',
  _id: '0b6f4c1e-5d2a-4f7e-9a31-2c8d1e7f6a50',
  role: 'buyer',
  isVerified: true,
  email: 'lotte.peeters@example.be',
  first_name: 'Lotte',
  last_name: 'Peeters',
  language: 'nl',
} satisfies z.output<typeof ZSessionUser>;

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwYjZmNGMxZSIsImtpbmQiOiJ3ZWIifQ.c2lnbmF0dXJl';

export const SIGNUP_REQUEST = {
  first_name: 'Lotte',
  last_name: 'Peeters',
  email: 'lotte.peeters@example.be',
  password: 'Brussel-2024!',
  phoneNumber: '0475918273',
  language: 'nl',
} satisfies z.input<typeof ZSignupRequest>;

export const SIGNUP_ANSWER = {
  token: TOKEN,
  name: 'Lotte Peeters',
  user: { ...USER, isVerified: false },
} satisfies z.output<typeof ZSignupResponse>;

export const LOGIN_REQUEST = {
  email: SIGNUP_REQUEST.email,
  password: SIGNUP_REQUEST.password,
} satisfies z.input<typeof ZLoginRequest>;

export const LOGIN_ANSWER = {
  token: TOKEN,
  expiresAt: '2026-11-25T13:14:00.000Z',
  user: USER,
} satisfies z.output<typeof ZLoginResponse>;
