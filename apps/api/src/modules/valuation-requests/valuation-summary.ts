import type { EstimateInput } from '@immora/shared/estimates';
import type { TLanguage } from '@immora/shared/languages';
import type { Category } from '@immora/shared/listing';
import type { TValuationEstimate } from '@immora/shared/valuation-requests';
import { formatEuro } from '../../lib/mail-format.ts';

type Texts = {
  categories: Record<Category, string>;
  sale: string;
  rent: string;
  perMonth: string;
  property: string;
  place: string;
  area: string;
  bedrooms: string;
  bathrooms: string;
  epc: string;
  yearBuilt: string;
  garden: string;
  parking: string;
  yes: string;
  no: string;
  unknown: string;
  estimate: (date: string) => string;
  noFigure: string;
  range: string;
  confidence: Record<'high' | 'medium' | 'low', string>;
  comparables: string;
};

const TEXTS: Record<TLanguage, Texts> = {
  en: {
    categories: {
      apartments: 'Apartment',
      houses: 'House',
      villa: 'Villa',
      loft: 'Loft',
      office: 'Office',
      bungalow: 'Bungalow',
      townhome: 'Townhouse',
      studentRooms: 'Student room',
      sharedApartments: 'Shared apartment',
      holidayRooms: 'Holiday room',
    },
    sale: 'for sale',
    rent: 'for rent',
    perMonth: 'a month',
    property: 'Property',
    place: 'Address',
    area: 'Living area',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    epc: 'EPC label',
    yearBuilt: 'Year built',
    garden: 'Garden or terrace',
    parking: 'Parking',
    yes: 'yes',
    no: 'no',
    unknown: 'not given',
    estimate: (date) => `Immora estimate shown to the visitor (data of ${date})`,
    noFigure: 'no figure (too few comparable listings)',
    range: 'Range',
    confidence: { high: 'high confidence', medium: 'medium confidence', low: 'low confidence' },
    comparables: 'Comparable listings',
  },
  nl: {
    categories: {
      apartments: 'Appartement',
      houses: 'Huis',
      villa: 'Villa',
      loft: 'Loft',
      office: 'Kantoor',
      bungalow: 'Bungalow',
      townhome: 'Rijwoning',
      studentRooms: 'Studentenkamer',
      sharedApartments: 'Gedeeld appartement',
      holidayRooms: 'Vakantiekamer',
    },
    sale: 'te koop',
    rent: 'te huur',
    perMonth: 'per maand',
    property: 'Eigendom',
    place: 'Adres',
    area: 'Bewoonbare oppervlakte',
    bedrooms: 'Slaapkamers',
    bathrooms: 'Badkamers',
    epc: 'EPC-label',
    yearBuilt: 'Bouwjaar',
    garden: 'Tuin of terras',
    parking: 'Parkeerplaats',
    yes: 'ja',
    no: 'nee',
    unknown: 'niet opgegeven',
    estimate: (date) => `Immora-schatting die de bezoeker zag (gegevens van ${date})`,
    noFigure: 'geen bedrag (te weinig vergelijkbare zoekertjes)',
    range: 'Vork',
    confidence: { high: 'hoge betrouwbaarheid', medium: 'gemiddelde betrouwbaarheid', low: 'lage betrouwbaarheid' },
    comparables: 'Vergelijkbare zoekertjes',
  },
  fr: {
    categories: {
      apartments: 'Appartement',
      houses: 'Maison',
      villa: 'Villa',
      loft: 'Loft',
      office: 'Bureau',
      bungalow: 'Bungalow',
      townhome: 'Maison mitoyenne',
      studentRooms: 'Kot étudiant',
      sharedApartments: 'Colocation',
      holidayRooms: 'Chambre de vacances',
    },
    sale: 'à vendre',
    rent: 'à louer',
    perMonth: 'par mois',
    property: 'Bien',
    place: 'Adresse',
    area: 'Surface habitable',
    bedrooms: 'Chambres',
    bathrooms: 'Salles de bains',
    epc: 'Label PEB',
    yearBuilt: 'Année de construction',
    garden: 'Jardin ou terrasse',
    parking: 'Parking',
    yes: 'oui',
    no: 'non',
    unknown: 'non précisé',
    estimate: (date) => `Estimation Immora vue par le visiteur (données du ${date})`,
    noFigure: 'pas de montant (trop peu de biens comparables)',
    range: 'Fourchette',
    confidence: { high: 'fiabilité élevée', medium: 'fiabilité moyenne', low: 'fiabilité faible' },
    comparables: 'Biens comparables',
  },
  el: {
    categories: {
      apartments: 'Διαμέρισμα',
      houses: 'Σπίτι',
      villa: 'Βίλα',
      loft: 'Λοφτ',
      office: 'Γραφείο',
      bungalow: 'Μπανγκαλόου',
      townhome: 'Μεζονέτα',
      studentRooms: 'Φοιτητικό δωμάτιο',
      sharedApartments: 'Κοινόχρηστο διαμέρισμα',
      holidayRooms: 'Δωμάτιο διακοπών',
    },
    sale: 'προς πώληση',
    rent: 'προς ενοικίαση',
    perMonth: 'τον μήνα',
    property: 'Ακίνητο',
    place: 'Διεύθυνση',
    area: 'Εμβαδόν κατοικίας',
    bedrooms: 'Υπνοδωμάτια',
    bathrooms: 'Μπάνια',
    epc: 'Ενεργειακή κλάση (EPC)',
    yearBuilt: 'Έτος κατασκευής',
    garden: 'Κήπος ή βεράντα',
    parking: 'Στάθμευση',
    yes: 'ναι',
    no: 'όχι',
    unknown: 'δεν δόθηκε',
    estimate: (date) => `Εκτίμηση Immora που είδε ο επισκέπτης (δεδομένα της ${date})`,
    noFigure: 'χωρίς ποσό (πολύ λίγες συγκρίσιμες αγγελίες)',
    range: 'Εύρος',
    confidence: { high: 'υψηλή αξιοπιστία', medium: 'μέτρια αξιοπιστία', low: 'χαμηλή αξιοπιστία' },
    comparables: 'Συγκρίσιμες αγγελίες',
  },
};

const day = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : iso);

/**
 * The facts and the estimate of a valuation request in plain lines, in the reader's language: the
 * CRM lead's notes and the professional's e-mail (decision 070).
 */
export function valuationSummary(opts: {
  language: TLanguage;
  facts: EstimateInput;
  estimate: TValuationEstimate | null;
  municipality: string;
}): string {
  const t = TEXTS[opts.language];
  const { facts, estimate } = opts;
  const euros = (n: number) =>
    `${formatEuro(n * 100, opts.language)}${facts.transaction === 'rent' ? ` ${t.perMonth}` : ''}`;
  const yesNo = (b: boolean) => (b ? t.yes : t.no);
  const address = facts.address ?? estimate?.addressLabel ?? opts.municipality;
  const lines = [
    `${t.property}: ${t.categories[facts.category]}, ${facts.transaction === 'rent' ? t.rent : t.sale}`,
    `${t.place}: ${address} (${opts.municipality})`,
    `${t.area}: ${facts.livingArea} m²`,
    `${t.bedrooms}: ${facts.bedrooms} · ${t.bathrooms}: ${facts.bathrooms}`,
    `${t.epc}: ${facts.epcLabel ?? t.unknown} · ${t.yearBuilt}: ${facts.yearBuilt ?? t.unknown}`,
    `${t.garden}: ${yesNo(facts.garden)} · ${t.parking}: ${yesNo(facts.parking)}`,
  ];
  if (estimate) {
    const figure =
      estimate.estimate === null
        ? t.noFigure
        : `${euros(estimate.estimate)}${estimate.confidence ? ` (${t.confidence[estimate.confidence]})` : ''}`;
    lines.push('', `${t.estimate(day(estimate.dataDate))}: ${figure}`);
    if (estimate.range) lines.push(`${t.range}: ${euros(estimate.range.low)} – ${euros(estimate.range.high)}`);
    lines.push(`${t.comparables}: ${estimate.comparables}`);
  }
  return lines.join('\n');
}
