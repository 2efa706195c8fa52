import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authFailures, oauthStates, sessions, userTokens } from '../../db/schema/auth.ts';

type TokenKind = (typeof userTokens.$inferInsert)['kind'];

export function authRepository(db: Db) {
  return {
    async createSession(
      userId: string,
      kind: 'web' | 'crm',
      expiresAt: Date,
      method: 'password' | 'oauth' = 'password',
    ) {
      const [row] = await db.insert(sessions).values({ userId, kind, expiresAt, method }).returning();
      return row!.id;
    },
    /** How and when a session was opened (closing an account without a password needs a fresh OAuth one). */
    async session(id: string) {
      const [row] = await db
        .select({ method: sessions.method, createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.id, id));
      return row ?? null;
    },
    async revokeSession(id: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    async revokeAllSessions(userId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
    /** Every session of the user but `keepId` (the one that asked). */
    async revokeOtherSessions(userId: string, keepId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepId)));
    },
    /**
     * Keeps the user's `keep` newest live sessions and revokes the older ones, in one statement:
     * parallel sign-ins each revoke what lies beyond the newest `keep`, so the cap holds.
     */
    async capLiveSessions(userId: string, keep: number) {
      const beyond = db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .offset(keep);
      await db.update(sessions).set({ revokedAt: new Date() }).where(inArray(sessions.id, beyond));
    },

    /** Stores a new token hash, retiring the user's earlier unused tokens of the same kind. */
    async issueToken(userId: string, kind: TokenKind, tokenHash: string, expiresAt: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(userTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
        await tx.insert(userTokens).values({ userId, kind, tokenHash, expiresAt });
      });
    },
    /**
     * Marks the token used and returns it — atomically, so a link clicked twice at once is
     * consumed once. 'expired' and 'invalid' say why it could not be.
     */
    async consumeToken(kind: TokenKind, tokenHash: string): Promise<{ userId: string } | 'invalid' | 'expired'> {
      const [used] = await db
        .update(userTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(userTokens.tokenHash, tokenHash),
            eq(userTokens.kind, kind),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, new Date()),
          ),
        )
        .returning();
      if (used) return { userId: used.userId };
      const [row] = await db
        .select({ usedAt: userTokens.usedAt })
        .from(userTokens)
        .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.kind, kind)));
      return row && !row.usedAt ? 'expired' : 'invalid';
    },

    async recordFailure(keys: string[]) {
      await db.insert(authFailures).values(keys.map((key) => ({ key })));
    },
    async failuresSince(key: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(authFailures)
        .where(and(eq(authFailures.key, key), gt(authFailures.createdAt, since)));
      return row?.n ?? 0;
    },
    /** Takes back the newest failure of `key` (an attempt that turned out right). */
    async forgetLatestFailure(key: string) {
      await db.execute(
        sql`delete from ${authFailures} where ${authFailures.id} = (select ${authFailures.id} from ${authFailures} where ${authFailures.key} = ${key} order by ${authFailures.createdAt} desc limit 1)`,
      );
    },
    async clearFailures(key: string) {
      await db.delete(authFailures).where(eq(authFailures.key, key));
    },
    async pruneFailures(before: Date) {
      await db.delete(authFailures).where(lt(authFailures.createdAt, before));
    },

    async saveOAuthState(row: typeof oauthStates.$inferInsert) {
      await db.insert(oauthStates).values(row);
    },
    /** Takes the state once: a replayed or expired state finds nothing. */
    async takeOAuthState(state: string) {
      const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
      return row && row.expiresAt > new Date() ? row : null;
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
