/** Building blocks for listing titles and descriptions (English), composed with the seeded PRNG. */
import type { Category, ListingType } from '@immora/shared/listing';
import type { Rng } from '../random.ts';
import type { CitySeed } from './cities.ts';

export type ListingFacts = {
  category: Category;
  type: ListingType;
  city: CitySeed;
  street: string;
  bedrooms: number;
  bathrooms: number;
  areaM2: number;
  yearBuilt: number;
  amenities: string[];
  energyLabel: string;
};

const ADJ = ['Bright', 'Renovated', 'Spacious', 'Charming', 'Modern', 'Light-filled', 'Stylish', 'Quiet', 'Characterful', 'Well-kept', 'Elegant', 'Cosy'];

const NOUN: Record<Category, string[]> = {
  studentRooms: ['student room', 'furnished student room', 'student studio', 'kot with private shower'],
  sharedApartments: ['room in shared apartment', 'room in a friendly flatshare', 'co-living room', 'room in renovated shared house'],
  holidayRooms: ['holiday flat', 'holiday studio', 'sea-view holiday apartment', 'holiday room'],
  apartments: ['apartment', 'flat', 'corner apartment', 'penthouse', 'duplex apartment'],
  bungalow: ['bungalow', 'single-storey home', 'garden bungalow'],
  houses: ['family home', 'house', 'semi-detached house', 'detached house', 'terraced house'],
  loft: ['loft', 'industrial loft', 'warehouse loft', 'converted loft'],
  office: ['office space', 'office floor', 'business premises', 'serviced office'],
  townhome: ['townhouse', 'mansion house', 'city townhouse', 'bel-étage townhouse'],
  villa: ['villa', 'architect-designed villa', 'contemporary villa', 'country villa'],
};

const EXTRA: Record<string, string[]> = {
  garden: ['with garden', 'with south-facing garden'],
  terrace: ['with terrace', 'with sunny terrace'],
  balcony: ['with balcony'],
  swimmingPool: ['with pool', 'with heated pool'],
  garage: ['with garage'],
  parking: ['with parking'],
  furnished: ['fully furnished'],
  fireplace: ['with fireplace'],
};

function bedroomPrefix(f: ListingFacts): string {
  if (['studentRooms', 'sharedApartments', 'office', 'holidayRooms'].includes(f.category) || f.bedrooms === 0) return '';
  return `${f.bedrooms}-bedroom `;
}

export function composeTitle(rng: Rng, f: ListingFacts): string {
  const adj = rng.pick(ADJ);
  const noun = rng.pick(NOUN[f.category]);
  // No "furnished student room, fully furnished": skip extras whose word the noun already has.
  const extras = f.amenities.filter((a) => !noun.toLowerCase().includes(a.toLowerCase())).flatMap((a) => EXTRA[a] ?? []);
  const extra = extras.length && rng.chance(0.7) ? ` ${rng.pick(extras)}` : '';
  const where = rng.chance(0.75) ? ` in ${f.city.name}` : ` near ${f.street.replace(/ \d+.*$/, '')}, ${f.city.name}`;
  const lead = f.type === 'auction' && rng.chance(0.5) ? 'Auction: ' : '';
  const raw = `${lead}${adj} ${bedroomPrefix(f)}${noun}${extra}${where}`;
  return raw.charAt(0).toUpperCase() + raw.slice(1);
}

const AREA_LINES: Record<string, string[]> = {
  capital: [
    'You are a few minutes on foot from metro and tram stops, with shops, cafés and the city’s museums all within easy reach.',
    'The European quarter, the Grand-Place and the main train stations are a short tram ride away.',
  ],
  city: [
    'Shops, bakeries, schools and the weekly market are all within walking distance, and the station is less than ten minutes away by bike.',
    'The historic centre, with its squares and terraces, is around the corner; buses and trams stop at the end of the street.',
  ],
  university: [
    'Faculties, libraries and student restaurants are within cycling distance, and there is a supermarket open late at the corner.',
    'The campus and the station are both less than fifteen minutes away on foot.',
  ],
  coast: [
    'The beach and the dyke are a two-minute walk away, with the coastal tram stopping nearby for trips along the whole Belgian coast.',
    'Wake up to the sound of the sea: the promenade, beach bars and dunes are right on your doorstep.',
  ],
  ardennes: [
    'Surrounded by forest and walking trails, yet the village centre with its restaurants and shops is only a few minutes away.',
    'Ideal base for hiking, kayaking on the river and exploring the Ardennes, with the motorway 15 minutes away.',
  ],
  leafy: [
    'A green, residential neighbourhood with large gardens, close to international schools, golf courses and the forest.',
    'Quiet tree-lined street in one of the most sought-after residential areas, with excellent schools nearby.',
  ],
  suburb: [
    'Quick access to the ring road and the train to Brussels, while daily life happens in the pleasant local centre.',
    'Calm residential area with parks and sports clubs, well connected by train and bus.',
  ],
  town: [
    'Located in a calm street of the town centre, close to schools, the market square and the station.',
    'Everything you need is nearby: supermarket, GP, pharmacy and primary schools, with easy access to the motorway.',
  ],
};

const INTRO: Record<Category, string[]> = {
  studentRooms: [
    'This {adj} student room at {street} offers {area} m² of private space in a well-managed student residence.',
    'A comfortable kot in {city}, on {street}: {area} m² with a desk, a bed and plenty of storage.',
  ],
  sharedApartments: [
    'Join a friendly household in this {bedrooms}-bedroom shared apartment on {street}, {city}.',
    'A private room in a renovated {bedrooms}-bedroom flatshare of {area} m², with a large shared living room and kitchen.',
  ],
  holidayRooms: [
    'This {adj} holiday flat on {street} sleeps up to {sleeps} and is available by the month.',
    'Spend a month by the sea or in the countryside in this {area} m² holiday accommodation in {city}.',
  ],
  apartments: [
    'This {adj} {bedrooms}-bedroom apartment of {area} m² is located at {street} in {city}.',
    'On the {floor} floor of a well-maintained building, this {area} m² apartment offers {bedrooms} bedrooms and {bathroomsText}.',
  ],
  bungalow: [
    'A {adj} single-storey bungalow of {area} m² on a generous plot, perfect for comfortable living on one level.',
    'This bungalow at {street} combines {bedrooms} bedrooms with a bright living area opening onto the garden.',
  ],
  houses: [
    'This {adj} family house of {area} m² at {street} offers {bedrooms} bedrooms and {bathroomsText}.',
    'A solid {year} family home in {city} with {bedrooms} bedrooms, a garden and plenty of room to grow.',
  ],
  loft: [
    'In a former {industry} from {year}, this {area} m² loft has ceilings of almost five metres and huge steel-framed windows.',
    'A {adj} loft at {street}: open-plan living, exposed brick and industrial charm over {area} m².',
  ],
  office: [
    '{area} m² of {adj} office space at {street}, {city}, ready to move into.',
    'Flexible office floor of {area} m² with meeting rooms, open-plan desks and a reception area.',
  ],
  townhome: [
    'This {adj} townhouse at {street} spreads {area} m² over three floors, with {bedrooms} bedrooms.',
    'A typical {city} townhouse from {year}, carefully renovated, with high ceilings and period details.',
  ],
  villa: [
    'This {adj} villa of {area} m² stands on a landscaped plot in one of the finest residential areas of {city}.',
    'An architect-designed villa with {bedrooms} bedrooms and {bathrooms} bathrooms, built in {year} and finished to a very high standard.',
  ],
};

const INTERIOR: Record<Category, string[]> = {
  studentRooms: [
    'The room is furnished with a bed, desk, chair, wardrobe and bookshelf. Kitchen, laundry room and bike storage are shared with a small number of fellow students.',
    'You have your own washbasin and fast fibre internet; the fully equipped kitchen and the bathrooms are shared and cleaned weekly.',
  ],
  sharedApartments: [
    'Your room is {roomArea} m² and comes with a bed, desk and wardrobe. The housemates share a fully equipped kitchen, a living room with sofa and dining table and {bathroomsText}.',
    'The shared areas are bright and tidy, with a large dining table, a washing machine and a dishwasher. Utilities and internet are included in the price.',
  ],
  holidayRooms: [
    'It has {bedroomsText}, a living area with a sofa bed, an equipped kitchenette and a modern shower room. Bed linen and towels are provided.',
    'Large windows flood the living room with light. The kitchen has a dishwasher and a combi oven, and there is Wi-Fi throughout.',
  ],
  apartments: [
    'The entrance hall leads to a bright living and dining room with an open kitchen, {bedroomsText} and a {bathType}. {features}',
    'The living room opens onto the outdoor space, the kitchen is fully equipped (induction hob, dishwasher, combi oven) and the bedrooms have fitted wardrobes. {features}',
  ],
  bungalow: [
    'Living room with fireplace, separate kitchen, {bedrooms} bedrooms and a {bathType}, all on the ground floor. {features}',
    'Everything is on one level: entrance hall, living room with garden view, kitchen, {bedrooms} bedrooms and bathroom. {features}',
  ],
  houses: [
    'The ground floor has a spacious living room, a dining area and a fitted kitchen opening onto the garden. Upstairs are {bedrooms} bedrooms and a {bathType}. {features}',
    'Entrance hall with guest toilet, living room with parquet floors, kitchen with access to the terrace, {bedrooms} bedrooms and {bathroomsText}. {features}',
  ],
  loft: [
    'The open living space combines kitchen, dining and lounge under the original steel beams; a mezzanine hosts the main bedroom and a {bathType}. {features}',
    'Polished concrete floors, exposed brick walls and a designer kitchen with island set the tone. {bedroomsText}, {bathroomsText}. {features}',
  ],
  office: [
    'The floor includes an open-plan area for about {desks} desks, {meetingRooms} meeting rooms, a kitchenette and sanitary facilities. {features}',
    'Raised floors, suspended ceilings with LED lighting, fibre connection and cooling make this a turnkey workplace. {features}',
  ],
  townhome: [
    'Ground floor with living room and dining room en suite, kitchen and city garden; the upper floors have {bedrooms} bedrooms and a {bathType}. {features}',
    'Original mouldings, fireplaces and a beautiful staircase meet a contemporary kitchen and bathroom. {features}',
  ],
  villa: [
    'A large entrance hall leads to the reception rooms, a kitchen with island and professional appliances, a home office and {bedrooms} bedrooms, each with its own bathroom or shower room. {features}',
    'Floor-to-ceiling windows connect the living spaces with the garden and terrace. Upstairs, the master suite has a dressing room and a bathroom with bath and walk-in shower. {features}',
  ],
};

const CLOSING: Record<ListingType, string[]> = {
  rent: [
    'Available {available}. Rental deposit of two months on a blocked account; a registered lease is drawn up by the agency.',
    'Available {available}. The rent excludes utilities; pets allowed on request. Book a viewing using the time slots below.',
  ],
  sale: [
    'Energy label {label}. Urban-planning information and the soil certificate are available on request. Book a viewing using the time slots below.',
    'Energy label {label}. Sold with the usual guarantees through a notary of your choice; ideal for owner-occupiers and investors alike.',
  ],
  auction: [
    'Sold by public notarial auction on Biddit. The price shown is the starting bid; all documents (EPC/PEB, urban planning, soil certificate) are available in the sale file.',
    'Online notarial auction (Biddit): register with your eID to bid. Viewings possible on the dates below; energy label {label}.',
  ],
};

const FEATURE_TEXT: Record<string, string> = {
  garden: 'The garden is well-kept and enjoys plenty of sun.',
  terrace: 'A sunny terrace extends the living room outdoors.',
  balcony: 'The balcony is large enough for a table and two chairs.',
  garage: 'A garage provides secure parking and extra storage.',
  parking: 'A private parking space is included.',
  elevator: 'The building has a lift.',
  cellar: 'A private cellar provides extra storage.',
  solarPanels: 'Solar panels keep the energy bills low.',
  heatPump: 'Heating and hot water come from an efficient heat pump.',
  airConditioning: 'Air conditioning keeps it comfortable in summer.',
  fireplace: 'A fireplace adds warmth to the living room.',
  swimmingPool: 'The heated swimming pool is the highlight of the garden.',
  wheelchairAccess: 'The property is accessible to wheelchair users.',
};

function fill(template: string, rng: Rng, f: ListingFacts): string {
  const feats = f.amenities.map((a) => FEATURE_TEXT[a]).filter((t): t is string => Boolean(t));
  const features = rng.sample(feats, Math.min(2, feats.length)).join(' ');
  const vars: Record<string, string> = {
    adj: rng.pick(ADJ).toLowerCase(),
    street: f.street,
    city: f.city.name,
    area: String(f.areaM2),
    bedrooms: String(f.bedrooms),
    bathrooms: String(f.bathrooms),
    bathroomsText: `${f.bathrooms} bathroom${f.bathrooms === 1 ? '' : 's'}`,
    bedroomsText: `${f.bedrooms} bedroom${f.bedrooms === 1 ? '' : 's'}`,
    year: String(f.yearBuilt),
    sleeps: String(Math.max(2, f.bedrooms * 2)),
    floor: rng.pick(['first', 'second', 'third', 'fourth', 'top']),
    industry: rng.pick(['textile mill', 'printing works', 'brewery', 'chocolate factory', 'warehouse']),
    roomArea: String(rng.int(12, 20)),
    bathType: f.bathrooms > 1 ? 'bathroom and a separate shower room' : rng.pick(['bathroom with walk-in shower', 'bathroom with bath']),
    desks: String(Math.max(4, Math.round(f.areaM2 / 10))),
    meetingRooms: String(Math.max(1, Math.round(f.areaM2 / 150))),
    available: rng.pick(['immediately', 'from the 1st of next month', 'after a two-week notice', 'by mutual agreement']),
    label: f.energyLabel,
    features,
  };
  return template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '').replace(/\s+$/g, '').replace(/ {2,}/g, ' ');
}

export function composeDescription(rng: Rng, f: ListingFacts): string {
  const tag = f.city.tags.find((t) => AREA_LINES[t]) ?? 'town';
  const p1 = `${fill(rng.pick(INTRO[f.category]), rng, f)} ${rng.pick(AREA_LINES[tag] ?? AREA_LINES.town!)}`;
  const p2 = fill(rng.pick(INTERIOR[f.category]), rng, f);
  const p3 = fill(rng.pick(CLOSING[f.type]), rng, f);
  return [p1, p2, p3].map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('\n\n');
}
