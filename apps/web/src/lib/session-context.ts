import { createContext, useContext } from 'react';
import type { Session } from './session.ts';

export type SessionState = {
  session: Session | null;
  /** Re-reads the cookies (after sign-in). */
  refresh: () => void;
  /** Clears the session cookies and state. */
  logout: () => void;
};

export const SessionContext = createContext<SessionState>({
  session: null,
  refresh: () => undefined,
  logout: () => undefined,
});

export function useSession(): SessionState {
  return useContext(SessionContext);
}
