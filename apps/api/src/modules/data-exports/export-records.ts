import { and, asc, eq, getTableColumns, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { agentRequests } from '../../db/schema/agency-team.ts';
import { alertSubscriptions } from '../../db/schema/alerts.ts';
import { appointmentFeeds, appointments } from '../../db/schema/appointments.ts';
import { auctions, bids } from '../../db/schema/auctions.ts';
import { authFailures, sessions, userTokens } from '../../db/schema/auth.ts';
import { blogPosts } from '../../db/schema/blogs.ts';
import { calendarSyncs } from '../../db/schema/calendar.ts';
import { chatMembers, chatMessages, chats } from '../../db/schema/chat.ts';
import { boosts, creditBalances, creditLedger } from '../../db/schema/credits.ts';
import { crmSharingRefusals } from '../../db/schema/crm-sharing.ts';
import { emailTemplates, sentEmails } from '../../db/schema/emails.ts';
import { licenceAssignments } from '../../db/schema/licences.ts';
import { favourites, propertyLeads, propertyPriceHistory, savedSearches } from '../../db/schema/marketplace.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { subscriptionHistories } from '../../db/schema/plans.ts';
import { workingDays, workingSlots } from '../../db/schema/profiles.ts';
import { properties } from '../../db/schema/properties.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';
import type { UserRow } from '../users/users.repository.ts';
import { EXPORT_PAGE, keyset } from './export-pages.ts';
import { signupAddressRows } from './export-trust.ts';

/** A table's rows matching `where`, in pages ordered by its uuid `id`. */
export function pagesOf<T extends PgTable & { id: AnyPgColumn }>(db: Db, table: T, where: SQL) {
  return keyset(
    (after: string | null) =>
      db
        .select()
        .from(table as PgTable)
        .where(after ? and(where, gt(table.id, after)) : where)
        .orderBy(asc(table.id))
        .limit(EXPORT_PAGE) as Promise<T['$inferSelect'][]>,
    (row) => (row as { id: string }).id,
  );
}

/** Leaves out what must not leave the database even to its owner: password hash, calendar tokens. */
export function profileOf(user: UserRow) {
  const { passwordHash, googleCalendarAuth, outlookCalendarAuth, ...profile } = user;
  return {
    ...profile,
    hasPassword: passwordHash !== null,
    googleCalendarConnected: googleCalendarAuth !== null,
    outlookCalendarConnected: outlookCalendarAuth !== null,
  };
}

/** profile.json: the account, its agency (an agency account), working hours, calendars, team. */
export async function profileRecord(db: Db, user: UserRow) {
  const [days, slots, agency, calendars, team, licences] = await Promise.all([
    db.select().from(workingDays).where(eq(workingDays.ownerId, user.id)).orderBy(asc(workingDays.weekday)),
    db
      .select()
      .from(workingSlots)
      .where(eq(workingSlots.ownerId, user.id))
      .orderBy(asc(workingSlots.weekday), asc(workingSlots.startsAt)),
    db.select().from(agencies).where(eq(agencies.ownerId, user.id)),
    db.select().from(calendarSyncs).where(eq(calendarSyncs.userId, user.id)),
    db
      .select()
      .from(agentRequests)
      .where(or(eq(agentRequests.agentId, user.id), inArray(agentRequests.agencyId, agencyIdsOf(db, user.id)))),
    db
      .select()
      .from(licenceAssignments)
      .where(or(eq(licenceAssignments.agentId, user.id), eq(licenceAssignments.agencyUserId, user.id))),
  ]);
  return {
    account: profileOf(user),
    agency: agency[0] ?? null,
    workingHours: days.map((d) => ({ ...d, slots: slots.filter((s) => s.weekday === d.weekday) })),
    calendarSync: calendars,
    agencyTeamRequests: team,
    licences,
  };
}

const agencyIdsOf = (db: Db, userId: string) =>
  db.select({ id: agencies.id }).from(agencies).where(eq(agencies.ownerId, userId));

/** consents-and-language.json: what the account agreed to and in which language it hears from us. */
export async function consentsRecord(db: Db, user: UserRow) {
  const email = user.email.toLowerCase();
  const [newsletter, feed, refusals, alerts] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email}`),
    db
      .select({ createdAt: appointmentFeeds.createdAt })
      .from(appointmentFeeds)
      .where(eq(appointmentFeeds.userId, user.id)),
    db
      .select({
        createdAt: crmSharingRefusals.createdAt,
        agencyId: crmSharingRefusals.agencyId,
        holderUserId: crmSharingRefusals.holderUserId,
      })
      .from(crmSharingRefusals)
      .where(eq(crmSharingRefusals.customerEmail, email)),
    db.select().from(alertSubscriptions).where(eq(alertSubscriptions.userId, user.id)),
  ]);
  return {
    emailLanguage: user.language,
    emailVerified: user.isVerified,
    newsletter: newsletter[0]
      ? { subscribed: true, language: newsletter[0].language, since: newsletter[0].createdAt }
      : { subscribed: false },
    privateCalendarFeed: feed[0] ? { enabled: true, since: feed[0].createdAt } : { enabled: false },
    emailAlerts: alerts.map((a) => ({ kind: a.kind, frequency: a.frequency, since: a.createdAt })),
    crmSharingRefusals: refusals,
  };
}

/** sessions-and-sign-ins.json, with the sign-up's client address (decision 080). Tokens are never stored in clear, so none is exported. */
export function signInRecords(db: Db, user: UserRow) {
  return {
    lastSignInAt: user.lastLoginAt,
    signUpAddress: signupAddressRows(db, user),
    sessions: pagesOf(db, sessions, eq(sessions.userId, user.id)),
    failedSignIns: keyset(
      (after: string | null) =>
        db
          .select({ id: authFailures.id, at: authFailures.createdAt })
          .from(authFailures)
          .where(
            and(
              eq(authFailures.key, `login:address:${user.email.toLowerCase()}`),
              after ? gt(authFailures.id, after) : undefined,
            ),
          )
          .orderBy(asc(authFailures.id))
          .limit(EXPORT_PAGE),
      (row) => row.id,
    ),
    accountLinks: keyset(
      (after: string | null) =>
        db
          .select({
            id: userTokens.id,
            kind: userTokens.kind,
            createdAt: userTokens.createdAt,
            expiresAt: userTokens.expiresAt,
            usedAt: userTokens.usedAt,
          })
          .from(userTokens)
          .where(and(eq(userTokens.userId, user.id), after ? gt(userTokens.id, after) : undefined))
          .orderBy(asc(userTokens.id))
          .limit(EXPORT_PAGE),
      (row) => row.id,
    ),
  };
}

/** The listings the user owns or is the assigned agent of. */
export const listingsOf = (userId: string) => or(eq(properties.ownerId, userId), eq(properties.agentId, userId))!;

/** price-history.json: every price of the user's listings. */
export function priceHistoryRows(db: Db, user: UserRow) {
  return keyset(
    (after: string | null) =>
      db
        .select({ ...getTableColumns(propertyPriceHistory), listing: properties.publicCode })
        .from(propertyPriceHistory)
        .innerJoin(properties, eq(properties.id, propertyPriceHistory.propertyId))
        .where(and(listingsOf(user.id), after ? gt(propertyPriceHistory.id, after) : undefined))
        .orderBy(asc(propertyPriceHistory.id))
        .limit(EXPORT_PAGE),
    (row) => row.id,
  );
}

/** favourites.json, with the listing's code and title. */
export function favouriteRows(db: Db, user: UserRow) {
  return keyset(
    (after: string | null) =>
      db
        .select({
          propertyId: favourites.propertyId,
          listing: properties.publicCode,
          title: properties.title,
          savedAt: favourites.createdAt,
        })
        .from(favourites)
        .innerJoin(properties, eq(properties.id, favourites.propertyId))
        .where(and(eq(favourites.userId, user.id), after ? gt(favourites.propertyId, after) : undefined))
        .orderBy(asc(favourites.propertyId))
        .limit(EXPORT_PAGE),
    (row) => row.propertyId,
  );
}

/** saved-searches-and-alerts.json. */
export function savedSearchRecords(db: Db, user: UserRow) {
  return {
    savedSearches: pagesOf(db, savedSearches, eq(savedSearches.userId, user.id)),
    alerts: pagesOf(db, alertSubscriptions, eq(alertSubscriptions.userId, user.id)),
  };
}

/** appointments.json: viewings the user asked for (visitor) and those of their listings (host). */
export function appointmentRows(db: Db, user: UserRow) {
  return keyset(
    (after: string | null) =>
      db
        .select({
          id: appointments.id,
          side: sql<'visitor' | 'host'>`case when ${appointments.seekerId} = ${user.id} then 'visitor' else 'host' end`,
          listing: properties.publicCode,
          listingTitle: properties.title,
          visitor: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          startsAt: appointments.startsAt,
          status: appointments.status,
          visitType: appointments.visitType,
          message: appointments.message,
          profileShared: appointments.profileShared,
          createdAt: appointments.createdAt,
          updatedAt: appointments.updatedAt,
        })
        .from(appointments)
        .innerJoin(properties, eq(properties.id, appointments.propertyId))
        .innerJoin(users, eq(users.id, appointments.seekerId))
        .where(
          and(
            or(eq(appointments.seekerId, user.id), listingsOf(user.id)),
            after ? gt(appointments.id, after) : undefined,
          ),
        )
        .orderBy(asc(appointments.id))
        .limit(EXPORT_PAGE),
    (row) => row.id,
  );
}

/** chat-messages.json: every message of the chats the user is or was in, sent or received. */
export function chatMessageRows(db: Db, user: UserRow) {
  return keyset(
    (after: number | null) =>
      db
        .select({
          seq: chatMessages.seq,
          id: chatMessages.id,
          direction: sql<
            'sent' | 'received'
          >`case when ${chatMessages.senderId} = ${user.id} then 'sent' else 'received' end`,
          chatId: chats.id,
          chat: chats.name,
          from: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          content: chatMessages.content,
          sentAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .innerJoin(chatMembers, and(eq(chatMembers.chatId, chatMessages.chatId), eq(chatMembers.userId, user.id)))
        .innerJoin(chats, eq(chats.id, chatMessages.chatId))
        .innerJoin(users, eq(users.id, chatMessages.senderId))
        .where(after === null ? undefined : gt(chatMessages.seq, after))
        .orderBy(asc(chatMessages.seq))
        .limit(EXPORT_PAGE),
    (row) => row.seq,
  );
}

/** reviews.json: written by the user, and about the user. */
export function reviewRecords(db: Db, user: UserRow) {
  return {
    written: pagesOf(db, reviews, eq(reviews.reviewerId, user.id)),
    received: pagesOf(db, reviews, eq(reviews.subjectId, user.id)),
  };
}

/** enquiries.json: contact requests sent from a listing page, and received on the user's listings. */
export function enquiryRecords(db: Db, user: UserRow) {
  return {
    sent: pagesOf(db, propertyLeads, eq(propertyLeads.senderId, user.id)),
    received: pagesOf(db, propertyLeads, eq(propertyLeads.ownerId, user.id)),
  };
}

/** auctions-and-bids.json. */
export function auctionRecords(db: Db, user: UserRow) {
  return {
    myAuctions: pagesOf(db, auctions, eq(auctions.ownerId, user.id)),
    myBids: pagesOf(db, bids, eq(bids.bidderId, user.id)),
  };
}

/** orders-and-subscriptions.json (the invoices themselves are invoices.json and the PDFs). */
export function orderRecords(db: Db, user: UserRow) {
  return {
    orders: pagesOf(db, orders, eq(orders.userId, user.id)),
    orderLines: keyset(
      (after: string | null) =>
        db
          .select(getTableColumns(orderLines))
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(and(eq(orders.userId, user.id), after ? gt(orderLines.id, after) : undefined))
          .orderBy(asc(orderLines.id))
          .limit(EXPORT_PAGE),
      (row) => row.id,
    ),
    subscriptions: pagesOf(db, subscriptionHistories, eq(subscriptionHistories.userId, user.id)),
  };
}

/** credit-ledger.json: the balance, every credit movement and the boosts they paid for. */
export async function creditRecords(db: Db, user: UserRow) {
  const [balance] = await db.select().from(creditBalances).where(eq(creditBalances.userId, user.id));
  return {
    balance: balance?.balance ?? 0,
    ledger: pagesOf(db, creditLedger, eq(creditLedger.userId, user.id)),
    boosts: pagesOf(db, boosts, eq(boosts.userId, user.id)),
  };
}

/** e-mails.json: e-mails the user sent from the E-mails page, and their templates. */
export function emailRecords(db: Db, user: UserRow) {
  return {
    sent: pagesOf(db, sentEmails, eq(sentEmails.ownerId, user.id)),
    templates: pagesOf(db, emailTemplates, eq(emailTemplates.ownerId, user.id)),
    blogPosts: pagesOf(db, blogPosts, eq(blogPosts.authorId, user.id)),
  };
}
