import { and, eq, inArray, max, count, sql } from 'drizzle-orm';
import type { TCrmHolderRole } from '@immora/shared/crm-area';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { crmSharingRefusals } from '../../db/schema/crm-sharing.ts';
import { users } from '../../db/schema/users.ts';
import { CONTACTS, CUSTOMERS, LEADS, OPPORTUNITIES } from '../crm/crm-kinds.ts';
import { aboutCustomer } from '../crm/crm-sharing.ts';

const KINDS = { leads: LEADS, customers: CUSTOMERS, opportunities: OPPORTUNITIES, contacts: CONTACTS } as const;
export type RecordKindName = keyof typeof KINDS;

/** Who holds a record: its agency, else the user who added it (an independent agent). */
export type HolderKey = { role: TCrmHolderRole; id: string };

export type HolderName = { name: string; email: string; picture: string | null };

/** One holder's records about the customer: counts per kind and the last change. */
export type HoldingRow = HolderKey & { counts: Record<RecordKindName, number>; lastUpdate: Date };

const holderCondition = (key: HolderKey) =>
  key.role === 'agency' ? eq(crmSharingRefusals.agencyId, key.id) : eq(crmSharingRefusals.holderUserId, key.id);

/** The only code of the CRM area that touches Drizzle (decision 038). */
export function crmAreaRepository(db: Db) {
  return {
    /** Every holder of records about the e-mail, withheld or not: grouped per holder and kind. */
    async holdings(email: string): Promise<HoldingRow[]> {
      const perKind = await Promise.all(
        Object.entries(KINDS).map(async ([name, kind]) => {
          const t = kind.table;
          const rows = await db
            .select({ agencyId: t.agencyId, ownerId: t.ownerId, n: count(), last: max(t.updatedAt) })
            .from(t as typeof LEADS.table)
            .where(aboutCustomer(t, email))
            .groupBy(t.agencyId, t.ownerId);
          return rows.map((row) => ({ ...row, kind: name as RecordKindName }));
        }),
      );
      const holders = new Map<string, HoldingRow>();
      for (const row of perKind.flat()) {
        const key: HolderKey = row.agencyId ? { role: 'agency', id: row.agencyId } : { role: 'agent', id: row.ownerId };
        const id = `${key.role}:${key.id}`;
        const holding = holders.get(id) ?? {
          ...key,
          counts: { leads: 0, customers: 0, opportunities: 0, contacts: 0 },
          lastUpdate: new Date(0),
        };
        holding.counts[row.kind] += Number(row.n);
        const last = row.last ? new Date(row.last) : new Date(0);
        if (last > holding.lastUpdate) holding.lastUpdate = last;
        holders.set(id, holding);
      }
      return [...holders.values()];
    },

    /** The holders the customer of this e-mail stopped sharing with. */
    async refusals(email: string): Promise<HolderKey[]> {
      const rows = await db
        .select({ agencyId: crmSharingRefusals.agencyId, holderUserId: crmSharingRefusals.holderUserId })
        .from(crmSharingRefusals)
        .where(eq(crmSharingRefusals.customerEmail, email));
      return rows.map((r) =>
        r.agencyId ? { role: 'agency', id: r.agencyId } : { role: 'agent', id: r.holderUserId! },
      );
    },

    /** Names, e-mails and pictures to show: the agency's, or the agent's (their company e-mail when they gave one). */
    async names(keys: HolderKey[]) {
      const agencyIds = keys.filter((k) => k.role === 'agency').map((k) => k.id);
      const agentIds = keys.filter((k) => k.role === 'agent').map((k) => k.id);
      const [agencyRows, agentRows] = await Promise.all([
        agencyIds.length
          ? db
              .select({ id: agencies.id, name: agencies.name, email: agencies.email, picture: agencies.logo })
              .from(agencies)
              .where(inArray(agencies.id, agencyIds))
          : [],
        agentIds.length
          ? db
              .select({
                id: users.id,
                name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
                email: sql<string>`coalesce(${users.companyEmail}, ${users.email})`,
                picture: users.profilePicture,
              })
              .from(users)
              .where(inArray(users.id, agentIds))
          : [],
      ]);
      return new Map<string, HolderName>([
        ...agencyRows.map((r) => [`agency:${r.id}`, r] as const),
        ...agentRows.map((r) => [`agent:${r.id}`, r] as const),
      ]);
    },

    /** Stops sharing: one row per customer and holder, however many ask at once (unique indexes). */
    async refuse(email: string, key: HolderKey) {
      await db
        .insert(crmSharingRefusals)
        .values({
          customerEmail: email,
          agencyId: key.role === 'agency' ? key.id : null,
          holderUserId: key.role === 'agent' ? key.id : null,
        })
        .onConflictDoNothing();
    },

    /** Enables sharing again. */
    async allow(email: string, key: HolderKey) {
      await db.delete(crmSharingRefusals).where(and(eq(crmSharingRefusals.customerEmail, email), holderCondition(key)));
    },
  };
}

export type CrmAreaRepository = ReturnType<typeof crmAreaRepository>;
