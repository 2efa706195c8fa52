/**
 * The demo data set: Belgian cities, agencies, agents, sellers, buyers, ~460 listings with
 * photos and ~335 sold in the 15 months before (the market's history), blog articles, plans and
 * subscriptions. Deterministic: a fixed-seed PRNG and a fixed reference date drive everything,
 * except the few timestamps that must be relative to the real clock (active subscriptions,
 * current boosts) — those are marked where they are set.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import {
  AMENITIES,
  DAYS,
  type Amenity,
  type Category,
  type ListingType,
  type PropertyStatus,
} from '@immora/shared/listing';
import { MIN_MARKET_LISTINGS } from '@immora/shared/market-vocabulary';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Database } from '../client.ts';
import * as schema from '../schema/index.ts';
import type { TimeSlots } from '../schema/properties.ts';
import type { TWorkingHours } from '@immora/shared/working-hours';
import { weekRows } from '../../modules/profiles/working-hours.rows.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/accounts.ts';
import { BLOGS } from './data/blogs.ts';
import { CITIES, cityColumns, GENERIC_STREETS, type CitySeed } from './data/cities.ts';
import { composeDescription, composeTitle, type ListingFacts } from './data/listing-text.ts';
import { belgianVersions } from './data/listing-text-belgian.ts';
import { AGENCIES, BIOS, BUYERS, INDEPENDENT_AGENTS, PRIVATE_SELLERS, type PersonName } from './data/people.ts';
import { PLANS } from './data/plans.ts';
import { generateImages, seedImageCache, type Photo } from './images.ts';
import { createRng, type Rng } from './random.ts';
import { energyLabel as energyLabelOf, energyScore } from './energy-labels.ts';
import { advertPrice, BEDROOMS, drawLivingArea, drawPrice, priceLevelYearsAgo, standardNormal } from './price-model.ts';
import { grantCredits } from '../../modules/credits/credits.repository.ts';
import { issueInvoice } from '../../modules/invoices/invoice-issuing.ts';
import { seedOrders } from './orders.ts';
import { seedCrm } from './crm.ts';
import { seedChats } from './chats.ts';
import { insertReportingActivity, seedReportingActivity } from './reporting.ts';
import { seedEmails } from './emails.ts';
import { seedReviews } from './reviews.ts';
import { upsertCities } from './upsert-cities.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/accounts.ts';
export type { DemoAccount } from './data/accounts.ts';

/** Every date in the data is relative to this instant (not to the clock), so runs are identical. */
const BOOST_PLANS = [
  {
    code: 'spotlight-7',
    name: 'Spotlight',
    durationDays: 7,
    credits: 10,
    description: 'Shown first in search results for 7 days.',
    sortOrder: 1,
  },
  {
    code: 'top-14',
    name: 'Top listing',
    durationDays: 14,
    credits: 18,
    description: 'Shown first in search results for 14 days, with a Featured badge.',
    sortOrder: 2,
  },
  {
    code: 'premium-30',
    name: 'Premium',
    durationDays: 30,
    credits: 35,
    description: 'Shown first in search results for a whole month.',
    sortOrder: 3,
  },
];
const DEMO_CREDITS: Record<string, number> = {
  'seller@immora.be': 60,
  'agent@immora.be': 120,
  'agency@immora.be': 300,
};

export const REFERENCE_DATE = new Date('2026-11-01T09:00:00Z');
const SEED = 0x1e5ed;
const DAY = 86_400_000;

export type SeedSummary = {
  cities: number;
  users: number;
  agencies: number;
  plans: number;
  subscriptionHistories: number;
  properties: number;
  propertyPhotos: number;
  blogPosts: number;
  newsletterSubscribers: number;
  imagesRendered: number;
  /** Pictures taken from the machine-wide cache of drawn pictures (images.ts). */
  imagesCopied: number;
  durationMs: number;
};

type Tx = PgDatabase<PgQueryResultHKT, typeof schema>;
type UserRow = typeof schema.users.$inferInsert;
type PropertyRow = typeof schema.properties.$inferInsert;
type PhotoRow = typeof schema.propertyPhotos.$inferInsert;

export async function isEmpty(database: Database): Promise<boolean> {
  const rows = await database.query<{ n: number | string }>('select count(*)::int as n from users');
  return Number(rows[0]?.n ?? 0) === 0;
}

/* ------------------------------------------------------------------ helpers */

const daysBefore = (days: number, base = REFERENCE_DATE) =>
  new Date(base.getTime() - Math.round((days * DAY) / 60_000) * 60_000);

function chunks<T>(rows: T[], size = 100): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

function slugName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** A Belgian phone number as digits; no runs of three equal digits or four consecutive ones. */
function phone(rng: Rng, kind: 'mobile' | { area: string }): string {
  const prefixes = [
    '470',
    '471',
    '472',
    '473',
    '474',
    '475',
    '476',
    '477',
    '478',
    '479',
    '483',
    '484',
    '485',
    '486',
    '487',
    '488',
    '489',
    '491',
    '492',
    '493',
    '494',
    '495',
    '496',
    '497',
    '498',
    '499',
  ];
  for (;;) {
    const lead = kind === 'mobile' ? rng.pick(prefixes) : kind.area;
    const length = kind === 'mobile' ? 6 : 8 - lead.length;
    let digits = '';
    for (let i = 0; i < length; i++) digits += String(rng.int(0, 9));
    const n = `32${lead}${digits}`;
    const local = n.slice(2);
    if (/(\d)\1\1/.test(local)) continue;
    let run = false;
    for (let i = 0; i + 3 < local.length; i++) {
      const d = [0, 1, 2, 3].map((k) => Number(local[i + k]));
      const up = d.every((v, k) => k === 0 || v === d[k - 1]! + 1);
      const down = d.every((v, k) => k === 0 || v === d[k - 1]! - 1);
      if (up || down) run = true;
    }
    if (!run) return n;
  }
}

const LANDLINE_AREA: Record<string, string> = {
  Brussels: '2',
  Antwerp: '3',
  Ghent: '9',
  'Knokke-Heist': '50',
  Leuven: '16',
  Namur: '81',
  Liège: '4',
  Waterloo: '2',
};

/** A Belgian VAT number with a valid mod-97 check, compact as profiles keep it, e.g. 'BE0456789133'. */
function vatNumber(rng: Rng): string {
  const first8 = `0${rng.int(2_000_000, 9_999_999)}`;
  return `BE${first8}${String(97 - (Number(first8) % 97)).padStart(2, '0')}`;
}

function workingHours(rng: Rng): TWorkingHours {
  const saturday = rng.chance(0.6);
  return DAYS.map((day) => {
    if (day === 'sunday' || (day === 'saturday' && !saturday)) return { day, status: 'closed' as const, slots: [] };
    if (day === 'saturday')
      return { day, status: 'open' as const, slots: [{ start: '10:00', end: '14:00', type: 'work' as const }] };
    const start = rng.pick(['08:30', '09:00', '09:00', '09:30']);
    return {
      day,
      status: 'open' as const,
      slots: [
        { start, end: '12:30', type: 'work' as const },
        { start: '12:30', end: '13:30', type: 'break' as const },
        { start: '13:30', end: rng.pick(['17:30', '18:00', '18:30']), type: 'work' as const },
      ],
    };
  });
}

function timeSlots(rng: Rng): TimeSlots {
  const slots: TimeSlots = {};
  const days = rng.sample(DAYS, rng.int(2, 4));
  for (const day of DAYS.filter((d) => days.includes(d))) {
    const start = day === 'saturday' || day === 'sunday' ? rng.int(10, 13) : rng.int(9, 16);
    const n = rng.int(2, 4);
    slots[day] = Array.from({ length: n }, (_, i) => `${String(Math.min(start + i, 19)).padStart(2, '0')}:00`);
  }
  return slots;
}

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = (a.latitude - b.latitude) * 111;
  const dLon = (a.longitude - b.longitude) * 111 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(dLat, dLon);
}

/* ------------------------------------------------------------------ listing rules */

type Range = [number, number];
/** Bedrooms, living area and price come from the price model (price-model.ts, decision 071). */
type CategoryRule = {
  bathrooms: Range;
  year: Range;
  amenities: Partial<Record<Amenity, number>>;
};

const RULES: Record<Category, CategoryRule> = {
  studentRooms: {
    bathrooms: [0, 1],
    year: [1960, 2022],
    amenities: { furnished: 1, wifi: 0.9, washingMachine: 0.6, elevator: 0.3, balcony: 0.15, garden: 0.1 },
  },
  sharedApartments: {
    bathrooms: [1, 2],
    year: [1900, 2015],
    amenities: {
      furnished: 0.8,
      wifi: 0.9,
      washingMachine: 0.8,
      dishwasher: 0.6,
      balcony: 0.3,
      terrace: 0.2,
      garden: 0.2,
      petsAllowed: 0.2,
    },
  },
  holidayRooms: {
    bathrooms: [1, 1],
    year: [1965, 2023],
    amenities: {
      furnished: 1,
      wifi: 0.95,
      balcony: 0.45,
      terrace: 0.35,
      elevator: 0.5,
      washingMachine: 0.4,
      dishwasher: 0.5,
      parking: 0.3,
      petsAllowed: 0.3,
      swimmingPool: 0.05,
    },
  },
  apartments: {
    bathrooms: [1, 2],
    year: [1955, 2025],
    amenities: {
      elevator: 0.6,
      balcony: 0.5,
      terrace: 0.35,
      cellar: 0.5,
      parking: 0.4,
      garage: 0.2,
      dishwasher: 0.6,
      washingMachine: 0.3,
      furnished: 0.15,
      heatPump: 0.1,
      solarPanels: 0.1,
      wheelchairAccess: 0.15,
      petsAllowed: 0.2,
      airConditioning: 0.1,
    },
  },
  bungalow: {
    bathrooms: [1, 2],
    year: [1965, 2012],
    amenities: {
      garden: 1,
      terrace: 0.7,
      garage: 0.6,
      parking: 0.5,
      wheelchairAccess: 0.5,
      solarPanels: 0.3,
      heatPump: 0.2,
      fireplace: 0.3,
      petsAllowed: 0.4,
    },
  },
  houses: {
    bathrooms: [1, 3],
    year: [1920, 2024],
    amenities: {
      garden: 0.9,
      terrace: 0.6,
      garage: 0.5,
      parking: 0.4,
      cellar: 0.5,
      solarPanels: 0.35,
      heatPump: 0.2,
      fireplace: 0.3,
      dishwasher: 0.5,
      petsAllowed: 0.3,
    },
  },
  loft: {
    bathrooms: [1, 2],
    year: [1880, 1935],
    amenities: {
      terrace: 0.4,
      elevator: 0.4,
      parking: 0.5,
      airConditioning: 0.3,
      fireplace: 0.2,
      dishwasher: 0.6,
      washingMachine: 0.3,
      furnished: 0.1,
    },
  },
  office: {
    bathrooms: [1, 4],
    year: [1975, 2025],
    amenities: {
      elevator: 0.8,
      parking: 0.8,
      airConditioning: 0.7,
      wheelchairAccess: 0.7,
      wifi: 0.5,
      garage: 0.2,
      solarPanels: 0.2,
    },
  },
  townhome: {
    bathrooms: [1, 2],
    year: [1870, 1935],
    amenities: { garden: 0.6, terrace: 0.6, cellar: 0.7, fireplace: 0.4, solarPanels: 0.2, parking: 0.1, garage: 0.15 },
  },
  villa: {
    bathrooms: [2, 5],
    year: [1965, 2025],
    amenities: {
      garden: 1,
      terrace: 0.9,
      garage: 0.8,
      swimmingPool: 0.5,
      fireplace: 0.6,
      solarPanels: 0.5,
      heatPump: 0.45,
      airConditioning: 0.4,
      cellar: 0.4,
      parking: 0.5,
      dishwasher: 0.7,
    },
  },
};

/** How many listings of each category and type. */
const MIX: [Category, ListingType, number][] = [
  ['studentRooms', 'rent', 24],
  ['sharedApartments', 'rent', 18],
  ['holidayRooms', 'rent', 20],
  ['apartments', 'rent', 14],
  ['apartments', 'sale', 12],
  ['apartments', 'auction', 8],
  ['houses', 'rent', 12],
  ['houses', 'sale', 14],
  ['houses', 'auction', 8],
  ['villa', 'rent', 6],
  ['villa', 'sale', 12],
  ['villa', 'auction', 4],
  ['loft', 'rent', 10],
  ['loft', 'sale', 10],
  ['loft', 'auction', 4],
  ['townhome', 'rent', 10],
  ['townhome', 'sale', 12],
  ['townhome', 'auction', 5],
  ['bungalow', 'rent', 6],
  ['bungalow', 'sale', 10],
  ['bungalow', 'auction', 4],
  ['office', 'rent', 12],
  ['office', 'sale', 8],
  ['office', 'auction', 4],
];

/**
 * Listings placed in the five markets the price estimate must work in out of the box (issue 34):
 * with the listings the mix above puts there, each has at least 8 comparables within 25 km for a
 * sale apartment, a sale house and a rented apartment (seed.test.ts). Brussels counts all its
 * communes.
 */
const BRUSSELS_COMMUNES = CITIES.filter((c) => c.region === 'brussels').map((c) => c.name);
const MARKETS: [string[], number][] = [
  [BRUSSELS_COMMUNES, 10],
  [['Antwerp'], 16],
  [['Ghent'], 18],
  [['Liège'], 15],
  [['Leuven'], 13],
];
const MARKET_KINDS: [Category, ListingType][] = [
  ['apartments', 'sale'],
  ['houses', 'sale'],
  ['apartments', 'rent'],
];

const FEATURED = new Set(['Brussels', 'Antwerp', 'Ghent', 'Leuven', 'Ostend', 'Knokke-Heist']);

function cityWeight(city: CitySeed, category: Category): number {
  const has = (t: CitySeed['tags'][number]) => city.tags.includes(t);
  const featured = FEATURED.has(city.name) ? 2.5 : 1;
  switch (category) {
    case 'studentRooms':
      return has('university')
        ? (['Leuven', 'Ghent'].includes(city.name) ? 8 : city.name === 'Louvain-la-Neuve' ? 5 : 2) * featured
        : 0;
    case 'sharedApartments':
      return has('university') || has('capital') ? 2 * featured : has('city') ? 0.5 : 0;
    case 'holidayRooms':
      return has('coast') ? 3 * featured : has('ardennes') ? 2 : city.name === 'Bruges' ? 2 : 0;
    case 'villa':
      return has('leafy') ? 3 * featured : has('coast') || has('ardennes') ? 0.6 : has('suburb') ? 0.8 : 0.15;
    case 'office':
      return has('capital') ? 8 : has('city') ? 2 * featured : has('suburb') || has('town') ? 0.4 : 0;
    case 'loft':
      return has('city') ? 2 * featured : 0.2;
    default:
      return (has('capital') || has('city') ? 2 : has('coast') ? 1.4 : 1) * featured;
  }
}

function weightedCity(rng: Rng, category: Category): CitySeed {
  const weights = CITIES.map((c) => cityWeight(c, category));
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng.next() * total;
  for (let i = 0; i < CITIES.length; i++) {
    r -= weights[i]!;
    if (r < 0) return CITIES[i]!;
  }
  return CITIES[CITIES.length - 1]!;
}

function facts(
  rng: Rng,
  city: CitySeed,
  year: number,
  area: number,
  category: Category,
): { facts: Record<string, string | number | boolean>; label: string } {
  const score = energyScore(rng, year);
  const certDate = daysBefore(rng.int(30, 3000));
  const ymd = certDate.toISOString().slice(0, 10).replace(/-/g, '');
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  const flood = () => rng.pick(['A', 'A', 'A', 'A', 'B', 'B', 'C', 'D']);
  const cadastral = Math.round((category === 'office' ? area * 9 : area * 6.5) * rng.float(0.7, 1.4));
  const out: Record<string, string | number | boolean> = {};
  let energyLabel: string;
  if (city.region === 'flanders') {
    energyLabel = energyLabelOf('flanders', score);
    Object.assign(out, {
      epcScore: score,
      epcLabel: energyLabel,
      epcCode: `${ymd}-000${digits(7)}-${category === 'office' ? 'NRE' : 'RES'}-1`,
      floodRiskParcel: flood(),
      floodRiskBuilding: 'A',
      permitCode: `OMV_${certDate.getUTCFullYear() - rng.int(0, 8)}${digits(6)}`,
      zoning:
        category === 'office'
          ? 'Woongebied (mixed use)'
          : rng.pick(['Woongebied', 'Woongebied', 'Woongebied met landelijk karakter']),
      planningPermit: true,
      rightOfPreemption: rng.chance(0.1),
      subdivisionPermit: false,
      asbestosCertificate: year < 2001 ? `AI-${digits(8)}` : 'Not required (built after 2001)',
    });
    if (out.floodRiskParcel === 'C' || out.floodRiskParcel === 'D') out.floodRiskBuilding = rng.pick(['A', 'B', 'C']);
  } else if (city.region === 'brussels') {
    energyLabel = energyLabelOf('brussels', score);
    Object.assign(out, {
      pebClass: energyLabel,
      pebPrimaryEnergy: score,
      co2Emissions: Math.round(score * rng.float(0.18, 0.24)),
      pebCertificateNumber: `${ymd}-0000${digits(6)}-01-${rng.int(1, 9)}`,
      floodRiskParcel: flood(),
      floodRiskBuilding: 'A',
      permitCode: `04/PFU/${digits(7)}`,
      zoning:
        category === 'office'
          ? 'Administrative area (PRAS)'
          : rng.pick(['Typical residential area (PRAS)', 'Mixed area (PRAS)', 'Predominantly residential area (PRAS)']),
      planningPermit: true,
      rightOfPreemption: false,
      subdivisionPermit: false,
    });
  } else {
    energyLabel = energyLabelOf('wallonia', score);
    Object.assign(out, {
      pebLabel: energyLabel,
      kwhPerM2: score,
      kwhPerYear: score * area,
      pebCertificateNumber: `${ymd}${digits(6)}`,
      floodRiskParcel: flood(),
      floodRiskBuilding: 'A',
      permitCode: `PU/${certDate.getUTCFullYear() - rng.int(0, 10)}/${digits(4)}`,
      zoning:
        category === 'office'
          ? "Zone d'activité économique mixte"
          : rng.pick(["Zone d'habitat", "Zone d'habitat", "Zone d'habitat à caractère rural"]),
      planningPermit: true,
      rightOfPreemption: false,
      subdivisionPermit: false,
    });
  }
  out.cadastralIncome = cadastral;
  out.yearBuilt = year;
  return { facts: out, label: energyLabel };
}

/* ------------------------------------------------------------------ people */

type Person = PersonName & { id: string; email: string; key: string };

export async function seedDemo(opts: {
  database: Database;
  dataDir: string;
  /** SEED_IMAGE_CACHE: where drawn pictures are kept for the next data directory (images.ts). */
  imageCache?: string;
  log?: (msg: string) => void;
}): Promise<SeedSummary> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const rng = createRng(SEED);
  // Real clock, used ONLY for state that must be current when the demo runs (see comments below).
  const now = new Date();

  const passwordHash = await hashPassword(DEMO_PASSWORD);

  /* ---------- cities */
  // Migration 0051 loaded every municipality (decision 082): a demo city the table holds keeps its
  // row (the draw still happens, so every later draw is the one it always was).
  const knownCities = new Map(
    (await opts.database.db.select({ id: schema.cities.id, name: schema.cities.name }).from(schema.cities)).map((c) => [
      c.name,
      c.id,
    ]),
  );
  const cityRows = CITIES.map((c) => {
    const drawn = rng.uuid();
    return { id: knownCities.get(c.name) ?? drawn, ...cityColumns(c) };
  });
  const cityId = new Map(cityRows.map((c) => [c.name, c.id]));
  const cityByName = new Map(CITIES.map((c) => [c.name, c]));

  /* ---------- users */
  const users: UserRow[] = [];
  const usedEmails = new Set<string>();
  const uniqueEmail = (local: string, domain: string) => {
    let email = `${local}@${domain}`;
    for (let i = 2; usedEmails.has(email); i++) email = `${local}${i}@${domain}`;
    usedEmails.add(email);
    return email;
  };
  const avatarRequests: { key: string; gender: 'f' | 'm' }[] = [];
  /** Working weeks of agents and agencies, stored after their users (profiles' tables). */
  const weeks: ReturnType<typeof weekRows>[] = [];
  const personalEmail = (p: PersonName) => uniqueEmail(`${slugName(p.first)}.${slugName(p.last)}`, 'demo.immora.be');
  const createdAt = () => daysBefore(rng.int(60, 900));

  const addUser = (
    p: PersonName,
    role: UserRow['role'],
    extra: Partial<UserRow> & { email?: string; avatar?: boolean; workingHours?: TWorkingHours } = {},
  ): Person => {
    const id = rng.uuid();
    const { avatar, email: forcedEmail, workingHours: week, ...rest } = extra;
    if (week) weeks.push(weekRows(id, week));
    const email = forcedEmail ?? personalEmail(p);
    if (forcedEmail) usedEmails.add(forcedEmail);
    const key = `${slugName(p.first)}-${slugName(p.last)}-${id.slice(0, 4)}`;
    if (avatar) avatarRequests.push({ key, gender: p.gender });
    const created = createdAt();
    users.push({
      id,
      role,
      email,
      passwordHash,
      firstName: p.first,
      lastName: p.last,
      phoneNumber: phone(rng, 'mobile'),
      isVerified: true,
      profilePicture: avatar ? `/uploads/seed/avatar-${key}.jpg` : null,
      language: 'en',
      createdAt: created,
      updatedAt: created,
      lastLoginAt: daysBefore(rng.int(0, 20)),
      ...rest,
    });
    return { ...p, id, email, key };
  };
  const splitName = (name: string, gender: 'f' | 'm'): PersonName => {
    const [first, ...last] = name.split(' ');
    return { first: first!, last: last.join(' '), gender };
  };
  const demo = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.email, a]));
  const licence = () => `IPI ${rng.int(500, 521)}.${String(rng.int(100, 999))}`;

  // Agencies: the owner (role agency) and the agents (role individual, agencyId set).
  type AgencyInfo = {
    id: string;
    seed: (typeof AGENCIES)[number];
    owner: Person;
    agents: Person[];
    city: CitySeed;
    prefix: string;
  };
  const agencies: AgencyInfo[] = [];
  AGENCIES.forEach((a, index) => {
    const agencyId = rng.uuid();
    const owner = addUser(a.owner, 'agency', {
      email: index === 0 ? 'agency@immora.be' : undefined,
      avatar: true,
      companyEmail: `${slugName(a.owner.first)}.${slugName(a.owner.last)}@${a.domain}`,
      vatNumber: undefined,
      bio: `Managing director of ${a.name}.`,
      workingHours: workingHours(rng),
    });
    const agents = a.agents.map((p) =>
      addUser(p, 'individual', {
        avatar: true,
        agencyId,
        licenceNumber: licence(),
        companyEmail: `${slugName(p.first)}.${slugName(p.last)}@${a.domain}`,
        workingHours: workingHours(rng),
        bio: `${rng.pick(BIOS)} Works for ${a.name} in ${a.city} and surroundings.`,
      }),
    );
    const prefix = a.name
      .split(/[\s&]+/)
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => w[0])
      .join('')
      .slice(0, 3);
    agencies.push({ id: agencyId, seed: a, owner, agents, city: cityByName.get(a.city)!, prefix });
  });

  const agentProfile = (p: PersonName, city: string) => ({
    avatar: true,
    licenceNumber: licence(),
    companyEmail: `${slugName(p.first)}.${slugName(p.last)}@immo-${slugName(p.last)}.be`,
    vatNumber: vatNumber(rng),
    workingHours: workingHours(rng),
    bio: `${rng.pick(BIOS)} Independent agent based in ${city}.`,
  });
  const demoAgent = addUser(splitName(demo['agent@immora.be']!.name, 'm'), 'individual', {
    email: 'agent@immora.be',
    ...agentProfile(splitName(demo['agent@immora.be']!.name, 'm'), 'Ghent'),
  });
  const nosubAgent = addUser(splitName(demo['nosub-agent@immora.be']!.name, 'f'), 'individual', {
    email: 'nosub-agent@immora.be',
    ...agentProfile(splitName(demo['nosub-agent@immora.be']!.name, 'f'), 'Mons'),
  });
  const independentCities = ['Antwerp', 'Liège', 'Bruges', 'Leuven', 'Brussels', 'Mechelen'];
  const independents = INDEPENDENT_AGENTS.map((p, i) =>
    addUser(p, 'individual', agentProfile(p, independentCities[i % independentCities.length]!)),
  );
  const demoSeller = addUser(splitName(demo['seller@immora.be']!.name, 'm'), 'pseller', {
    email: 'seller@immora.be',
    avatar: true,
  });
  const sellers = PRIVATE_SELLERS.map((p, i) => addUser(p, 'pseller', { avatar: i % 2 === 0 }));
  addUser(splitName(demo['buyer@immora.be']!.name, 'f'), 'buyer', { email: 'buyer@immora.be', avatar: true });
  addUser(splitName(demo['unverified@immora.be']!.name, 'm'), 'buyer', {
    email: 'unverified@immora.be',
    isVerified: false,
    lastLoginAt: null,
  });
  BUYERS.forEach((p, i) => addUser(p, 'buyer', { avatar: i % 3 === 0 }));
  // Immora's own staff (decision 076): a fixed row, so the random data after it stays the same.
  const staffCreated = new Date('2026-01-05T09:00:00Z');
  users.push({
    id: '5a7f0000-0000-4000-8000-000000000076',
    role: 'staff',
    email: 'staff@immora.be',
    passwordHash,
    firstName: 'Immora',
    lastName: 'Staff',
    phoneNumber: null,
    isVerified: true,
    profilePicture: null,
    language: 'en',
    createdAt: staffCreated,
    updatedAt: staffCreated,
  });

  const logoRequests = agencies.map((a) => ({
    key: slugName(a.seed.name),
    initials: a.prefix.slice(0, 2) || a.seed.name.slice(0, 2).toUpperCase(),
    colors: a.seed.colors,
    serif: a.seed.serif,
  }));

  /* ---------- images */
  const images = await generateImages(
    opts.dataDir,
    { avatars: avatarRequests, logos: logoRequests, blogThemes: BLOGS.map((b) => b.theme) },
    { cache: seedImageCache(opts.imageCache), log },
  );

  const agencyRows = agencies.map((a, i) => {
    const created = daysBefore(rng.int(400, 1200));
    return {
      id: a.id,
      ownerId: a.owner.id,
      name: a.seed.name,
      description: a.seed.description,
      email: `info@${a.seed.domain}`,
      phone: phone(rng, { area: LANDLINE_AREA[a.seed.city] ?? '2' }),
      website: `https://www.${a.seed.domain}`,
      address: `${a.seed.street}, ${a.city.postalCode} ${a.city.name}`,
      cityId: cityId.get(a.city.name)!,
      logo: images.logos[logoRequests[i]!.key]!,
      vatNumber: vatNumber(rng),
      createdAt: created,
      updatedAt: created,
    };
  });
  // The owner's profile carries the agency's VAT number too.
  for (const a of agencyRows) {
    const u = users.find((x) => x.id === a.ownerId)!;
    u.vatNumber = a.vatNumber;
  }

  /* ---------- plans and subscriptions */
  const planRows = PLANS.map((p) => ({ id: rng.uuid(), ...p, createdAt: daysBefore(720) }));
  const planId = new Map(planRows.map((p) => [p.code, p.id]));
  const subRows: (typeof schema.subscriptionHistories.$inferInsert)[] = [];
  // Subscriptions are "active while now() is inside a paid row", so the demo ones are set
  // relative to the REAL clock (started 30 days ago, expiring in one year), not to REFERENCE_DATE:
  // otherwise the demo accounts would lose their working areas as soon as the seed ages.
  const activeSub = (userId: string, code: string) => {
    subRows.push({
      id: rng.uuid(),
      userId,
      planId: planId.get(code)!,
      billingPeriod: 'year',
      status: 'paid',
      startsAt: new Date(now.getTime() - 30 * DAY),
      expiresAt: new Date(now.getTime() + 365 * DAY),
      createdAt: new Date(now.getTime() - 30 * DAY),
    });
  };
  const expiredSub = (
    userId: string,
    code: string,
    startDaysAgo: number,
    endDaysAgo: number,
    period: 'month' | 'year',
  ) => {
    subRows.push({
      id: rng.uuid(),
      userId,
      planId: planId.get(code)!,
      billingPeriod: period,
      status: 'paid',
      startsAt: new Date(now.getTime() - startDaysAgo * DAY),
      expiresAt: new Date(now.getTime() - endDaysAgo * DAY),
      createdAt: new Date(now.getTime() - startDaysAgo * DAY),
    });
  };
  expiredSub(demoAgent.id, 'individual-starter', 395, 30, 'year'); // a past period for the billing history
  activeSub(demoAgent.id, 'individual-professional');
  activeSub(demoSeller.id, 'pseller-plus');
  expiredSub(nosubAgent.id, 'individual-starter', 40, 10, 'month'); // ended 10 days ago: no active subscription
  agencies.forEach((a, i) => {
    activeSub(a.owner.id, i === 0 ? 'agency-pro' : rng.pick(['agency-basic', 'agency-pro', 'agency-enterprise']));
    for (const agent of a.agents) activeSub(agent.id, 'individual-professional');
  });
  independents.forEach(
    (p, i) =>
      i % 2 === 0 && activeSub(p.id, rng.pick(['individual-starter', 'individual-professional', 'individual-premium'])),
  );
  sellers.forEach((p, i) => i % 2 === 0 && activeSub(p.id, rng.pick(['pseller-private', 'pseller-plus'])));
  // The demo accounts and the agencies bought theirs: orders and invoices to show (seed/orders.ts).
  const billed = new Set([demoAgent.id, demoSeller.id, ...agencies.map((a) => a.owner.id)]);
  const orderRows = seedOrders(subRows, planRows, billed);

  /* ---------- listings */
  const slotsPlan: [Category, ListingType, string[]?][] = rng.shuffle([
    ...MIX.flatMap(([c, t, n]) => Array.from({ length: n }, () => [c, t] as [Category, ListingType])),
    ...MARKETS.flatMap(([cities, n]) =>
      MARKET_KINDS.flatMap(([c, t]) =>
        Array.from({ length: n }, () => [c, t, cities] as [Category, ListingType, string[]]),
      ),
    ),
  ]);
  const propertyRows: PropertyRow[] = [];
  const photoRows: PhotoRow[] = [];
  const usedAddresses = new Set<string>();
  let nosubCount = 0;
  let psellerCount = 0;

  /**
   * One listing with its photos, drawn from `r`. A past listing (`past`, the market's history
   * below) is priced at its publication's price level and published by anyone but the demo
   * accounts, whose dashboards the browser tests read.
   */
  const drawListing = (
    [category, type, market]: [Category, ListingType, string[]?],
    index: number,
    r: Rng,
    past?: { yearsAgo: number },
  ): { row: PropertyRow; photos: PhotoRow[] } => {
    const photos: PhotoRow[] = [];
    const rule = RULES[category];
    const city = market ? cityByName.get(r.pick(market))! : weightedCity(r, category);

    // Owner: agency agents, agency owners, independents (incl. the demo agent), private sellers.
    const slot = index % 20;
    let ownerId: string;
    let agentId: string | null = null;
    let agencyId: string | null = null;
    let refPrefix: string;
    if (past) {
      // Sold through an agency (70 %), an independent agent (21 %) or by its owner (9 %).
      const otherAgencies = agencies.slice(1);
      const seller = r.next();
      if (seller < 0.7) {
        const nearest = [...otherAgencies].sort((a, b) => distanceKm(a.city, city) - distanceKm(b.city, city));
        const agency = r.chance(0.75) ? nearest[0]! : r.pick(otherAgencies);
        const agent = r.pick(agency.agents);
        ownerId = agent.id;
        agentId = agent.id;
        agencyId = agency.id;
        refPrefix = agency.prefix;
      } else if (seller < 0.91) {
        const p = r.pick(independents);
        ownerId = p.id;
        agentId = p.id;
        refPrefix = `${p.first[0]}${p.last[0]}`.toUpperCase();
      } else {
        ownerId = r.pick(sellers).id;
        refPrefix = 'PRV';
      }
    } else if (slot <= 8 || slot >= 18) {
      const nearest = [...agencies].sort((a, b) => distanceKm(a.city, city) - distanceKm(b.city, city));
      const agency = r.chance(0.75) ? nearest[0]! : r.pick(agencies);
      agencyId = agency.id;
      refPrefix = agency.prefix;
      if (slot === 7 || slot === 8) {
        ownerId = agency.owner.id;
        agentId = r.chance(0.5) ? r.pick(agency.agents).id : null; // some agency listings are unassigned
      } else {
        const agent = r.pick(agency.agents);
        ownerId = agent.id;
        agentId = agent.id;
      }
    } else if (slot !== 14) {
      const p = nosubCount < 2 && slot === 13 ? nosubAgent : r.chance(0.2) ? demoAgent : r.pick(independents);
      if (p === nosubAgent) nosubCount++;
      ownerId = p.id;
      agentId = p.id;
      refPrefix = `${p.first[0]}${p.last[0]}`.toUpperCase();
    } else {
      // Private sellers have one or two listings each; the demo seller has three.
      const p = psellerCount < 3 ? demoSeller : sellers[(psellerCount - 3) % sellers.length]!;
      psellerCount++;
      ownerId = p.id;
      refPrefix = 'PRV';
    }

    const bedrooms = r.int(...BEDROOMS[category]);
    const bathrooms = Math.max(
      category === 'studentRooms' ? 0 : 1,
      Math.min(r.int(...rule.bathrooms), Math.max(1, bedrooms)),
    );
    const area = drawLivingArea(category, bedrooms, r.next);
    const yearBuilt = category === 'townhome' && r.chance(0.25) ? r.int(2005, 2024) : r.int(...rule.year);
    const amenities = AMENITIES.filter((a) => r.chance(rule.amenities[a] ?? 0));
    if (
      type === 'rent' &&
      ['apartments', 'loft'].includes(category) &&
      r.chance(0.2) &&
      !amenities.includes('furnished')
    )
      amenities.push('furnished');

    let street: string;
    for (;;) {
      const name = r.chance(0.8) ? r.pick(city.streets) : r.pick(GENERIC_STREETS[city.region]);
      street = `${name} ${r.int(1, 180)}${category === 'studentRooms' || category === 'apartments' ? (r.chance(0.3) ? `/${r.int(1, 6)}${r.pick(['', '.01', '.02', 'A', 'B'])}` : '') : r.chance(0.1) ? r.pick(['A', 'B', 'bis']) : ''}`;
      if (!usedAddresses.has(`${street}|${city.name}`)) break;
    }
    usedAddresses.add(`${street}|${city.name}`);
    const postalCode = r.pick(city.postalCodes ?? [city.postalCode]);

    const jitterKm = r.float(0.1, 2);
    const angle = r.float(0, Math.PI * 2);
    const latitude = Math.round((city.latitude + (Math.sin(angle) * jitterKm) / 111) * 1e6) / 1e6;
    const longitude =
      Math.round(
        (city.longitude + (Math.cos(angle) * jitterKm) / (111 * Math.cos((city.latitude * Math.PI) / 180))) * 1e6,
      ) / 1e6;

    const { facts: factSet, label: energyLabel } = facts(r, city, yearBuilt, area, category);
    // Price: the price model (decision 071), rounded like a real advert.
    const euros = drawPrice(
      { city: city.name, category, type, areaM2: area, yearBuilt, energyLabel, amenities },
      r.next,
    );
    const level = past ? priceLevelYearsAgo(type, past.yearsAgo) : 1;
    const priceCents = advertPrice(euros * level, type) * 100;
    const listingFacts: ListingFacts = {
      category,
      type,
      city,
      street,
      bedrooms,
      bathrooms,
      areaM2: area,
      yearBuilt,
      amenities,
      energyLabel,
    };

    const u = r.next();
    const status: PropertyStatus = u < 0.05 ? 'draft' : u < 0.08 ? 'pending' : 'published';
    const publishedDaysAgo = r.float(0, 120);
    const publishedAt = status === 'published' ? daysBefore(publishedDaysAgo) : null;
    const created =
      status === 'published' ? daysBefore(publishedDaysAgo + r.float(0.2, 5)) : daysBefore(r.float(1, 30));
    const daysOnline = status === 'published' ? Math.max(1, Math.round(publishedDaysAgo)) : 0;
    // About 10% of published listings are boosted. Boosts are "active while boostedUntil is in the
    // future", so the end is set relative to the REAL clock (now + 14 days), not REFERENCE_DATE.
    const boosted = status === 'published' && r.chance(0.1);
    const views = status === 'published' ? r.int(daysOnline * 3, daysOnline * 22) + (boosted ? r.int(200, 900) : 0) : 0;
    const leads = status === 'published' ? Math.round(views * r.float(0.008, 0.045)) : 0;

    const id = r.uuid();
    const english = { title: composeTitle(r, listingFacts), description: composeDescription(r, listingFacts) };
    // One listing in five is written in its region's language, with Dutch or French and English
    // versions (decision 023); a PRNG of its own leaves every other value as it was.
    const texts =
      index % 5 === 0
        ? belgianVersions(createRng(`listing-text-${index}`), listingFacts, english)
        : { language: 'en' as const, ...english, translations: {} };
    const row: PropertyRow = {
      id,
      ownerId,
      agencyId,
      agentId,
      ...texts,
      category,
      type,
      status,
      priceCents,
      availableNow: type === 'rent' ? r.chance(0.6) : r.chance(0.8),
      address: street,
      postalCode,
      cityId: cityId.get(city.name)!,
      city: city.name,
      country: 'Belgium',
      latitude,
      longitude,
      location: { x: longitude, y: latitude },
      bedrooms,
      bathrooms,
      areaM2: area,
      yearBuilt,
      amenities,
      availableTimeSlots: timeSlots(r),
      facts: factSet,
      publicCode: `IM-2611-${String(index + 1).padStart(5, '0')}`,
      referenceCode: `${refPrefix}-${r.int(20, 26)}-${String(r.int(1, 9999)).padStart(4, '0')}`,
      views,
      leads,
      boostedUntil: boosted ? new Date(now.getTime() + 14 * DAY) : null,
      publishedAt,
      // One year online from publication; drafts and pending listings have no expiry yet.
      expiresAt: publishedAt ? new Date(publishedAt.getTime() + 365 * DAY) : null,
      createdAt: created,
      updatedAt: publishedAt ?? created,
    };

    // Photos: the category's cover first, then interiors that fit the category.
    const pool = images.covers[category];
    const cover = pool[index % pool.length]!;
    const candidates: Photo[] =
      category === 'office'
        ? [...images.extras.officeInterior, images.extras.kitchen[0]!]
        : category === 'studentRooms'
          ? [
              ...pool.filter((p) => p !== cover),
              images.extras.kitchen[r.int(0, 2)]!,
              images.extras.bathroom[r.int(0, 2)]!,
              images.extras.apartmentsExterior[r.int(0, 3)]!,
            ]
          : category === 'sharedApartments'
            ? [
                images.extras.kitchen[r.int(0, 2)]!,
                images.extras.bedroom[r.int(0, 2)]!,
                images.extras.bathroom[r.int(0, 2)]!,
                images.extras.studentRoom[r.int(0, 3)]!,
              ]
            : category === 'holidayRooms'
              ? [
                  images.extras.living[r.int(0, 2)]!,
                  images.extras.bedroom[r.int(0, 2)]!,
                  images.extras.bathroom[r.int(0, 2)]!,
                  images.extras.kitchen[r.int(0, 2)]!,
                ]
              : [
                  images.extras.living[r.int(0, 2)]!,
                  images.extras.kitchen[r.int(0, 2)]!,
                  images.extras.bedroom[r.int(0, 2)]!,
                  images.extras.bathroom[r.int(0, 2)]!,
                ];
    const count = r.int(3, 5);
    const chosen = [cover, ...r.sample(candidates, count - 1)];
    chosen.forEach((p, position) => {
      photos.push({
        id: r.uuid(),
        propertyId: id,
        position,
        isCover: position === 0,
        url: p.url,
        thumbnailUrl: p.thumbnailUrl,
        width: p.width,
        height: p.height,
        variants: p.variants,
        createdAt: created,
      });
    });
    return { row, photos };
  };
  slotsPlan.forEach((slot, index) => {
    const { row, photos } = drawListing(slot, index, rng.fork(`listing-${index}`));
    propertyRows.push(row);
    photoRows.push(...photos);
  });

  /* ---------- blogs and newsletter */
  const authors = [demoAgent, ...agencies.flatMap((a) => a.agents.slice(0, 1)), ...independents.slice(0, 2)];
  const blogRows = BLOGS.map((b, i) => {
    const publishedAt = daysBefore(b.daysAgo + rng.float(0, 0.5));
    return {
      id: rng.uuid(),
      slug: b.slug,
      title: b.title,
      excerpt: b.excerpt,
      body: b.body,
      category: b.category,
      coverImage: images.blogCovers[b.theme]!.url,
      coverVariants: images.blogCovers[b.theme]!.variants,
      authorId: authors[i % authors.length]!.id,
      language: 'en',
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });
  const newsletterRows = [...BUYERS.slice(0, 10), ...PRIVATE_SELLERS.slice(0, 2)].map((p, i) => ({
    id: rng.uuid(),
    email: `${slugName(p.first)}.${slugName(p.last)}@demo.immora.be`,
    language: i % 4 === 0 ? 'nl' : 'en',
    createdAt: daysBefore(rng.int(1, 200)),
  }));

  /* ---------- price history, and the demo buyer's favourites and saved searches
     (their own random stream, so the listings above stay exactly as they were) */
  const extra = createRng(SEED + 1);
  const historyRows = propertyRows
    .filter((p) => p.publishedAt)
    .flatMap((p) => {
      const price = p.priceCents!; // seeded listings are complete
      const dropped = extra.chance(0.25);
      const first = dropped ? Math.round((price * extra.float(1.04, 1.12)) / 100_00) * 100_00 : price;
      const rows = [{ id: extra.uuid(), propertyId: p.id!, priceCents: first, changedAt: p.publishedAt! }];
      if (dropped)
        rows.push({
          id: extra.uuid(),
          propertyId: p.id!,
          priceCents: price,
          changedAt: new Date(p.publishedAt!.getTime() + extra.int(5, 40) * 86_400_000),
        });
      return rows.filter((r) => r.changedAt <= REFERENCE_DATE || r === rows[0]);
    });
  const demoBuyer = users.find((u) => u.email === 'buyer@immora.be')!;
  const published = propertyRows.filter((p) => p.status === 'published');
  const favouriteRows = [3, 17, 42, 88].map((i, n) => ({
    userId: demoBuyer.id!,
    propertyId: published[i % published.length]!.id!,
    createdAt: daysBefore(10 - n),
  }));
  const savedSearches: { title: string; filters: Record<string, string> }[] = [
    { title: 'Apartments to rent in Brussels', filters: { type: 'rent', category: 'apartments', city: 'Brussels' } },
    {
      title: 'Houses for sale in Ghent under €450,000',
      filters: { type: 'sale', category: 'houses', city: 'Ghent', maxPrice: '450000' },
    },
  ];
  const savedSearchRows = savedSearches.map((s, n) => ({
    id: extra.uuid(),
    userId: demoBuyer.id!,
    ...s,
    createdAt: daysBefore(20 - n * 7),
  }));

  const reportingActivity = seedReportingActivity({ properties: propertyRows, users, agencies: agencyRows, now });

  /* ---------- the market's past (issue 35): listings sold or let in the 15 months before the
     reference date, so that every municipality's 12-month trend has its months (their own random
     stream, after everything above, so the rest of the data set stays exactly as it was) */
  const past = marketHistory(propertyRows, slotsPlan.length, (slot, index, r, yearsAgo) =>
    drawListing(slot, index, r, { yearsAgo }),
  );

  /* ---------- write, in one transaction so a failure leaves the database empty */
  const db = opts.database.db as unknown as Tx;
  await db.transaction(async (tx) => {
    await upsertCities(tx, cityRows);
    for (const c of chunks(users)) await tx.insert(schema.users).values(c);
    for (const c of chunks(
      weeks.flatMap((w) => w.days),
      200,
    ))
      await tx.insert(schema.workingDays).values(c);
    for (const c of chunks(
      weeks.flatMap((w) => w.slots),
      200,
    ))
      await tx.insert(schema.workingSlots).values(c);
    await tx.insert(schema.agencies).values(agencyRows);
    await tx.insert(schema.plans).values(planRows);
    if (orderRows.length) {
      await tx.insert(schema.orders).values(orderRows.map((o) => o.order));
      await tx.insert(schema.orderLines).values(orderRows.map((o) => o.line));
    }
    for (const c of chunks(subRows)) await tx.insert(schema.subscriptionHistories).values(c);
    for (const { order, line, periodEndsAt } of orderRows) {
      await issueInvoice(tx as never, {
        orderId: order.id!,
        userId: order.userId,
        issuedAt: order.paidAt!,
        periodEndsAt,
        totalCents: order.totalCents,
        lines: [
          {
            description: line.planName,
            planDuration: order.billingPeriod,
            unitPriceCents: line.unitPriceCents,
            quantity: line.quantity,
            totalCents: line.totalCents,
          },
        ],
      });
    }
    for (const c of chunks(propertyRows)) await tx.insert(schema.properties).values(c);
    for (const c of chunks(photoRows, 200)) await tx.insert(schema.propertyPhotos).values(c);
    for (const c of chunks(historyRows, 200)) await tx.insert(schema.propertyPriceHistory).values(c);
    for (const c of chunks(past.properties)) await tx.insert(schema.properties).values(c);
    for (const c of chunks(past.photos, 200)) await tx.insert(schema.propertyPhotos).values(c);
    for (const c of chunks(past.prices, 200)) await tx.insert(schema.propertyPriceHistory).values(c);
    await insertReportingActivity(tx, reportingActivity);
    await tx.insert(schema.favourites).values(favouriteRows);
    await tx.insert(schema.savedSearches).values(savedSearchRows);
    await tx.insert(schema.boostPlans).values(BOOST_PLANS);
    // Credits come with packages (the billing issue sells them); until then the demo
    // publishers receive a grant through the same ledger a purchase will use.
    for (const [email, amount] of Object.entries(DEMO_CREDITS)) {
      const user = users.find((u) => u.email === email);
      if (user) await grantCredits(tx as never, { userId: user.id!, amount, reason: 'grant', note: 'Welcome credits' });
    }
    await tx.insert(schema.blogPosts).values(blogRows);
    await tx.insert(schema.newsletterSubscribers).values(newsletterRows);
    await seedCrm(
      tx as never,
      agencies.find((a) => a.owner.email === 'agency@immora.be')!,
      demoAgent.id,
      daysBefore,
    );
    await seedChats(tx, {
      agencyId: agencies[0]!.id,
      ownerId: agencies[0]!.owner.id,
      agentIds: agencies[0]!.agents.map((a) => a.id),
    });
    await seedEmails(tx, { users, agencies: agencyRows, properties: propertyRows, at: REFERENCE_DATE });
    await seedReviews(tx as never, REFERENCE_DATE);
  });

  const summary: SeedSummary = {
    cities: cityRows.length,
    users: users.length,
    agencies: agencyRows.length,
    plans: planRows.length,
    subscriptionHistories: subRows.length,
    properties: propertyRows.length + past.properties.length,
    propertyPhotos: photoRows.length + past.photos.length,
    blogPosts: blogRows.length,
    newsletterSubscribers: newsletterRows.length,
    imagesRendered: images.rendered,
    imagesCopied: images.copied,
    durationMs: Math.round(performance.now() - started),
  };
  log(
    `seed: ${summary.properties} listings, ${summary.users} users, ${summary.agencies} agencies, ${summary.blogPosts} articles in ${summary.durationMs} ms`,
  );
  return summary;
}

/* ------------------------------------------------------------------ the market's past */

/**
 * Sale listings of a municipality on the market at each month's end: the market summary's minimum
 * (5) where the demo lists at least that many today, so each month of the trend (the median price
 * per m² for sale) has its figure, and one elsewhere, so each month has its count. Rents have no
 * past: the page draws no rent trend, and rents, let within weeks, would need several times the
 * listings.
 */
function pastStock(listedToday: number): number {
  return listedToday >= MIN_MARKET_LISTINGS ? MIN_MARKET_LISTINGS : 1;
}
/** How far back the market's past goes: 15 months, so a demo run a few months after the reference date still has 12. */
const PAST_DAYS = 456;
const PAST_MONTH_ENDS = 13;

/** Days from publication to a sale's agreement: log-normal, median 90 days, within 20–330. */
function daysOnMarket(r: Rng): number {
  return Math.min(330, Math.max(20, 90 * Math.exp(0.5 * standardNormal(r.next))));
}

/**
 * The sales that came and went before the reference date (issue 35): for every municipality the
 * demo has sales in today, listings sold (status `processing`, agreed at their `updated_at`) are
 * added until, at the end of each of the 13 months before it, enough were on the market
 * (`pastStock`): the market summary's months (decision 074) then count them as a sweep would have
 * at the time. Each is drawn like today's listings, of a category the municipality lists today, at
 * the price level of its publication (`priceLevelYearsAgo`); a third were reduced once before they
 * found a buyer (price history).
 */
function marketHistory(
  current: PropertyRow[],
  firstIndex: number,
  draw: (
    slot: [Category, ListingType, string[]?],
    index: number,
    r: Rng,
    yearsAgo: number,
  ) => { row: PropertyRow; photos: PhotoRow[] },
) {
  const rng = createRng(SEED + 2);
  const properties: PropertyRow[] = [];
  const photos: PhotoRow[] = [];
  const prices: (typeof schema.propertyPriceHistory.$inferInsert)[] = [];
  const earliest = daysBefore(PAST_DAYS);
  const latestEnd = daysBefore(1);
  const monthEnd = (back: number) =>
    new Date(Date.UTC(REFERENCE_DATE.getUTCFullYear(), REFERENCE_DATE.getUTCMonth() - back, 1));
  // Oldest first; the reference date's own month start is left to today's listings.
  const ends = Array.from({ length: PAST_MONTH_ENDS }, (_, i) => monthEnd(PAST_MONTH_ENDS - i));
  const type = 'sale';
  for (const city of CITIES) {
    const listed = current.filter((p) => p.status === 'published' && p.city === city.name && p.type === type);
    if (listed.length === 0) continue;
    const target = pastStock(listed.length);
    const spans: { from: Date; to: Date }[] = listed.map((p) => ({ from: p.publishedAt!, to: latestEnd }));
    for (const at of ends) {
      const stock = () => spans.filter((s) => s.from < at && s.to >= at).length;
      while (stock() < target) {
        const n = properties.length;
        const r = rng.fork(`past-${n}`);
        const days = daysOnMarket(r);
        const from = new Date(Math.max(earliest.getTime(), at.getTime() - days * r.float(0.15, 0.85) * DAY));
        let to = new Date(from.getTime() + days * DAY);
        if (to > latestEnd) to = new Date(at.getTime() + (latestEnd.getTime() - at.getTime()) * r.float(0.2, 1));
        const publishedAt = new Date(Math.round(from.getTime() / 60_000) * 60_000);
        const agreedAt = new Date(Math.round(to.getTime() / 60_000) * 60_000);
        spans.push({ from: publishedAt, to: agreedAt });
        const category = r.pick(listed).category!;
        const yearsAgo = (REFERENCE_DATE.getTime() - publishedAt.getTime()) / (365 * DAY);
        const { row, photos: pictures } = draw([category, type, [city.name]], firstIndex + n, r, yearsAgo);
        const created = new Date(publishedAt.getTime() - Math.round(r.float(0.2, 5) * 24) * 3_600_000);
        const daysOnline = Math.max(1, Math.round((agreedAt.getTime() - publishedAt.getTime()) / DAY));
        const views = r.int(daysOnline * 3, daysOnline * 18);
        const month = publishedAt.toISOString().slice(2, 7).replace('-', '');
        Object.assign(row, {
          status: 'processing',
          publishedAt,
          expiresAt: new Date(publishedAt.getTime() + 365 * DAY),
          boostedUntil: null,
          views,
          leads: Math.round(views * r.float(0.01, 0.05)),
          publicCode: `IM-${month}-${String(90_001 + n)}`,
          createdAt: created,
          updatedAt: agreedAt,
        } satisfies Partial<PropertyRow>);
        for (const photo of pictures) photo.createdAt = created;
        properties.push(row);
        photos.push(...pictures);
        // A third asked more at first and were reduced once, in the middle of their time on the market.
        const price = row.priceCents!;
        if (r.chance(0.35)) {
          const asked = advertPrice((price / 100) * r.float(1.03, 1.1), type) * 100;
          const reducedAt = new Date(
            publishedAt.getTime() + (agreedAt.getTime() - publishedAt.getTime()) * r.float(0.3, 0.8),
          );
          prices.push({ id: r.uuid(), propertyId: row.id!, priceCents: asked, changedAt: publishedAt });
          prices.push({ id: r.uuid(), propertyId: row.id!, priceCents: price, changedAt: reducedAt });
        } else prices.push({ id: r.uuid(), propertyId: row.id!, priceCents: price, changedAt: publishedAt });
      }
    }
  }
  return { properties, photos, prices };
}
