import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SessionContext } from '../../lib/session-context.ts';
import { clearSession, readSession, writeSession } from '../../lib/session.ts';
import type { Session, SessionInput } from '../../lib/session.ts';
import { apiPost } from '../../lib/api-client.ts';

/**
 * Restores the user from the session cookies on start; sign-in and logout (spec 1 §4 'Session').
 * `initial`: the session the server draws a signed-in visitor's first screen for (decision 083),
 * read from the same cookies, as the server has no `document.cookie`.
 */
export function SessionProvider({ children, initial }: { children: ReactNode; initial?: Session | null }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState(() => (initial === undefined ? readSession() : initial));
  const refresh = useCallback(() => setSession(readSession()), []);
  const signIn = useCallback((input: SessionInput) => {
    writeSession(input);
    setSession(readSession());
  }, []);
  const logout = useCallback(
    async (options?: { revoked?: boolean }) => {
      if (readSession() && !options?.revoked) {
        try {
          await apiPost('/api/users/logout');
        } catch {
          // The server session may already be gone: the browser side is cleared all the same.
        }
      }
      clearSession();
      setSession(null);
      queryClient.removeQueries({ queryKey: ['me'] });
      queryClient.removeQueries({ queryKey: ['subscription'] });
    },
    [queryClient],
  );
  const value = useMemo(() => ({ session, refresh, signIn, logout }), [session, refresh, signIn, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
