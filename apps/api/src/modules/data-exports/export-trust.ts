import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signupAddresses } from '../../db/schema/auth.ts';
import { moderationCases, moderationReports } from '../../db/schema/moderation.ts';
import { properties } from '../../db/schema/properties.ts';
import { auditRepository } from '../moderation/audit.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { EXPORT_PAGE } from './export-pages.ts';

/**
 * The trust-and-safety part of "Download my data" (issue 36, decision 081): what the person
 * reported and what they were told of it, the decisions about their listings or account with the
 * reasons staff gave them and their appeals, and the network their account was created from.
 * Left out: who staff are, staff's other actions and notes, and reports about the person (the
 * reporters' identities and words are theirs).
 */

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditRepository>['ofCases']>>[number];

const MEASURES = ['ask_correction', 'hide_listing', 'suspend_account'];
/** The decisions the owner was e-mailed (decision 076): the measures, a restore, an appeal declined. */
const TOLD = [...MEASURES, 'restore'];

/** What the owner was told of one audit row, or null for what they were not told. */
function toldToOwner(row: AuditRow) {
  const declined = row.action === 'dismiss' && row.details.from === 'appealed';
  if (!TOLD.includes(row.action) && !declined) return null;
  return { action: declined ? 'appeal_declined' : row.action, reason: row.reason, at: row.createdAt };
}

/** What a reporter was told: a measure taken (an appeal declined keeps it), or nothing wrong found. */
const outcomeOf = (row: AuditRow | undefined) =>
  row && (MEASURES.includes(row.action) || (row.action === 'dismiss' && row.details.from === 'appealed'))
    ? 'action_taken'
    : 'no_action';

/** Every page of `read(after)`, keyset by id, each page handed to `shape` as a whole. */
async function* pagesBy<T extends { id: string }, U>(
  read: (after: string | null) => Promise<T[]>,
  shape: (rows: T[]) => Promise<U[]>,
) {
  for (let after: string | null = null; ;) {
    const rows = await read(after);
    yield* await shape(rows);
    if (rows.length < EXPORT_PAGE) return;
    after = rows.at(-1)!.id;
  }
}

/** reports-and-moderation.json. */
export function moderationRecords(db: Db, user: UserRow) {
  const audit = auditRepository(db);
  const email = user.email.toLowerCase();
  const mine = or(
    eq(moderationReports.reporterUserId, user.id),
    sql`lower(${moderationReports.reporterEmail}) = ${email}`,
  );
  const reportsMade = pagesBy(
    (after) =>
      db
        .select()
        .from(moderationReports)
        .where(and(mine, after ? gt(moderationReports.id, after) : undefined))
        .orderBy(asc(moderationReports.id))
        .limit(EXPORT_PAGE),
    async (rows) => {
      const rowsOfCases = await audit.ofCases([...new Set(rows.map((r) => r.caseId))]);
      return rows.map((r) => {
        const [kind, id] = r.targetKey.split(':');
        // The decision that decided the report: the case's first action after it was made.
        const decision = r.decidedAt
          ? rowsOfCases.find((a) => a.caseId === r.caseId && a.createdAt >= r.createdAt)
          : undefined;
        return {
          id: r.id,
          reported: { kind: kind === 'listing' ? 'listing' : 'profile', id },
          reason: r.reason,
          text: r.text,
          email: r.reporterEmail,
          language: r.language,
          clientAddress: r.clientIp,
          reportedAt: r.createdAt,
          decidedAt: r.decidedAt,
          outcome: r.decidedAt ? outcomeOf(decision) : 'pending',
        };
      });
    },
  );
  const decisionsAboutMe = pagesBy(
    (after) =>
      db
        .select({
          id: moderationCases.id,
          about: moderationCases.targetKind,
          listingId: moderationCases.listingId,
          listing: properties.publicCode,
          listingTitle: properties.title,
          status: moderationCases.status,
          appealText: moderationCases.appealText,
          appealedAt: moderationCases.appealedAt,
        })
        .from(moderationCases)
        .leftJoin(properties, eq(properties.id, moderationCases.listingId))
        .where(
          and(
            eq(moderationCases.userId, user.id),
            inArray(moderationCases.decision, ['ask_correction', 'hide_listing', 'suspend_account', 'restore']),
            after ? gt(moderationCases.id, after) : undefined,
          ),
        )
        .orderBy(asc(moderationCases.id))
        .limit(EXPORT_PAGE),
    async (rows) => {
      const rowsOfCases = await audit.ofCases(rows.map((r) => r.id));
      return rows.map(({ appealText, appealedAt, about, ...c }) => ({
        ...c,
        about: about === 'listing' ? 'listing' : 'account',
        decisions: rowsOfCases.filter((a) => a.caseId === c.id).flatMap((a) => toldToOwner(a) ?? []),
        appeal: appealText && appealedAt ? { text: appealText, appealedAt } : null,
      }));
    },
  );
  return { reportsMade, decisionsAboutMe };
}

/** The network the account was created from (decision 080), while it is kept (one row an account). */
export async function* signupAddressRows(db: Db, user: UserRow) {
  yield* await db
    .select({ address: signupAddresses.address, at: signupAddresses.createdAt })
    .from(signupAddresses)
    .where(eq(signupAddresses.userId, user.id))
    .orderBy(asc(signupAddresses.createdAt));
}
