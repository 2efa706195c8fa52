import type { TEstimateInput } from '@immora/shared/estimates';
import { ESTIMATE_FORM_EPC_LABELS, ESTIMATE_FORM_TRANSACTIONS, isEstimateCategory } from './estimate-vocabulary.ts';

/** What the estimate form holds: text as typed, so a half-typed number is never lost. */
export type EstimateForm = {
  address: string;
  /** The geocoded point of the address ('' until it is found). */
  latitude: string;
  longitude: string;
  category: string;
  transaction: string;
  livingArea: string;
  bedrooms: string;
  bathrooms: string;
  epcLabel: string;
  yearBuilt: string;
  garden: boolean;
  parking: boolean;
};

type TextKey = Exclude<keyof EstimateForm, 'garden' | 'parking'>;

/** The address's parameter of each field: `/estimate?address=…&lat=…&category=…` is a shareable estimate. */
const PARAMS: Record<TextKey, string> = {
  address: 'address',
  latitude: 'lat',
  longitude: 'lng',
  category: 'category',
  transaction: 'transaction',
  livingArea: 'area',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  epcLabel: 'epc',
  yearBuilt: 'year',
};

export function emptyEstimateForm(): EstimateForm {
  return {
    address: '',
    latitude: '',
    longitude: '',
    category: '',
    transaction: 'sale',
    livingArea: '',
    bedrooms: '',
    bathrooms: '1',
    epcLabel: '',
    yearBuilt: '',
    garden: false,
    parking: false,
  };
}

export function formFromParams(params: URLSearchParams): EstimateForm {
  const form = emptyEstimateForm();
  for (const [key, param] of Object.entries(PARAMS) as [TextKey, string][]) {
    const value = params.get(param);
    if (value !== null) form[key] = value;
  }
  form.garden = params.get('garden') === '1';
  form.parking = params.get('parking') === '1';
  return form;
}

export function paramsFromForm(form: EstimateForm): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, param] of Object.entries(PARAMS) as [TextKey, string][]) {
    const value = form[key].trim();
    if (value !== '') params.set(param, value);
  }
  if (form.garden) params.set('garden', '1');
  if (form.parking) params.set('parking', '1');
  return params;
}

/** The form's problems, as translation keys of the `estimate` namespace (the API's `errors.*`). */
export type EstimateFormErrors = Partial<Record<keyof EstimateForm, string>>;

const wholeIn = (text: string, min: number, max: number) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};
const coordinate = (text: string) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) ? n : null;
};

export function estimateFormErrors(form: EstimateForm, now = new Date()): EstimateFormErrors {
  const errors: EstimateFormErrors = {};
  if (form.address.trim().length < 3 && (coordinate(form.latitude) === null || coordinate(form.longitude) === null))
    errors.address = 'errors.location';
  if (form.category === '') errors.category = 'errors.category';
  else if (!isEstimateCategory(form.category)) errors.category = 'errors.rooms';
  if (form.transaction === 'auction') errors.transaction = 'errors.auction';
  else if (!(ESTIMATE_FORM_TRANSACTIONS as readonly string[]).includes(form.transaction))
    errors.transaction = 'errors.transaction';
  if (wholeIn(form.livingArea, 10, 10_000) === null) errors.livingArea = 'errors.livingArea';
  if (wholeIn(form.bedrooms, 0, 50) === null) errors.bedrooms = 'errors.bedrooms';
  if (wholeIn(form.bathrooms, 0, 20) === null) errors.bathrooms = 'errors.bathrooms';
  if (form.epcLabel !== '' && !(ESTIMATE_FORM_EPC_LABELS as readonly string[]).includes(form.epcLabel))
    errors.epcLabel = 'errors.epcLabel';
  if (form.yearBuilt.trim() !== '' && wholeIn(form.yearBuilt, 1500, now.getUTCFullYear() + 1) === null)
    errors.yearBuilt = 'errors.yearBuilt';
  return errors;
}

/**
 * The API's request for a complete, valid form; null otherwise. With the geocoded point the
 * address is not sent again (the API would geocode it a second time).
 */
export function inputFromForm(form: EstimateForm): TEstimateInput | null {
  if (Object.keys(estimateFormErrors(form)).length > 0) return null;
  const latitude = coordinate(form.latitude);
  const longitude = coordinate(form.longitude);
  const located = latitude !== null && longitude !== null;
  return {
    ...(located ? { latitude, longitude } : { address: form.address.trim() }),
    category: form.category as TEstimateInput['category'],
    transaction: form.transaction as TEstimateInput['transaction'],
    livingArea: Number(form.livingArea),
    bedrooms: Number(form.bedrooms),
    bathrooms: Number(form.bathrooms),
    ...(form.epcLabel ? { epcLabel: form.epcLabel as NonNullable<TEstimateInput['epcLabel']> } : {}),
    ...(form.yearBuilt.trim() ? { yearBuilt: Number(form.yearBuilt) } : {}),
    garden: form.garden,
    parking: form.parking,
  };
}
