/** Membership plans by audience. Prices in euro cents per month (yearly = monthly x 12 x 0.8). */
export type PlanSeed = {
  code: string;
  name: string;
  audience: 'buyer' | 'pseller' | 'individual' | 'agency';
  monthlyPriceCents: number;
  credits: number;
  licences: number;
  features: string[];
  description: string;
  highlighted: boolean;
  sortOrder: number;
};

// No buyer plan: searching, saving searches, favourites and booking viewings are free for seekers.
export const PLANS: PlanSeed[] = [
  { code: 'individual-starter', name: 'Starter', audience: 'individual', monthlyPriceCents: 2900, credits: 10, licences: 0, highlighted: false, sortOrder: 1, description: 'For agents starting out on Immora.', features: ['Up to 10 active listings', '10 credits per month', 'Appointment calendar', 'Basic CRM', 'E-mail support'] },
  { code: 'individual-professional', name: 'Professional', audience: 'individual', monthlyPriceCents: 5900, credits: 30, licences: 0, highlighted: true, sortOrder: 2, description: 'Everything a busy independent agent needs.', features: ['Up to 40 active listings', '30 credits per month', 'Boost listings', 'Auctions', 'Full CRM with leads and opportunities', 'Google and Outlook calendar sync'] },
  { code: 'individual-premium', name: 'Premium', audience: 'individual', monthlyPriceCents: 9900, credits: 75, licences: 0, highlighted: false, sortOrder: 3, description: 'Maximum visibility for top performers.', features: ['Unlimited listings', '75 credits per month', 'Featured agent profile', 'Priority placement in search', 'Auctions', 'Priority support'] },
  { code: 'agency-basic', name: 'Agency Basic', audience: 'agency', monthlyPriceCents: 14900, credits: 50, licences: 5, highlighted: false, sortOrder: 1, description: 'A small team under one agency profile.', features: ['5 agent licences', '50 credits per month', 'Agency profile page', 'Assign listings to agents', 'Shared CRM'] },
  { code: 'agency-pro', name: 'Agency Pro', audience: 'agency', monthlyPriceCents: 29900, credits: 150, licences: 15, highlighted: true, sortOrder: 2, description: 'For established agencies with several offices.', features: ['15 agent licences', '150 credits per month', 'Boosts and auctions', 'CRM sharing between agencies', 'Team performance reports', 'Calendar sync for every agent'] },
  { code: 'agency-enterprise', name: 'Agency Enterprise', audience: 'agency', monthlyPriceCents: 54900, credits: 400, licences: 40, highlighted: false, sortOrder: 3, description: 'Networks and franchises with many agents.', features: ['40 agent licences', '400 credits per month', 'Multiple offices', 'Dedicated account manager', 'Data export', 'Priority support'] },
  { code: 'pseller-private', name: 'Private Listing', audience: 'pseller', monthlyPriceCents: 1900, credits: 3, licences: 0, highlighted: false, sortOrder: 1, description: 'Sell or let one property yourself.', features: ['1 active listing', '3 credits per month', 'Viewing calendar', 'Chat with interested buyers'] },
  { code: 'pseller-plus', name: 'Private Plus', audience: 'pseller', monthlyPriceCents: 3900, credits: 8, licences: 0, highlighted: true, sortOrder: 2, description: 'More reach for private owners with several properties.', features: ['Up to 3 active listings', '8 credits per month', 'Boost a listing', 'Viewing calendar', 'Chat with interested buyers'] },
];
