/** Demo accounts with a known password, for the README, manual testing and end-to-end tests. */
export const DEMO_PASSWORD = 'Immora2026!';

export type DemoAccount = {
  role: 'buyer' | 'pseller' | 'individual' | 'agency' | 'staff';
  email: string;
  password: string;
  name: string;
  note: string;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'buyer', email: 'buyer@immora.be', password: DEMO_PASSWORD, name: 'Laura Vermeersch', note: 'Seeker (buyer), verified.' },
  { role: 'pseller', email: 'seller@immora.be', password: DEMO_PASSWORD, name: 'Tom Declercq', note: 'Private seller with an active Private Plus subscription and a few listings.' },
  { role: 'individual', email: 'agent@immora.be', password: DEMO_PASSWORD, name: 'Nicolas Van Houtte', note: 'Independent agent (no agency) with an active Professional subscription and many listings; no chat contacts (chat is within an agency).' },
  { role: 'agency', email: 'agency@immora.be', password: DEMO_PASSWORD, name: 'Catherine Dubois', note: 'Owner of Maison Dubois Immobilier (4 agents), active Agency Pro subscription.' },
  { role: 'individual', email: 'julien.lambert@demo.immora.be', password: DEMO_PASSWORD, name: 'Julien Lambert', note: 'Agent of Maison Dubois Immobilier: chats with the agency, a colleague and the team group.' },
  { role: 'individual', email: 'nosub-agent@immora.be', password: DEMO_PASSWORD, name: 'Pauline Deprez', note: 'Independent agent whose subscription expired 10 days ago.' },
  { role: 'staff', email: 'staff@immora.be', password: DEMO_PASSWORD, name: 'Immora Staff', note: 'Immora staff: the back office at /staff (reports, cases, audit log).' },
  { role: 'buyer', email: 'unverified@immora.be', password: DEMO_PASSWORD, name: 'Bram Vos', note: 'Buyer whose e-mail address is not verified yet.' },
] as const;
