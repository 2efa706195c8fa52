import type { TDashboardStats } from '@immora/shared/dashboards';
import type { Role } from '@immora/shared/roles';
import type { DashboardsRepository } from './dashboards.repository.ts';

/** The home figures of the user's role: seekers count searches and favourites, publishers their listings too. */
export async function dashboardStats(opts: {
  repo: DashboardsRepository;
  user: { id: string; role: Role };
}): Promise<TDashboardStats> {
  const { repo, user } = opts;
  const publisher = user.role !== 'buyer';
  const [seeker, listings, agents] = await Promise.all([
    repo.seekerCounts(user.id),
    publisher ? repo.listingCounts(user.id) : null,
    user.role === 'agency' ? repo.agentCount(user.id) : null,
  ]);
  return {
    ...seeker,
    properties: listings?.properties ?? null,
    published: listings?.published ?? null,
    views: listings?.views ?? null,
    leads: listings?.leads ?? null,
    agents,
  };
}
