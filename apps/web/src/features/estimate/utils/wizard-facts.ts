import type { TEstimateInput } from '@immora/shared/estimates';
import { emptyEstimateForm, inputFromForm } from './estimate-params.ts';
import { ESTIMATE_FORM_EPC_LABELS, isEstimateCategory } from './estimate-vocabulary.ts';

/** What the add-property wizard knows of a listing (its form's text values). */
export type WizardFacts = {
  category: string;
  type: string;
  latitude: string;
  longitude: string;
  area: string;
  bedrooms: string;
  bathrooms: string;
  yearBuilt: string;
  amenities: readonly string[];
  facts: Partial<Record<'epcLabel' | 'pebClass' | 'pebLabel', string>>;
};

/** The facts the range needs, in the order the wizard's hint names those still missing. */
export const NEEDED_FACTS = ['location', 'category', 'type', 'area', 'bedrooms'] as const;
export type NeededFact = (typeof NEEDED_FACTS)[number];

const filled = (text: string) => text.trim() !== '' && Number.isFinite(Number(text.trim()));

/** The facts still missing before the wizard can show the range of comparable listings. */
export function missingFacts(values: WizardFacts): NeededFact[] {
  const missing: NeededFact[] = [];
  if (!filled(values.latitude) || !filled(values.longitude)) missing.push('location');
  if (values.category === '') missing.push('category');
  if (values.type === '') missing.push('type');
  if (!filled(values.area)) missing.push('area');
  if (!filled(values.bedrooms)) missing.push('bedrooms');
  return missing;
}

/** Rooms and auctions get no range: the wizard says why instead. */
export function unsupported(values: WizardFacts): 'rooms' | 'auction' | null {
  if (values.category !== '' && !isEstimateCategory(values.category)) return 'rooms';
  if (values.type === 'auction') return 'auction';
  return null;
}

/** The estimate request of the wizard's facts, or null while they are incomplete or not estimable. */
export function inputFromWizard(values: WizardFacts): TEstimateInput | null {
  if (missingFacts(values).length > 0 || unsupported(values)) return null;
  const label = [values.facts.epcLabel, values.facts.pebClass, values.facts.pebLabel].find(
    (l) => l && (ESTIMATE_FORM_EPC_LABELS as readonly string[]).includes(l),
  );
  return inputFromForm({
    ...emptyEstimateForm(),
    latitude: values.latitude.trim(),
    longitude: values.longitude.trim(),
    category: values.category,
    transaction: values.type,
    livingArea: values.area.trim(),
    bedrooms: values.bedrooms.trim(),
    // Asked on the same step, but not needed for a first range.
    bathrooms: filled(values.bathrooms) ? values.bathrooms.trim() : '1',
    yearBuilt: filled(values.yearBuilt) ? values.yearBuilt.trim() : '',
    epcLabel: label ?? '',
    garden: values.amenities.some((a) => a === 'garden' || a === 'terrace'),
    parking: values.amenities.some((a) => a === 'parking' || a === 'garage'),
  });
}
