import type { TPropertyDetail } from '@immora/shared/properties';
import { emptyEstimateForm, paramsFromForm } from './estimate-params.ts';
import type { EstimateForm } from './estimate-params.ts';
import { ESTIMATE_FORM_EPC_LABELS, isEstimateCategory } from './estimate-vocabulary.ts';

type Listing = Pick<
  TPropertyDetail,
  | 'type'
  | 'category'
  | 'address'
  | 'city'
  | 'latitude'
  | 'longitude'
  | 'area'
  | 'bedrooms'
  | 'bathrooms'
  | 'yearBuilt'
  | 'amenities'
  | 'facts'
>;

/** Whether a listing gets an estimate: a whole property for sale or for rent (not rooms, not auctions). */
export const isEstimable = (listing: Pick<TPropertyDetail, 'type' | 'category'>) =>
  (listing.type === 'sale' || listing.type === 'rent') && isEstimateCategory(listing.category);

/** The label of the listing's energy certificate, whichever region's it is. */
function epcLabelOf(facts: TPropertyDetail['facts']): string {
  const label = [facts.epcLabel, facts.pebClass, facts.pebLabel].find((v) => typeof v === 'string');
  return typeof label === 'string' && (ESTIMATE_FORM_EPC_LABELS as readonly string[]).includes(label) ? label : '';
}

/** A listing's facts as the estimate form holds them. */
export function formFromListing(listing: Listing): EstimateForm {
  return {
    ...emptyEstimateForm(),
    address: [listing.address, listing.city].filter(Boolean).join(', '),
    latitude: String(listing.latitude),
    longitude: String(listing.longitude),
    category: listing.category,
    transaction: listing.type,
    livingArea: String(listing.area),
    bedrooms: String(listing.bedrooms),
    bathrooms: String(listing.bathrooms),
    epcLabel: epcLabelOf(listing.facts),
    yearBuilt: listing.yearBuilt ? String(listing.yearBuilt) : '',
    garden: listing.amenities.some((a) => a === 'garden' || a === 'terrace'),
    parking: listing.amenities.some((a) => a === 'parking' || a === 'garage'),
  };
}

/** /estimate with a listing's facts filled in. */
export const estimatePathFor = (listing: Listing) => `/estimate?${paramsFromForm(formFromListing(listing))}`;
