import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A local OAuth 2.0 provider (oauth2-mock-server) standing in for both Google and Microsoft:
 * it checks PKCE, issues codes and tokens, and answers the userinfo call with `account`.
 */
export async function startOAuthProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const base = `http://127.0.0.1:${server.address().port}`;
  const state = { account: { sub: 'provider-user-1', email: 'nobody@example.be' } as Record<string, unknown> };
  server.service.on('beforeUserinfo', (res: { body: unknown }) => {
    res.body = state.account;
  });
  return {
    base,
    server,
    /** The account the provider says the code belongs to (what userinfo answers). */
    setAccount(account: Record<string, unknown>) {
      state.account = account;
    },
    /** Makes the next token call fail as a provider does for a bad or used code. */
    failNextTokenCall(status = 400, body: unknown = { error: 'invalid_grant' }) {
      server.service.once('beforeResponse', (res: { statusCode: number; body: unknown }) => {
        res.statusCode = status;
        res.body = body;
      });
    },
    /** The environment that points the API's Google and Microsoft clients at this server. */
    env: (): Record<string, string> => ({
      GOOGLE_CLIENT_ID: 'google-client-id',
      GOOGLE_CLIENT_SECRET: 'google-client-secret',
      GOOGLE_AUTH_URL: `${base}/authorize`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_USERINFO_URL: `${base}/userinfo`,
      MICROSOFT_CLIENT_ID: 'microsoft-client-id',
      MICROSOFT_CLIENT_SECRET: 'microsoft-client-secret',
      MICROSOFT_AUTH_URL: `${base}/authorize`,
      MICROSOFT_TOKEN_URL: `${base}/token`,
      MICROSOFT_USERINFO_URL: `${base}/userinfo`,
    }),
    /** Follows an authorization URL as the browser would and reads where the provider sends it back. */
    async authorize(url: string) {
      const res = await fetch(url, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (res.status !== 302 || !location) throw new Error(`authorize answered ${res.status}: ${await res.text()}`);
      const back = new URL(location);
      return {
        redirectedTo: `${back.origin}${back.pathname}`,
        code: back.searchParams.get('code') ?? '',
        state: back.searchParams.get('state') ?? '',
      };
    },
    stop: () => server.stop(),
  };
}

export type OAuthProvider = Awaited<ReturnType<typeof startOAuthProvider>>;
