import type { Category } from '@immora/shared/listing';
import type { EstimateInput, EstimateTransaction } from '@immora/shared/estimates';

/** A listing that may serve as a comparable, as the repository reads it (prices in whole euros). */
export type Candidate = {
  id: string;
  publicCode: string;
  title: string;
  /** published (on the market), active (under offer) or processing (agreed, recently). */
  status: 'published' | 'active' | 'processing';
  category: Category;
  city: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  /** The last asking price in euros (a month's rent for rent). */
  price: number;
  livingArea: number;
  bedrooms: number;
  /** The facts the adjustments use. */
  epcLabel: string | null;
  yearBuilt: number | null;
  garden: boolean;
  parking: boolean;
  /** When it was published (agreed ones: when they were agreed), for the recency weight. */
  listedAt: Date | null;
};

/** The property being estimated: the input's facts at a known point. */
export type Subject = Pick<
  EstimateInput,
  'category' | 'livingArea' | 'bedrooms' | 'epcLabel' | 'yearBuilt' | 'garden' | 'parking'
> & {
  transaction: EstimateTransaction;
  latitude: number;
  longitude: number;
  /** Its postal area (postal code, else city in lower case), when known: the locality adjustment's. */
  locality?: string | null;
};

/** A candidate at its distance from the subject, in metres. */
export type Placed<T = Candidate> = T & { distanceM: number };
