import { and, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { agentRequests } from '../../db/schema/agency-team.ts';
import { alertSubscriptions } from '../../db/schema/alerts.ts';
import { appointmentFeeds, appointments } from '../../db/schema/appointments.ts';
import {
  accountMailRequests,
  authFailures,
  emailOutbox,
  sessions,
  signupAddresses,
  userTokens,
} from '../../db/schema/auth.ts';
import { calendarSyncs } from '../../db/schema/calendar.ts';
import { chatReceipts } from '../../db/schema/chat.ts';
import { crmContacts, crmCustomers, crmLeads, crmOpportunities } from '../../db/schema/crm.ts';
import { crmSharingRefusals } from '../../db/schema/crm-sharing.ts';
import { emailTemplates, sentEmails } from '../../db/schema/emails.ts';
import { dataExports } from '../../db/schema/data-exports.ts';
import { moderationReports } from '../../db/schema/moderation.ts';
import { licenceAssignments } from '../../db/schema/licences.ts';
import { favourites, propertyLeads, savedSearches } from '../../db/schema/marketplace.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';
import { workingDays } from '../../db/schema/profiles.ts';
import { properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import type { Storage } from '../../lib/storage.ts';
import type { PrivateFiles } from '../../lib/private-files.ts';
import { listingPrefix } from '../photos/photos.service.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type UserRow = typeof users.$inferSelect;
export type ErasureDeps = { db: Db; storage: Storage; files: PrivateFiles; log: FastifyBaseLogger };

/** The address an erased account keeps: unique, undeliverable (RFC 2606), and saying nothing of the person. */
export const erasedAddress = (userId: string) => `erased-${userId}@erased.invalid`;

/** What the user alone owns: deleted with the account (decision 061). */
const OWNED: [PgTable, AnyPgColumn][] = [
  [favourites, favourites.userId],
  [alertSubscriptions, alertSubscriptions.userId],
  [savedSearches, savedSearches.userId],
  [workingDays, workingDays.ownerId],
  [emailTemplates, emailTemplates.ownerId],
  [sentEmails, sentEmails.ownerId],
  [crmOpportunities, crmOpportunities.ownerId],
  [crmCustomers, crmCustomers.ownerId],
  [crmLeads, crmLeads.ownerId],
  [crmContacts, crmContacts.ownerId],
  [crmSharingRefusals, crmSharingRefusals.holderUserId],
  [appointmentFeeds, appointmentFeeds.userId],
  [calendarSyncs, calendarSyncs.userId],
  [userTokens, userTokens.userId],
  [sessions, sessions.userId],
  [signupAddresses, signupAddresses.userId],
  [agentRequests, agentRequests.agentId],
  [licenceAssignments, licenceAssignments.agentId],
  [licenceAssignments, licenceAssignments.agencyUserId],
  [chatReceipts, chatReceipts.userId],
];

/** Storage keys of a picture and its variants (URLs this storage did not answer, such as seed pictures, are skipped). */
function pictureKeys(
  storage: Storage,
  url: string | null,
  variants: { avif: string; webp: string; jpeg: string }[] | null,
) {
  const urls = [url, ...(variants ?? []).flatMap((v) => [v.avif, v.webp, v.jpeg])];
  return urls.map((u) => (u ? storage.keyOf(u) : null)).filter((k): k is string => k !== null);
}

/** A text column that mentions any of the person's identifiers (lower-cased), for the outbox's copies. */
const mentions = (column: AnyPgColumn, needles: string[]): SQL =>
  or(...needles.map((n) => sql`position(${n} in lower(${column})) > 0`))!;

/**
 * Erases one closed account inside the caller's transaction (its user row locked): what it owns is
 * deleted, the history others share is kept without who it was, the user row is anonymised so the
 * address can sign up again. Invoices keep their billing identity for the accounting period (the
 * invoice retention sweep erases them). Answers the storage keys and prefixes to delete once committed.
 */
async function eraseAccount(tx: Tx, deps: ErasureDeps, user: UserRow, now: Date) {
  const email = user.email.toLowerCase();
  const needles = [email, `${user.firstName} ${user.lastName}`.toLowerCase(), user.phoneNumber?.toLowerCase()].filter(
    (n): n is string => !!n && n.trim().length > 2,
  );
  const files: string[] = pictureKeys(deps.storage, user.profilePicture, user.profilePictureVariants);
  const prefixes: string[] = [];
  // 'Download my data' zips hold everything above: rows and files go with the account.
  const exports = await tx.delete(dataExports).where(eq(dataExports.userId, user.id)).returning();
  const privateKeys = exports.flatMap((e) => (e.fileKey ? [e.fileKey] : []));

  // Listings (their photos, viewings, auctions, leads and price history go with them) and drafts.
  const listings = await tx.delete(properties).where(eq(properties.ownerId, user.id)).returning();
  prefixes.push(...listings.map((l) => listingPrefix(l.id)));
  // Their titles are the person's words too: e-mail copies naming them go below.
  const titles = listings.flatMap((l) => [l.title, ...Object.values(l.translations ?? {}).map((v) => v?.title)]);
  needles.push(...titles.filter((t): t is string => !!t && t.trim().length > 2).map((t) => t.toLowerCase()));

  // An agency's profile and everything of the agency: its CRM records and group chats go with it.
  const agency = await tx.delete(agencies).where(eq(agencies.ownerId, user.id)).returning();
  for (const a of agency) files.push(...pictureKeys(deps.storage, a.logo, a.logoVariants));

  for (const [table, column] of OWNED) await tx.delete(table).where(eq(column, user.id));

  // Contact requests the person sent, and the CRM leads made of them: their own words and details.
  const sent = or(eq(propertyLeads.senderId, user.id), sql`lower(${propertyLeads.email}) = ${email}`);
  await tx
    .delete(crmLeads)
    .where(inArray(crmLeads.propertyLeadId, tx.select({ id: propertyLeads.id }).from(propertyLeads).where(sent)));
  await tx.delete(propertyLeads).where(sent);
  // Their refusals to share CRM records (decision 038) belonged to their CRM area, which goes with the account.
  await tx.delete(crmSharingRefusals).where(eq(crmSharingRefusals.customerEmail, email));

  // Viewings the person booked stay as the hosts' history, without their message or calendar links.
  await tx
    .update(appointments)
    .set({ message: '', profileShared: false, calendarEventId: null, calendarSyncError: null })
    .where(eq(appointments.seekerId, user.id));

  // Copies of e-mails to or about the person, and the traces of their address.
  await tx
    .delete(emailOutbox)
    .where(
      or(
        sql`lower(${emailOutbox.to}) = ${email}`,
        mentions(emailOutbox.subject, needles),
        mentions(emailOutbox.text, needles),
        mentions(emailOutbox.html, needles),
      ),
    );
  await tx.delete(accountMailRequests).where(sql`lower(${accountMailRequests.email}) = ${email}`);
  await tx.delete(authFailures).where(eq(authFailures.key, `login:address:${email}`));
  await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
  // Their reports stay for the cases' history, without their address (decision 076), nor the
  // key made of it when they reported as a guest (decision 081).
  await tx
    .update(moderationReports)
    .set({
      reporterEmail: erasedAddress(user.id),
      reporterKey: sql`'report:' || ${moderationReports.id}::text`,
      reporterUserId: null,
      clientIp: null,
    })
    .where(
      sql`${moderationReports.reporterUserId} = ${user.id} or lower(${moderationReports.reporterEmail}) = ${email}`,
    );

  await tx
    .update(users)
    .set({
      email: erasedAddress(user.id),
      passwordHash: null,
      firstName: '',
      lastName: '',
      phoneNumber: null,
      isVerified: false,
      profilePicture: null,
      profilePictureVariants: null,
      pendingEmail: null,
      bio: null,
      licenceNumber: null,
      companyEmail: null,
      vatNumber: null,
      agencyName: null,
      agencyId: null,
      googleCalendarAuth: null,
      outlookCalendarAuth: null,
      lastLoginAt: null,
      erasedAt: now,
    })
    .where(eq(users.id, user.id));
  return { files, prefixes, privateKeys };
}

/**
 * The erasure sweep (decision 061): every closed account whose grace period has passed at `now`
 * is erased, one per transaction, its row taken FOR UPDATE SKIP LOCKED, so several nodes share the
 * work and none erases an account twice. Files go once the transaction committed (a failure there
 * is logged: the rows are gone, the files are unreachable). Answers how many accounts were erased.
 */
export async function sweepClosedAccounts(deps: ErasureDeps, now = new Date()) {
  let erased = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(users)
        .where(and(lte(users.eraseAfter, now), isNull(users.erasedAt)))
        .orderBy(users.eraseAfter)
        .limit(1)
        .for('update', { skipLocked: true });
      return due ? eraseAccount(tx, deps, due, now) : null;
    });
    if (!done) return erased;
    erased += 1;
    try {
      if (done.files.length) await deps.storage.delete(done.files);
      for (const prefix of done.prefixes) await deps.storage.deletePrefix(prefix);
      if (done.privateKeys.length) await deps.files.delete(done.privateKeys);
    } catch (err) {
      deps.log.error({ err }, 'files of an erased account were not all removed');
    }
  }
}
