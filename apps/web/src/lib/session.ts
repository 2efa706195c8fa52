import { readCookie, deleteCookie } from './cookies.ts';

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

export function clearSession(): void {
  for (const name of SESSION_COOKIES) deleteCookie(name);
}
