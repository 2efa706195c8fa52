/**
 * Listing titles and descriptions in Belgian French and Flemish Dutch, composed from the same
 * facts as the English ones (listing-text.ts) with their own PRNG, so the English texts and every
 * other seeded value stay as they were. Decision 023: a share of the demo listings is written in
 * the region's language first, with a version in the other national language and in English.
 */
import type { Category, ListingType } from '@immora/shared/listing';
import type { Rng } from '../random.ts';
import type { ListingFacts } from './listing-text.ts';

type Text = { title: string; description: string };
type Lang = 'fr' | 'nl';
const NB = '\u00a0';

/**
 * French nouns with their gender (m/f), Dutch ones with their article (de/het), so adjectives
 * agree; the lists are parallel (the same index means the same thing in both languages).
 */
const NOUN_FR: Record<Category, [string, 'm' | 'f'][]> = {
  studentRooms: [
    ['Kot', 'm'],
    ['Studio étudiant', 'm'],
  ],
  sharedApartments: [
    ['Chambre en colocation', 'f'],
    ['Chambre dans une colocation', 'f'],
  ],
  holidayRooms: [
    ['Appartement de vacances', 'm'],
    ['Studio de vacances', 'm'],
  ],
  apartments: [
    ['Appartement', 'm'],
    ['Appartement d’angle', 'm'],
    ['Penthouse', 'm'],
    ['Duplex', 'm'],
  ],
  bungalow: [
    ['Bungalow', 'm'],
    ['Maison de plain-pied', 'f'],
  ],
  houses: [
    ['Maison familiale', 'f'],
    ['Maison trois façades', 'f'],
    ['Maison quatre façades', 'f'],
    ['Maison mitoyenne', 'f'],
  ],
  loft: [
    ['Loft', 'm'],
    ['Loft industriel', 'm'],
  ],
  office: [
    ['Plateau de bureaux', 'm'],
    ['Surface de bureaux', 'f'],
  ],
  townhome: [
    ['Maison de maître', 'f'],
    ['Maison de ville', 'f'],
    ['Maison bel-étage', 'f'],
  ],
  villa: [
    ['Villa', 'f'],
    ['Villa d’architecte', 'f'],
    ['Villa contemporaine', 'f'],
  ],
};

const NOUN_NL: Record<Category, [string, 'de' | 'het'][]> = {
  studentRooms: [
    ['kot', 'het'],
    ['studentenstudio', 'de'],
  ],
  sharedApartments: [
    ['kamer in cohousing', 'de'],
    ['kamer in een gedeeld appartement', 'de'],
  ],
  holidayRooms: [
    ['vakantieappartement', 'het'],
    ['vakantiestudio', 'de'],
  ],
  apartments: [
    ['appartement', 'het'],
    ['hoekappartement', 'het'],
    ['penthouse', 'het'],
    ['duplexappartement', 'het'],
  ],
  bungalow: [
    ['bungalow', 'de'],
    ['gelijkvloerse woning', 'de'],
  ],
  houses: [
    ['gezinswoning', 'de'],
    ['halfopen bebouwing', 'de'],
    ['open bebouwing', 'de'],
    ['rijwoning', 'de'],
  ],
  loft: [
    ['loft', 'de'],
    ['industriële loft', 'de'],
  ],
  office: [
    ['kantoorverdieping', 'de'],
    ['kantoorruimte', 'de'],
  ],
  townhome: [
    ['herenwoning', 'de'],
    ['stadswoning', 'de'],
    ['bel-étagewoning', 'de'],
  ],
  villa: [
    ['villa', 'de'],
    ['architectenvilla', 'de'],
    ['hedendaagse villa', 'de'],
  ],
};

/** [masculine, feminine] in French; [after 'het' indefinite, inflected] in Dutch. */
const ADJ_FR: [string, string][] = [
  ['lumineux', 'lumineuse'],
  ['spacieux', 'spacieuse'],
  ['rénové', 'rénovée'],
  ['charmant', 'charmante'],
  ['moderne', 'moderne'],
  ['calme', 'calme'],
  ['élégant', 'élégante'],
];
const ADJ_NL: [string, string][] = [
  ['Lichtrijk', 'Lichtrijke'],
  ['Ruim', 'Ruime'],
  ['Gerenoveerd', 'Gerenoveerde'],
  ['Charmant', 'Charmante'],
  ['Modern', 'Moderne'],
  ['Rustig gelegen', 'Rustig gelegen'],
  ['Stijlvol', 'Stijlvolle'],
];

const EXTRA: Record<string, Record<Lang, string>> = {
  garden: { fr: 'jardin', nl: 'tuin' },
  terrace: { fr: 'terrasse', nl: 'terras' },
  balcony: { fr: 'balcon', nl: 'balkon' },
  swimmingPool: { fr: 'piscine', nl: 'zwembad' },
  garage: { fr: 'garage', nl: 'garage' },
  parking: { fr: 'parking', nl: 'parkeerplaats' },
  fireplace: { fr: 'feu ouvert', nl: 'open haard' },
};

const ROOMS = ['studentRooms', 'sharedApartments', 'office', 'holidayRooms'];
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const AREA: Record<string, Record<Lang, string>> = {
  capital: {
    fr: 'Métro, tram, commerces et musées sont accessibles à pied en quelques minutes.',
    nl: 'Metro, tram, winkels en musea liggen op enkele minuten wandelen.',
  },
  city: {
    fr: 'Commerces, écoles et marché hebdomadaire sont à distance de marche, et la gare est à moins de dix minutes à vélo.',
    nl: 'Winkels, scholen en de wekelijkse markt liggen op wandelafstand, het station op minder dan tien minuten fietsen.',
  },
  university: {
    fr: 'Les auditoires, les bibliothèques et les restaurants universitaires sont accessibles à vélo.',
    nl: 'Faculteiten, bibliotheken en studentenrestaurants liggen op fietsafstand.',
  },
  coast: {
    fr: 'La plage et la digue sont à deux minutes à pied, et le tram de la côte s’arrête tout près.',
    nl: 'Het strand en de zeedijk liggen op twee minuten wandelen, de kusttram stopt vlakbij.',
  },
  ardennes: {
    fr: 'Entouré de forêts et de sentiers de promenade, à quelques minutes du centre du village.',
    nl: 'Omringd door bossen en wandelpaden, op enkele minuten van de dorpskern.',
  },
  leafy: {
    fr: 'Quartier résidentiel verdoyant, proche des écoles internationales et de la forêt.',
    nl: 'Groene, residentiële wijk, dicht bij internationale scholen en het bos.',
  },
  suburb: {
    fr: 'Accès rapide au ring et au train vers Bruxelles, dans un quartier calme avec parcs et clubs sportifs.',
    nl: 'Vlotte verbinding met de ring en de trein naar Brussel, in een rustige buurt met parken en sportclubs.',
  },
  town: {
    fr: 'Dans une rue calme du centre, près des écoles, de la place du marché et de la gare.',
    nl: 'In een rustige straat in het centrum, dicht bij scholen, de markt en het station.',
  },
};

const FEATURE: Record<string, Record<Lang, string>> = {
  garden: { fr: 'Le jardin bien entretenu profite d’un bel ensoleillement.', nl: 'De goed onderhouden tuin geniet van veel zon.' },
  terrace: {
    fr: 'Une terrasse ensoleillée prolonge le séjour vers l’extérieur.',
    nl: 'Een zonnig terras verlengt de leefruimte naar buiten.',
  },
  balcony: {
    fr: 'Le balcon accueille facilement une table et deux chaises.',
    nl: 'Het balkon biedt plaats aan een tafel en twee stoelen.',
  },
  garage: {
    fr: 'Un garage offre un stationnement sûr et du rangement supplémentaire.',
    nl: 'Een garage biedt een veilige parkeerplaats en extra bergruimte.',
  },
  parking: { fr: 'Un emplacement de parking privé est compris.', nl: 'Een private parkeerplaats is inbegrepen.' },
  elevator: { fr: 'L’immeuble dispose d’un ascenseur.', nl: 'Het gebouw heeft een lift.' },
  cellar: { fr: 'Une cave privative offre un rangement supplémentaire.', nl: 'Een private kelder biedt extra bergruimte.' },
  solarPanels: {
    fr: 'Des panneaux solaires allègent la facture d’énergie.',
    nl: 'Zonnepanelen houden de energiefactuur laag.',
  },
  heatPump: {
    fr: 'Le chauffage et l’eau chaude sont assurés par une pompe à chaleur performante.',
    nl: 'Verwarming en warm water komen van een zuinige warmtepomp.',
  },
  airConditioning: { fr: 'La climatisation assure le confort en été.', nl: 'Airco zorgt voor comfort in de zomer.' },
  fireplace: { fr: 'Un feu ouvert réchauffe le séjour.', nl: 'Een open haard maakt de leefruimte gezellig.' },
  swimmingPool: {
    fr: 'La piscine chauffée est le point fort du jardin.',
    nl: 'Het verwarmde zwembad is de blikvanger van de tuin.',
  },
  wheelchairAccess: {
    fr: 'Le bien est accessible aux personnes en chaise roulante.',
    nl: 'Het pand is toegankelijk voor rolstoelgebruikers.',
  },
};

type Vars = { area: number; city: string; year: number; bedrooms: string; bathrooms: string; sleeps: number; n: number };

const INTRO: Record<Category, Record<Lang, (v: Vars) => string>> = {
  studentRooms: {
    fr: (v) => `Kot de ${v.area} m² à ${v.city}, dans une résidence étudiante bien entretenue.`,
    nl: (v) => `Kot van ${v.area} m² in ${v.city}, in een goed onderhouden studentenresidentie.`,
  },
  sharedApartments: {
    fr: (v) => `Chambre privée dans une colocation conviviale de ${Math.max(2, v.n)} chambres à ${v.city}.`,
    nl: (v) => `Private kamer in een gezellige cohousing met ${Math.max(2, v.n)} kamers in ${v.city}.`,
  },
  holidayRooms: {
    fr: (v) => `Logement de vacances de ${v.area} m² à ${v.city}, pour ${v.sleeps} personnes maximum.`,
    nl: (v) => `Vakantiewoning van ${v.area} m² in ${v.city}, voor maximaal ${v.sleeps} personen.`,
  },
  apartments: {
    fr: (v) => `Cet appartement de ${v.area} m² à ${v.city} compte ${v.bedrooms} et ${v.bathrooms}.`,
    nl: (v) => `Dit appartement van ${v.area} m² in ${v.city} telt ${v.bedrooms} en ${v.bathrooms}.`,
  },
  bungalow: {
    fr: (v) => `Bungalow de plain-pied de ${v.area} m² à ${v.city}, idéal pour vivre sur un seul niveau.`,
    nl: (v) => `Gelijkvloerse bungalow van ${v.area} m² in ${v.city}, ideaal om op één niveau te wonen.`,
  },
  houses: {
    fr: (v) => `Cette maison de ${v.area} m² à ${v.city}, construite en ${v.year}, offre ${v.bedrooms} et ${v.bathrooms}.`,
    nl: (v) => `Deze woning van ${v.area} m² in ${v.city}, gebouwd in ${v.year}, biedt ${v.bedrooms} en ${v.bathrooms}.`,
  },
  loft: {
    fr: (v) => `Loft de ${v.area} m² aménagé dans un ancien bâtiment industriel de ${v.year}, avec de grandes baies vitrées.`,
    nl: (v) => `Loft van ${v.area} m² in een voormalig industrieel gebouw uit ${v.year}, met grote raampartijen.`,
  },
  office: {
    fr: (v) => `${v.area} m² de bureaux prêts à l’emploi à ${v.city}, avec salles de réunion et espace d’accueil.`,
    nl: (v) => `${v.area} m² instapklare kantoorruimte in ${v.city}, met vergaderzalen en onthaalruimte.`,
  },
  townhome: {
    fr: (v) => `Maison de ville de ${v.year} à ${v.city}, soigneusement rénovée, avec hauts plafonds et éléments d’époque.`,
    nl: (v) => `Stadswoning uit ${v.year} in ${v.city}, zorgvuldig gerenoveerd, met hoge plafonds en authentieke details.`,
  },
  villa: {
    fr: (v) => `Villa de ${v.area} m² construite en ${v.year} sur un terrain arboré, dans un quartier résidentiel recherché de ${v.city}.`,
    nl: (v) => `Villa van ${v.area} m² uit ${v.year} op een aangelegd perceel, in een gegeerde woonwijk van ${v.city}.`,
  },
};

function interior(category: Category, lang: Lang, v: Vars): string {
  if (category === 'office')
    return lang === 'fr'
      ? 'Espace ouvert, salles de réunion, kitchenette et sanitaires.'
      : 'Open werkruimte, vergaderzalen, kitchenette en sanitair.';
  if (category === 'studentRooms' || category === 'sharedApartments')
    return lang === 'fr'
      ? 'La cuisine, la buanderie et le local vélos sont partagés avec quelques autres étudiants.'
      : 'Keuken, wasruimte en fietsenstalling worden gedeeld met enkele medebewoners.';
  if (v.n === 0)
    return lang === 'fr'
      ? `Hall d’entrée, séjour lumineux avec coin nuit, cuisine équipée et ${v.bathrooms}.`
      : `Inkomhal, lichtrijke leefruimte met slaaphoek, ingerichte keuken en ${v.bathrooms}.`;
  return lang === 'fr'
    ? `Hall d’entrée, séjour lumineux, cuisine équipée, ${v.bedrooms} et ${v.bathrooms}.`
    : `Inkomhal, lichtrijke leefruimte, ingerichte keuken, ${v.bedrooms} en ${v.bathrooms}.`;
}

const AVAILABLE: Record<Lang, string[]> = {
  fr: ['immédiatement', 'à partir du 1er du mois prochain', 'de commun accord'],
  nl: ['onmiddellijk', 'vanaf de 1e van volgende maand', 'in onderling overleg'],
};

function closing(type: ListingType, lang: Lang, available: number, label: string): string {
  if (type === 'rent')
    return lang === 'fr'
      ? `Disponible ${AVAILABLE.fr[available]}. Garantie locative de deux mois sur compte bloqué${NB}; bail enregistré.`
      : `Beschikbaar ${AVAILABLE.nl[available]}. Huurwaarborg van twee maanden op een geblokkeerde rekening; geregistreerd huurcontract.`;
  if (type === 'sale')
    return lang === 'fr'
      ? `PEB ${label}. Renseignements urbanistiques et attestation du sol disponibles sur demande.`
      : `Energielabel ${label}. Stedenbouwkundige informatie en bodemattest op aanvraag.`;
  return lang === 'fr'
    ? 'Vente publique notariale en ligne sur Biddit. Le prix indiqué est la mise à prix.'
    : 'Online notariële verkoop via Biddit. De vermelde prijs is de instelprijs.';
}

/** What both versions say, chosen once so they are translations of each other. */
type Choices = { noun: number; adjective: number; extra: string | null; features: string[]; available: number };

function choose(rng: Rng, f: ListingFacts): Choices {
  const extras = f.amenities.filter((a) => EXTRA[a]);
  return {
    noun: rng.int(0, NOUN_FR[f.category].length - 1),
    adjective: rng.int(0, ADJ_FR.length - 1),
    extra: extras.length ? rng.pick(extras) : null,
    features: rng.sample(
      f.amenities.filter((a) => FEATURE[a]),
      2,
    ),
    available: rng.int(0, AVAILABLE.fr.length - 1),
  };
}

function compose(c: Choices, f: ListingFacts, lang: Lang): Text {
  const city = lang === 'fr' ? f.city.nameFr : f.city.nameNl;
  const extra = c.extra ? EXTRA[c.extra]![lang] : null;
  const withBedrooms = !ROOMS.includes(f.category) && f.bedrooms > 0;
  let title: string;
  if (lang === 'fr') {
    const [noun, gender] = NOUN_FR[f.category][c.noun]!;
    const adj = ADJ_FR[c.adjective]![gender === 'm' ? 0 : 1];
    const rooms = withBedrooms ? ` ${count(f.bedrooms, 'chambre', 'chambres')}` : '';
    title = `${noun} ${adj}${rooms}${extra ? ` avec ${extra}` : ''} à ${city}`;
  } else {
    const [noun, article] = NOUN_NL[f.category][c.noun]!;
    const adj = ADJ_NL[c.adjective]![article === 'het' ? 0 : 1];
    const parts = [withBedrooms ? count(f.bedrooms, 'slaapkamer', 'slaapkamers') : null, extra].filter(Boolean);
    title = `${adj} ${noun}${parts.length ? ` met ${parts.join(' en ')}` : ''} in ${city}`;
  }
  const vars: Vars = {
    area: f.areaM2,
    city,
    year: f.yearBuilt,
    n: f.bedrooms,
    sleeps: Math.max(2, f.bedrooms * 2),
    bedrooms:
      f.bedrooms === 0
        ? lang === 'fr'
          ? 'un séjour avec coin nuit'
          : 'een leefruimte met slaaphoek'
        : lang === 'fr'
          ? count(f.bedrooms, 'chambre', 'chambres')
          : count(f.bedrooms, 'slaapkamer', 'slaapkamers'),
    bathrooms:
      lang === 'fr'
        ? count(f.bathrooms, 'salle de bains', 'salles de bains')
        : count(f.bathrooms, 'badkamer', 'badkamers'),
  };
  const tag = f.city.tags.find((t) => AREA[t]) ?? 'town';
  const description = [
    `${INTRO[f.category][lang](vars)} ${AREA[tag]![lang]}`,
    [interior(f.category, lang, vars), ...c.features.map((a) => FEATURE[a]![lang])].join(' '),
    closing(f.type, lang, c.available, f.energyLabel),
  ].join('\n\n');
  return { title, description };
}

/**
 * A listing written first in its region's language (French in Wallonia and Brussels, Dutch in
 * Flanders), with a version in the other national language and the English text as a third.
 */
export function belgianVersions(rng: Rng, f: ListingFacts, english: Text) {
  const language: Lang = f.city.region === 'flanders' ? 'nl' : 'fr';
  const other: Lang = language === 'fr' ? 'nl' : 'fr';
  const choices = choose(rng, f);
  return {
    language,
    ...compose(choices, f, language),
    translations: { [other]: compose(choices, f, other), en: english },
  };
}
