import { UPCOMING_LIMIT, type TDashboardStats, type TUpcomingAppointments } from '@immora/shared/dashboards';
import type { TLanguage } from '@immora/shared/languages';
import type { Role } from '@immora/shared/roles';
import type { DashboardsRepository } from './dashboards.repository.ts';

type Deps = { repo: DashboardsRepository; user: { id: string; role: Role } };

/**
 * The home figures of the user's role: everyone counts searches, favourites and booked viewings;
 * publishers their listings and the viewings booked on them too; an agency its agents and the
 * licence seats of its paid plans.
 */
export async function dashboardStats({ repo, user }: Deps): Promise<TDashboardStats> {
  const publisher = user.role !== 'buyer';
  const agency = user.role === 'agency';
  const [seeker, listings, appointments, agents, licences] = await Promise.all([
    repo.seekerCounts(user.id),
    publisher ? repo.listingCounts(user.id) : null,
    publisher ? repo.ownerAppointmentCount(user.id) : null,
    agency ? repo.agentCount(user.id) : null,
    agency ? repo.licenceSeats(user.id) : null,
  ]);
  return {
    ...seeker,
    properties: listings?.properties ?? null,
    published: listings?.published ?? null,
    views: listings?.views ?? null,
    leads: listings?.leads ?? null,
    appointments,
    agents,
    licences,
  };
}

/** The next viewings of the user's home, each with the other party's name. */
/** `language`: the reader's, for the listings' titles (decision 055). */
export async function upcomingAppointments(
  { repo, user }: Deps,
  language: TLanguage | null = null,
  now = new Date(),
): Promise<TUpcomingAppointments> {
  const rows = await repo.upcoming(user.id, now, UPCOMING_LIMIT, language);
  return {
    items: rows.map((row) => ({
      id: row.id,
      side: row.ownerSide ? 'owner' : 'seeker',
      startsAt: row.startsAt.toISOString(),
      status: row.status,
      visitType: row.visitType,
      withName: row.ownerSide ? row.seekerName : row.agentName,
      property: { ...row.property, coverVariants: row.property.coverVariants ?? [] },
    })),
  };
}
