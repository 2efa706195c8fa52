import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TSeverity, TSignal } from '@immora/shared/trust';
import type { Db } from '../../db/client.ts';
import { moderationCases, moderationReports, moderationSignals } from '../../db/schema/moderation.ts';
import { properties } from '../../db/schema/properties.ts';
import { worse } from './severity.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
export type CaseRow = typeof moderationCases.$inferSelect;
export type CaseTarget = { kind: 'listing'; listingId: string; userId: string } | { kind: 'user'; userId: string };

const OPEN = ['open', 'appealed'] as const;

/**
 * The open (or appealed) case of a target, or a new one; its severity rises to `severity` when
 * that is worse. Two requests at once meet on the partial unique index: one inserts, both read it.
 */
export async function openOrJoinCase(db: Executor, target: CaseTarget, severity: TSeverity): Promise<CaseRow> {
  const listingId = target.kind === 'listing' ? target.listingId : null;
  const whereOpen = and(
    eq(moderationCases.targetKind, target.kind),
    inArray(moderationCases.status, [...OPEN]),
    listingId ? eq(moderationCases.listingId, listingId) : eq(moderationCases.userId, target.userId),
  );
  await db
    .insert(moderationCases)
    .values({ targetKind: target.kind, listingId, userId: target.userId, severity })
    .onConflictDoNothing();
  const [found] = await db.select().from(moderationCases).where(whereOpen);
  const row = found!;
  const raised = worse(row.severity, severity);
  const [updated] = await db
    .update(moderationCases)
    .set({ severity: raised, updatedAt: new Date() })
    .where(eq(moderationCases.id, row.id))
    .returning();
  return updated!;
}

/**
 * For the signal rules (`modules/trust-signals/`): opens or joins the case of a listing (its owner
 * is the account) or of an account, and adds the signals the case does not hold yet (one per kind:
 * a signal that fired again is not added twice). Signals never hide anything (decision 076).
 */
export async function openSignalCase(
  db: Db,
  opts: { listingId?: string; userId?: string; signals: TSignal[] },
): Promise<{ caseId: string; added: string[] } | null> {
  if (!opts.signals.length) return null;
  const severity = opts.signals.map((s) => s.severity).reduce(worse);
  return db.transaction(async (tx) => {
    let target: CaseTarget;
    if (opts.listingId) {
      const [listing] = await tx
        .select({ ownerId: properties.ownerId })
        .from(properties)
        .where(eq(properties.id, opts.listingId));
      if (!listing) return null;
      target = { kind: 'listing', listingId: opts.listingId, userId: listing.ownerId };
    } else if (opts.userId) target = { kind: 'user', userId: opts.userId };
    else return null;
    const row = await openOrJoinCase(tx, target, severity);
    const added = await tx
      .insert(moderationSignals)
      .values(opts.signals.map((s) => ({ caseId: row.id, kind: s.kind, severity: s.severity, evidence: s.evidence })))
      .onConflictDoNothing()
      .returning();
    return { caseId: row.id, added: added.map((a) => a.kind) };
  });
}

/** The case by id. */
export async function caseById(db: Executor, id: string): Promise<CaseRow | undefined> {
  const [row] = await db.select().from(moderationCases).where(eq(moderationCases.id, id));
  return row;
}

/** Moves a case from one of `from` to a new state; null when it was no longer in one of them. */
export async function moveCase(
  db: Executor,
  id: string,
  from: CaseRow['status'][],
  set: Partial<
    Pick<CaseRow, 'status' | 'decision' | 'decisionReason' | 'decidedAt' | 'decidedBy' | 'appealText' | 'appealedAt'>
  >,
): Promise<CaseRow | null> {
  const [row] = await db
    .update(moderationCases)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(moderationCases.id, id), inArray(moderationCases.status, from)))
    .returning();
  return row ?? null;
}

/** Cases of an account before this one (as its target or its listings'). */
export async function previousCases(db: Executor, userId: string, exceptId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(moderationCases)
    .where(and(eq(moderationCases.userId, userId), sql`${moderationCases.id} <> ${exceptId}`));
  return row?.n ?? 0;
}

/** Marks the case's undecided reports decided; answers whom to tell (address and language). */
export async function decideReports(db: Executor, caseId: string, at: Date) {
  return db
    .update(moderationReports)
    .set({ decidedAt: at })
    .where(and(eq(moderationReports.caseId, caseId), isNull(moderationReports.decidedAt)))
    .returning()
    .then((rows) => rows.map((r) => ({ email: r.reporterEmail, language: r.language })));
}
