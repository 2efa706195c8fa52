/**
 * The document's tags: one per module, each operation's first tag, and the first part of its
 * operationId (`savedSearches.list` for 'saved-searches'). A route naming another tag fails at start.
 */
export const OPENAPI_TAGS = [
  { name: 'health', description: 'Liveness and database facts.' },
  { name: 'reports', description: 'Reporting a listing or a professional’s profile (decision 076).' },
  { name: 'cases', description: 'A decision about one of my listings or my account, and its appeal (decision 076).' },
  {
    name: 'staff',
    description:
      'The staff back office: the queue of cases, decisions, the audit log, verified professionals (decision 076).',
  },
  {
    name: 'accounts',
    description: 'Sign-up, sign-in (password, Google, Microsoft), sessions, passwords, e-mail verification.',
  },
  {
    name: 'profiles',
    description:
      "The signed-in user's profile: personal and professional fields, picture, e-mail change, working hours.",
  },
  {
    name: 'crm',
    description: 'The CRM of agents and agencies: its sign-in, and leads, customers, opportunities and contacts.',
  },
  {
    name: 'crmArea',
    description:
      'The CRM area of a customer (CRM session only): who holds records about them, and sharing stopped or enabled per holder.',
  },
  {
    name: 'calendar',
    description: 'Connecting a Google or Outlook calendar (OAuth with PKCE) and the sync of viewings to it.',
  },
  { name: 'subscriptions', description: 'Whether the signed-in user has an active subscription.' },
  { name: 'search', description: 'Public search of published listings, cities and home-page counts.' },
  { name: 'properties', description: "A published listing's public page: detail, views, contact form." },
  {
    name: 'estimates',
    description: 'Price estimates from comparable listings, with the comparables and their adjustments (decision 068).',
  },
  {
    name: 'market',
    description:
      'Market figures by municipality: medians by transaction and category, the 12-month trend, EPC shares, neighbours (decision 074).',
  },
  { name: 'listings', description: "The owner's side of listings: drafts, publishing, status actions, my properties." },
  { name: 'photos', description: "A listing's photos: upload, order, cover, delete." },
  { name: 'classifieds', description: "Placing a listing's essentials in one call (/advertise)." },
  { name: 'favourites', description: "A seeker's favourite listings." },
  { name: 'saved-searches', description: "A seeker's saved searches." },
  {
    name: 'alerts',
    description:
      'E-mail alerts of new listings matching a saved search and of price drops, and their unsubscribe links.',
  },
  { name: 'dashboards', description: "The figures of a working area's home." },
  { name: 'credits', description: 'Credit balances and their movements.' },
  { name: 'boosts', description: 'Boost plans and boosting a listing with credits.' },
  { name: 'appointments', description: 'Viewing appointments: free slots, booking, status, reschedule, cancel.' },
  { name: 'auctions', description: 'Auctions of listings and bids (with hidden maxima).' },
  {
    name: 'agency',
    description: "An agency's team: its agents, agents' requests to join it, assigning its listings to them.",
  },
  {
    name: 'chat',
    description: 'Chat: whom one may message, one’s chats and their messages (the rest is Socket.IO, decision 036).',
  },
  {
    name: 'emails',
    description:
      "E-mails to an agent's or agency's leads, customers and CRM contacts: templates with placeholders, sending, the sent log.",
  },
  {
    name: 'reviews',
    description:
      'Reviews of agents and agencies after completed viewings: writing, replies, abuse reports, public averages.',
  },
  { name: 'professionals', description: 'Public directories of agents and agencies.' },
  { name: 'blogs', description: 'Published blog articles and their categories.' },
  { name: 'plans', description: 'Membership plans and their prices.' },
  { name: 'checkout', description: 'Checking out the cart: orders, payment providers (test, Stripe), confirmation.' },
  { name: 'invoices', description: 'Invoices of paid orders: list, detail, PDF and CSV.' },
  { name: 'licences', description: "An agency's licence seats and their assignment to its agents." },
  {
    name: 'reporting',
    description: 'Views, leads and viewings of my listings over a period, per listing and per agent; CSV export.',
  },
  { name: 'geocoding', description: 'Address search and reverse lookup for the listing wizard.' },
  { name: 'newsletter', description: 'Newsletter subscriptions.' },
  {
    name: 'valuation-requests',
    description: 'Free valuation requests under the public estimate: the short list of professionals, the request.',
  },
] as const;

export type OpenApiTag = (typeof OPENAPI_TAGS)[number]['name'];

/** 'saved-searches' → 'savedSearches': the first part of an operationId. */
export const operationPrefix = (tag: string) => tag.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
