import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { SessionContext } from '../../lib/session-context.ts';
import { clearSession, readSession } from '../../lib/session.ts';

/** Restores the user from the session cookies on start (spec 1 §4 'Session'). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(readSession);
  const refresh = useCallback(() => setSession(readSession()), []);
  const logout = useCallback(() => {
    clearSession();
    setSession(null);
  }, []);
  const value = useMemo(() => ({ session, refresh, logout }), [session, refresh, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
