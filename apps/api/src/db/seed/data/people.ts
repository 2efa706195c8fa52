/** Agencies and people of the demo data: realistic Belgian names (Flemish, Walloon, Brussels). */

export type Gender = 'f' | 'm';
export type PersonName = { first: string; last: string; gender: Gender };

export type AgencySeed = {
  name: string;
  /** Used for the website and the company e-mail domain. */
  domain: string;
  city: string;
  street: string;
  owner: PersonName;
  agents: PersonName[];
  colors: [string, string];
  serif: boolean;
  description: string;
};

/** The first agency is owned by the demo account agency@immora.be. */
export const AGENCIES: AgencySeed[] = [
  {
    name: 'Maison Dubois Immobilier',
    domain: 'maisondubois-immo.be',
    city: 'Brussels',
    street: 'Avenue Louise 231',
    owner: { first: 'Catherine', last: 'Dubois', gender: 'f' },
    agents: [
      { first: 'Julien', last: 'Lambert', gender: 'm' },
      { first: 'Sarah', last: 'El Amrani', gender: 'f' },
      { first: 'Thomas', last: 'Peeters', gender: 'm' },
      { first: 'Élodie', last: 'Mertens', gender: 'f' },
    ],
    colors: ['#1f3a5f', '#f3e3c0'],
    serif: true,
    description:
      'Family-run agency in the heart of Brussels since 1987. We sell and let apartments, townhouses and family homes in Ixelles, Uccle, Etterbeek and the city centre, with a bilingual team and our own in-house valuation service.',
  },
  {
    name: 'Van den Bossche Vastgoed',
    domain: 'vandenbossche-vastgoed.be',
    city: 'Antwerp',
    street: 'Amerikalei 112',
    owner: { first: 'Pieter', last: 'Van den Bossche', gender: 'm' },
    agents: [
      { first: 'Lotte', last: 'Janssens', gender: 'f' },
      { first: 'Wout', last: 'De Smet', gender: 'm' },
      { first: 'Nina', last: 'Claes', gender: 'f' },
    ],
    colors: ['#7a2e2e', '#ffffff'],
    serif: false,
    description:
      'Antwerp property specialists for Zuid, Eilandje and Berchem. From renovated mansion flats to new-build lofts on the docks, we guide buyers and landlords from the first viewing to the notary.',
  },
  {
    name: 'Gentse Woonmakelaars',
    domain: 'gentsewoonmakelaars.be',
    city: 'Ghent',
    street: 'Kortrijksesteenweg 58',
    owner: { first: 'Annelies', last: 'Verhaeghe', gender: 'f' },
    agents: [
      { first: 'Jonas', last: 'Desmet', gender: 'm' },
      { first: 'Fien', last: 'Vermeulen', gender: 'f' },
      { first: 'Arne', last: 'Van Damme', gender: 'm' },
    ],
    colors: ['#2f5d50', '#e9f1ea'],
    serif: false,
    description:
      'Independent Ghent agency with a soft spot for characterful homes: 1930s townhouses, student housing near the Overpoort and new apartments along the Leie. Every listing comes with a floor plan and an honest EPC explanation.',
  },
  {
    name: 'Immo Kust & Polder',
    domain: 'immokustenpolder.be',
    city: 'Knokke-Heist',
    street: 'Lippenslaan 204',
    owner: { first: 'Bart', last: 'Vandenberghe', gender: 'm' },
    agents: [
      { first: 'Charlotte', last: 'Goethals', gender: 'f' },
      { first: 'Stijn', last: 'Vanhoutte', gender: 'm' },
      { first: 'Marie', last: 'Devos', gender: 'f' },
    ],
    colors: ['#1d5c7a', '#f6e7c8'],
    serif: true,
    description:
      'Seaside homes, holiday flats and villas between Knokke-Heist, Blankenberge and Ostend. We also manage holiday rentals year-round, so owners can let their flat without the hassle.',
  },
  {
    name: 'Leuven Campus Living',
    domain: 'leuvencampusliving.be',
    city: 'Leuven',
    street: 'Tiensestraat 77',
    owner: { first: 'Koen', last: 'Wouters', gender: 'm' },
    agents: [
      { first: 'Eline', last: 'Maes', gender: 'f' },
      { first: 'Ruben', last: 'Jacobs', gender: 'm' },
      { first: 'Hanne', last: 'Willems', gender: 'f' },
      { first: 'Sander', last: 'Michiels', gender: 'm' },
    ],
    colors: ['#4b2e83', '#f0e6ff'],
    serif: false,
    description:
      'Student rooms, studios and family homes in and around Leuven. We work with the KU Leuven housing service quality label and let more than 600 rooms every academic year.',
  },
  {
    name: 'Agence Meuse & Ardenne',
    domain: 'meuse-ardenne-immo.be',
    city: 'Namur',
    street: 'Rue de Fer 41',
    owner: { first: 'Olivier', last: 'Collignon', gender: 'm' },
    agents: [
      { first: 'Aurélie', last: 'Renard', gender: 'f' },
      { first: 'Maxime', last: 'Lejeune', gender: 'm' },
      { first: 'Camille', last: 'Delvaux', gender: 'f' },
    ],
    colors: ['#5a3e1b', '#f4e4c1'],
    serif: true,
    description:
      'From Namur to Dinant, Durbuy and Bastogne: riverside houses, Ardennes cottages and holiday homes. Our notary partners handle registration and PEB questions in French, Dutch and English.',
  },
  {
    name: 'Liège Habitat Conseil',
    domain: 'liegehabitat.be',
    city: 'Liège',
    street: "Boulevard d'Avroy 96",
    owner: { first: 'Nathalie', last: 'Lemaire', gender: 'f' },
    agents: [
      { first: 'Antoine', last: 'Henrard', gender: 'm' },
      { first: 'Manon', last: 'Gilson', gender: 'f' },
      { first: 'Kevin', last: 'Piron', gender: 'm' },
    ],
    colors: ['#b5432f', '#fff4ec'],
    serif: false,
    description:
      'Sales, lettings and auctions across the province of Liège, including Spa, Verviers and the German-speaking East. Free valuation within 48 hours.',
  },
  {
    name: 'Brabant Residence',
    domain: 'brabantresidence.be',
    city: 'Waterloo',
    street: 'Chaussée de Bruxelles 318',
    owner: { first: 'Philippe', last: 'de Walque', gender: 'm' },
    agents: [
      { first: 'Sophie', last: 'Leclercq', gender: 'f' },
      { first: 'Guillaume', last: 'Dumont', gender: 'm' },
      { first: 'Inès', last: 'Benali', gender: 'f' },
    ],
    colors: ['#20303f', '#c9a96a'],
    serif: true,
    description:
      'Prestige homes and villas in Waterloo, Lasne, Uccle and Tervuren. Discreet off-market sales, expat relocation and a network of architects for renovation projects.',
  },
];

export const INDEPENDENT_AGENTS: PersonName[] = [
  { first: 'Dries', last: 'Vercammen', gender: 'm' },
  { first: 'Isabelle', last: 'Francotte', gender: 'f' },
  { first: 'Yannick', last: 'Mahieu', gender: 'm' },
  { first: 'Leen', last: 'Coppens', gender: 'f' },
  { first: 'Karim', last: 'Bouzidi', gender: 'm' },
  { first: 'Véronique', last: 'Hermans', gender: 'f' },
];

export const PRIVATE_SELLERS: PersonName[] = [
  { first: 'Marc', last: 'Verstraeten', gender: 'm' },
  { first: 'Griet', last: 'Van Acker', gender: 'f' },
  { first: 'Luc', last: 'Dupont', gender: 'm' },
  { first: 'Christine', last: 'Simon', gender: 'f' },
  { first: 'Hendrik', last: 'De Clercq', gender: 'm' },
  { first: 'Nadia', last: 'Ait Ouali', gender: 'f' },
  { first: 'Joris', last: 'Aerts', gender: 'm' },
  { first: 'Françoise', last: 'Lambotte', gender: 'f' },
  { first: 'Geert', last: 'Pauwels', gender: 'm' },
  { first: 'Els', last: 'Wuyts', gender: 'f' },
];

export const BUYERS: PersonName[] = [
  { first: 'Emma', last: 'Vandamme', gender: 'f' },
  { first: 'Lucas', last: 'Dewulf', gender: 'm' },
  { first: 'Louise', last: 'Martin', gender: 'f' },
  { first: 'Arthur', last: 'Claessens', gender: 'm' },
  { first: 'Olivia', last: 'Dubois', gender: 'f' },
  { first: 'Noah', last: 'Mertens', gender: 'm' },
  { first: 'Mila', last: 'Lemmens', gender: 'f' },
  { first: 'Victor', last: 'Gérard', gender: 'm' },
  { first: 'Lina', last: 'Haddad', gender: 'f' },
  { first: 'Jules', last: 'Denis', gender: 'm' },
  { first: 'Anna', last: 'Smets', gender: 'f' },
  { first: 'Finn', last: 'Van Hove', gender: 'm' },
  { first: 'Zoé', last: 'Lambert', gender: 'f' },
  { first: 'Adam', last: 'Bogaert', gender: 'm' },
  { first: 'Julie', last: 'Nys', gender: 'f' },
  { first: 'Matteo', last: 'Russo', gender: 'm' },
  { first: 'Hélène', last: 'Bastin', gender: 'f' },
  { first: 'Seppe', last: 'Verbeke', gender: 'm' },
  { first: 'Yasmine', last: 'Tahiri', gender: 'f' },
  { first: 'Robbe', last: 'Geerts', gender: 'm' },
];

/** Short agent bios, completed with the agent's area. */
export const BIOS = [
  'Helps first-time buyers find their way through viewings, offers and the notary deed.',
  'Specialised in renovated townhouses and energy-efficient family homes.',
  'Former architect who now sells characterful homes and lofts.',
  'Rental specialist: tenant screening, rental deposits and move-in inspections.',
  'Valuation expert with fifteen years of experience in the local market.',
  'Focuses on new-build apartments and off-plan sales.',
  'Expat relocation and furnished rentals, in English, French and Dutch.',
  'Auction and investment properties, from studios to small apartment buildings.',
];
