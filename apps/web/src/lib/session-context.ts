import { createContext, useContext } from 'react';
import type { Session, SessionInput } from './session.ts';

export type SessionState = {
  session: Session | null;
  /** Re-reads the cookies. */
  refresh: () => void;
  /** Stores a successful sign-in (cookies) and updates the state. */
  signIn: (input: SessionInput) => void;
  /**
   * Revokes the server session (failure ignored), clears the cookies and the state; with
   * `revoked`, the server already ended it (sign out everywhere) and only this browser is cleared.
   */
  logout: (options?: { revoked?: boolean }) => Promise<void>;
};

export const SessionContext = createContext<SessionState>({
  session: null,
  refresh: () => undefined,
  signIn: () => undefined,
  logout: async () => undefined,
});

export function useSession(): SessionState {
  return useContext(SessionContext);
}
