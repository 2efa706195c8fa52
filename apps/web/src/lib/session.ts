import { readCookie, deleteCookie, writeCookie } from './cookies.ts';

/** The signed-in user restored from the cookies authToken, role, id and isVerified. */
export type Session = {
  token: string;
  role: string;
  id: string;
  isVerified: boolean;
};

export const SESSION_COOKIES = ['authToken', 'role', 'id', 'isVerified', 'expiryTime'] as const;

/** No authToken cookie means a guest (null). */
export function readSession(): Session | null {
  const token = readCookie('authToken');
  if (!token) return null;
  return {
    token,
    role: readCookie('role') ?? '',
    id: readCookie('id') ?? '',
    isVerified: readCookie('isVerified') === 'true',
  };
}

/** What a successful sign-in stores (spec 1 §3): cookies of one day on the site root. */
export type SessionInput = {
  token: string;
  expiresAt: string | null;
  user: { id: string; role: string; isVerified: boolean };
};

/** The session length when the server gives no expiry: 59 minutes (spec 1 §9). */
export const SESSION_MINUTES = 59;

export function writeSession({ token, expiresAt, user }: SessionInput): void {
  const expiry = expiresAt ?? new Date(Date.now() + SESSION_MINUTES * 60_000).toISOString();
  writeCookie('authToken', token);
  writeCookie('role', user.role);
  writeCookie('id', user.id);
  writeCookie('isVerified', String(user.isVerified));
  writeCookie('expiryTime', expiry);
}

/** The stored expiry time, or null when absent or unreadable. */
export function readExpiry(): number | null {
  const value = readCookie('expiryTime');
  if (!value) return null;
  const time = Number.isNaN(Number(value)) ? Date.parse(value) : Number(value);
  return Number.isNaN(time) ? null : time;
}

export function clearSession(): void {
  for (const name of SESSION_COOKIES) deleteCookie(name);
}
