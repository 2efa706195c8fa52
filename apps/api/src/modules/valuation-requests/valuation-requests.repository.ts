import { sql, type SQL } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import type { Db } from '../../db/client.ts';
import { crmLeads } from '../../db/schema/crm.ts';
import { valuationRequests } from '../../db/schema/valuation-requests.ts';

type Executor = Pick<Db, 'execute'>;
const rows = <T>(r: unknown) => ('rows' in (r as object) ? (r as { rows: T[] }).rows : (r as T[]));
const run = async <T>(db: Executor, query: SQL) => rows<T>(await db.execute(query));

/** The position's municipality: the nearest `cities` row, at most this far. */
const MUNICIPALITY_MAX_KM = 40;
const publicStatus = sql.raw(`(${PUBLIC_STATUSES.map((s) => `'${s}'`).join(', ')})`);

export type Municipality = { id: string; name: string; nameNl: string; nameFr: string; postalCode: string };

/** A professional with public listings in the municipality (the subscription is checked by the service). */
export type Candidate = {
  id: string;
  role: 'individual' | 'agency';
  firstName: string;
  lastName: string;
  email: string;
  companyEmail: string | null;
  language: 'en' | 'nl' | 'fr' | 'el';
  picture: string | null;
  /** The agency whose records the lead joins: the agent's agency, or the agency account's own. */
  agencyId: string | null;
  agencyName: string | null;
  agencyLogo: string | null;
  listingCount: number;
};

export function valuationRequestsRepository(db: Db) {
  return {
    async municipalityAt(lat: number, lon: number): Promise<Municipality | null> {
      // Equirectangular distance in km: exact enough to find the nearest centre within Belgium.
      const [row] = await run<Municipality & { km: number }>(
        db,
        sql`select id, name, name_nl as "nameNl", name_fr as "nameFr", postal_code as "postalCode",
          111.2 * sqrt(power(latitude - ${lat}, 2) + power((longitude - ${lon}) * cos(radians(${lat})), 2)) as km
        from cities order by km limit 1`,
      );
      if (!row || row.km > MUNICIPALITY_MAX_KM) return null;
      const { km: _km, ...municipality } = row;
      return municipality;
    },

    /**
     * Agents and agency accounts with public listings in the municipality (as owner, agent, or the
     * listing's agency), most listings first; only those with a paid period now or an agency
     * licence (the service checks the exact rule of `requireSubscription` on each).
     */
    async candidates(cityId: string, now: Date): Promise<Candidate[]> {
      return run<Candidate>(
        db,
        sql`with listed as (
          select p.owner_id as pro_id, p.id from properties p where p.city_id = ${cityId} and p.status in ${publicStatus}
          union
          select p.agent_id, p.id from properties p
            where p.city_id = ${cityId} and p.status in ${publicStatus} and p.agent_id is not null
          union
          select a.owner_id, p.id from properties p join agencies a on a.id = p.agency_id
            where p.city_id = ${cityId} and p.status in ${publicStatus}
        ), counted as (select pro_id, count(*)::int as n from listed group by pro_id)
        select u.id, u.role, u.first_name as "firstName", u.last_name as "lastName", u.email,
          u.company_email as "companyEmail", u.language, u.profile_picture as picture,
          coalesce(works.id, own.id) as "agencyId", coalesce(works.name, own.name) as "agencyName",
          own.logo as "agencyLogo", c.n as "listingCount"
        from counted c
        join users u on u.id = c.pro_id
        left join agencies own on own.owner_id = u.id and u.role = 'agency'
        left join agencies works on works.id = u.agency_id and u.role = 'individual'
        where u.role in ('individual', 'agency') and u.is_verified and u.closed_at is null
          and (exists (select 1 from subscription_histories s where s.user_id = u.id and s.status = 'paid'
                and s.starts_at <= ${now.toISOString()}::timestamptz and s.expires_at > ${now.toISOString()}::timestamptz)
            or (u.role = 'individual' and exists (select 1 from licence_assignments l where l.agent_id = u.id)))
        order by c.n desc, u.id`,
      );
    },

    /**
     * Takes the municipality's next rotation turn. The row stays locked until the transaction ends,
     * so the requests of one municipality take their turns one after the other (decision 070).
     */
    async takeTurn(tx: Executor, cityId: string): Promise<number> {
      const [row] = await run<{ turns: number }>(
        tx,
        sql`insert into valuation_rotations (city_id, turns) values (${cityId}, 1)
          on conflict (city_id) do update set turns = valuation_rotations.turns + 1
          returning turns`,
      );
      return row!.turns;
    },

    /** Each professional's last rotation turn in the municipality (those never assigned are absent). */
    async lastTurns(tx: Executor, cityId: string, ids: string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const found = await run<{ id: string; turn: number }>(
        tx,
        sql`select professional_id as id, max(rotation_turn)::int as turn from valuation_requests
          where city_id = ${cityId} and rotation_turn is not null
            and professional_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
          group by professional_id`,
      );
      return new Map(found.map((r) => [r.id, r.turn]));
    },

    async addLead(tx: Pick<Db, 'insert'>, lead: typeof crmLeads.$inferInsert) {
      const [row] = await tx.insert(crmLeads).values(lead).returning();
      return row!.id;
    },

    async addRequest(tx: Pick<Db, 'insert'>, request: typeof valuationRequests.$inferInsert) {
      await tx.insert(valuationRequests).values(request);
    },
  };
}
export type ValuationRequestsRepository = ReturnType<typeof valuationRequestsRepository>;
