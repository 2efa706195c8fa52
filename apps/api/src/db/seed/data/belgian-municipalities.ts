import data from './belgian-municipalities.json' with { type: 'json' };

/**
 * Every Belgian municipality (565 since the mergers of 1 January 2025) with its postal codes, from
 * FPS BOSA's BeST Address open data under CC BY 4.0: source, licence and date are in the JSON file
 * itself (decision 082). Migration 0051 loads it into `cities` and `postal_codes`.
 */
export type BelgianMunicipality = {
  /** Statbel's municipality code (NIS/INS), five digits. */
  nis: string;
  region: 'flanders' | 'wallonia' | 'brussels';
  province: string;
  /** Dutch always; French and German where the source gives them; English only for an established exonym. */
  names: { nl: string; fr?: string; de?: string; en?: string };
  /** The municipality's centre: BeST Address's mean of its address points (Flanders, Brussels), GeoNames' place of that name (Wallonia, decision 082). */
  latitude: number;
  longitude: number;
  /** Each postal code with the places (sub-municipalities, former municipalities) it covers. */
  postalCodes: { code: string; places: string[] }[];
};

export const MUNICIPALITIES_SOURCE = {
  source: data.source,
  licence: data.licence,
  retrieved: data.retrieved,
} as const;

export const BELGIAN_MUNICIPALITIES = data.municipalities as BelgianMunicipality[];
