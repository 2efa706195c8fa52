import { and, count, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CUSTOMER_ACTIVITY_LIMIT, type TCustomerActivity } from '@immora/shared/crm-customer-activity';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { sentEmails } from '../../db/schema/emails.ts';
import type { TLanguage } from '@immora/shared/languages';
import { properties } from '../../db/schema/properties.ts';
import { titleIn } from '../properties/listing-titles.ts';
import { users } from '../../db/schema/users.ts';
import { managedBy } from '../listings/listings.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { customerBinding } from './crm-bindings.ts';
import { crmScope, type CrmScope } from './crm-scope.ts';
import { getRecord, type CrmDeps } from './crm.service.ts';

const seeker = alias(users, 'seeker');
const host = alias(users, 'host');
const sender = alias(users, 'sender');
const name = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

/** Viewings the scope may see: of listings the user works on, or of the listings of the agency they act for. */
const appointmentsSeenBy = (scope: CrmScope): SQL =>
  scope.agencyId ? or(managedBy(scope.userId), eq(properties.agencyId, scope.agencyId))! : managedBy(scope.userId)!;

/** E-mails the scope may see: sent by the user, or by the agency they act for (its owner and its agents). */
const emailsSeenBy = (scope: CrmScope): SQL =>
  scope.agencyId
    ? or(
        eq(sentEmails.ownerId, scope.userId),
        inArray(
          sentEmails.ownerId,
          sql`(select ${users.id} from ${users} where ${users.agencyId} = ${scope.agencyId})`,
        ),
        inArray(
          sentEmails.ownerId,
          sql`(select ${agencies.ownerId} from ${agencies} where ${agencies.id} = ${scope.agencyId})`,
        ),
      )!
    : eq(sentEmails.ownerId, scope.userId);

async function customerAppointments(db: Db, scope: CrmScope, email: string, language: TLanguage | null) {
  const where = and(eq(sql`lower(${seeker.email})`, email.toLowerCase()), appointmentsSeenBy(scope));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: appointments.id,
        startsAt: appointments.startsAt,
        status: appointments.status,
        visitType: appointments.visitType,
        propertyId: properties.id,
        title: titleIn(language),
        hostName: name(host),
      })
      .from(appointments)
      .innerJoin(properties, eq(properties.id, appointments.propertyId))
      .innerJoin(seeker, eq(seeker.id, appointments.seekerId))
      .innerJoin(host, eq(host.id, sql`coalesce(${properties.agentId}, ${properties.ownerId})`))
      .where(where)
      .orderBy(desc(appointments.startsAt), desc(appointments.id))
      .limit(CUSTOMER_ACTIVITY_LIMIT),
    db
      .select({ n: count() })
      .from(appointments)
      .innerJoin(properties, eq(properties.id, appointments.propertyId))
      .innerJoin(seeker, eq(seeker.id, appointments.seekerId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      startsAt: r.startsAt.toISOString(),
      status: r.status,
      visitType: r.visitType,
      property: { id: r.propertyId, title: r.title ?? '' },
      hostName: r.hostName,
    })),
    total: total?.n ?? 0,
  };
}

async function customerEmails(db: Db, scope: CrmScope, email: string) {
  const where = and(eq(sql`lower(${sentEmails.recipientEmail})`, email.toLowerCase()), emailsSeenBy(scope));
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: sentEmails, senderName: name(sender) })
      .from(sentEmails)
      .innerJoin(sender, eq(sender.id, sentEmails.ownerId))
      .where(where)
      .orderBy(desc(sentEmails.createdAt), desc(sentEmails.id))
      .limit(CUSTOMER_ACTIVITY_LIMIT),
    db.select({ n: count() }).from(sentEmails).where(where),
  ]);
  return {
    items: rows.map(({ row, senderName }) => ({
      id: row.id,
      subject: row.subject,
      status: row.status,
      sentAt: row.sentAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      senderName,
    })),
    total: total?.n ?? 0,
  };
}

/**
 * A customer's viewings and e-mails (decision 039), matched by the customer's e-mail address.
 * The customer is read as its own GET reads it (403 for another tenant's, 404 for none), so the
 * page is seen by exactly those who see the customer.
 */
export async function customerActivity(
  deps: CrmDeps,
  user: UserRow,
  id: string,
  language: TLanguage | null = null,
): Promise<TCustomerActivity> {
  const customer = await getRecord(deps, customerBinding, user, id);
  const scope = await crmScope(deps.db, user);
  const [appointmentsPart, emailsPart] = await Promise.all([
    customerAppointments(deps.db, scope, customer.email, language),
    customerEmails(deps.db, scope, customer.email),
  ]);
  return { appointments: appointmentsPart, emails: emailsPart };
}
