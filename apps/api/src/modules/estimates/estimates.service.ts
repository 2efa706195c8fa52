import { ERROR_CODES } from '@immora/shared/api';
import {
  ESTIMATE_MESSAGES,
  ESTIMATE_METHOD_VERSION,
  ESTIMATE_REASON_MESSAGES,
  comparableGroup,
  type EstimateInput,
  type EstimateReason,
  type TEstimate,
} from '@immora/shared/estimates';
import { regionOfPostalCode } from '@immora/shared/listing-form';
import type { Category } from '@immora/shared/listing';
import { AppError } from '../../lib/errors.ts';
import { GeocoderUnavailable, type Geocoder } from '../../lib/geocoder.ts';
import type { FastifyBaseLogger } from 'fastify';
import { ZERO_COEFFICIENTS, localityOf, type Coefficients } from './estimate-adjustments.ts';
import { estimateFrom } from './estimate-method.ts';
import type { Candidate, Subject } from './estimate-types.ts';
import type { AdjustmentCell, EstimatesRepository } from './estimates.repository.ts';

export type EstimateDeps = { repo: EstimatesRepository; geocoder: Geocoder; log: FastifyBaseLogger };

/**
 * The adjustments for these comparables (the repository returns only the ones the estimate uses):
 * those of the region most of them are in (by postal code), else all of Belgium's, else none
 * (before the sweep's first run).
 */
export function coefficientsFor(cells: AdjustmentCell[], candidates: readonly Candidate[]) {
  const counts = new Map<string, number>();
  for (const c of candidates) {
    const region = c.postalCode ? regionOfPostalCode(c.postalCode) : null;
    if (region) counts.set(region, (counts.get(region) ?? 0) + 1);
  }
  const region = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const fitted = (name: string | undefined) => cells.find((c) => c.region === name && c.coefficients);
  const cell = fitted(region) ?? fitted('belgium');
  return cell
    ? { coefficients: { ...ZERO_COEFFICIENTS, ...cell.coefficients } as Coefficients, fittedAt: cell.fittedAt }
    : { coefficients: ZERO_COEFFICIENTS, fittedAt: null };
}

/**
 * Where the property is: the given pin (its postal area from the geocoder's reverse look-up, when
 * it answers), else the geocoder's best match for the address (4xx when none).
 */
async function locate(deps: EstimateDeps, input: EstimateInput) {
  try {
    if (input.latitude !== undefined && input.longitude !== undefined) {
      const at = await deps.geocoder.reverse(input.latitude, input.longitude).catch((err: unknown) => {
        deps.log.warn({ err }, 'reverse geocoding failed: no locality adjustment');
        return null;
      });
      return {
        latitude: input.latitude,
        longitude: input.longitude,
        label: null,
        locality: localityOf(at?.postalCode, at?.city),
      };
    }
    const [found] = await deps.geocoder.search(input.address!);
    if (!found)
      throw AppError.badRequest(ESTIMATE_MESSAGES.addressNotFound, { address: ESTIMATE_MESSAGES.addressNotFound });
    return {
      latitude: found.latitude,
      longitude: found.longitude,
      label: found.label,
      locality: localityOf(found.postalCode, found.city),
    };
  } catch (err) {
    if (!(err instanceof GeocoderUnavailable)) throw err;
    deps.log.warn({ err }, 'geocoder failed');
    throw new AppError(502, ERROR_CODES.unavailable, ESTIMATE_MESSAGES.addressNotFound);
  }
}

/** The estimate of a property (decision 068); `excludeId`: a listing estimated from the others. */
export async function estimateProperty(
  deps: EstimateDeps,
  input: EstimateInput,
  opts: { excludeId?: string; now?: Date; locality?: string | null } = {},
): Promise<TEstimate> {
  const now = opts.now ?? new Date();
  const place = await locate(deps, input);
  const subject: Subject = {
    ...input,
    latitude: place.latitude,
    longitude: place.longitude,
    locality: opts.locality !== undefined ? opts.locality : place.locality,
  };
  const group = comparableGroup(input.category)!;
  const [candidates, cells] = await Promise.all([
    deps.repo.candidatesNear(subject, opts.excludeId ?? null),
    deps.repo.adjustments(input.transaction, group),
  ]);
  const { coefficients, fittedAt } = coefficientsFor(cells, candidates);
  const result = estimateFrom(subject, candidates, coefficients, now);
  return {
    transaction: input.transaction,
    category: input.category,
    latitude: place.latitude,
    longitude: place.longitude,
    addressLabel: place.label,
    livingArea: input.livingArea,
    ...result,
    message: result.reason ? ESTIMATE_REASON_MESSAGES[result.reason] : null,
    dataDate: now.toISOString(),
    adjustmentsDate: fittedAt?.toISOString() ?? null,
    methodVersion: ESTIMATE_METHOD_VERSION,
  };
}

/** No figure for a listing the method does not cover, and why. */
function refused(
  listing: { type: string; category: Category; livingArea: number; latitude: number; longitude: number },
  reason: EstimateReason,
  now: Date,
): TEstimate {
  return {
    transaction: listing.type === 'rent' ? 'rent' : 'sale',
    category: listing.category,
    latitude: listing.latitude,
    longitude: listing.longitude,
    addressLabel: null,
    livingArea: listing.livingArea,
    estimate: null,
    pricePerM2: null,
    range: null,
    confidence: null,
    reason,
    message: ESTIMATE_REASON_MESSAGES[reason],
    comparables: [],
    radiusM: 0,
    dataDate: now.toISOString(),
    adjustmentsDate: null,
    methodVersion: ESTIMATE_METHOD_VERSION,
  };
}

/**
 * The estimate of a public listing from the other listings (its own price left out): what the
 * listing page shows beside the asking price. An auction, a room or a listing without living area
 * gets no figure and the reason (200: the page just says so). 404 when the listing is not public.
 */
export async function estimateListing(deps: EstimateDeps, id: string, now = new Date()): Promise<TEstimate> {
  const listing = await deps.repo.publicListing(id);
  if (!listing) throw AppError.notFound(ESTIMATE_MESSAGES.notFound);
  if (listing.type === 'auction') return refused(listing, 'auction', now);
  if (comparableGroup(listing.category) === null) return refused(listing, 'unsupportedCategory', now);
  if (listing.livingArea < 10) return refused(listing, 'noLivingArea', now);
  return estimateProperty(
    deps,
    {
      latitude: listing.latitude,
      longitude: listing.longitude,
      category: listing.category,
      transaction: listing.type,
      livingArea: listing.livingArea,
      bedrooms: listing.bedrooms,
      bathrooms: 0,
      epcLabel: (listing.epcLabel ?? undefined) as EstimateInput['epcLabel'],
      yearBuilt: listing.yearBuilt ?? undefined,
      garden: listing.garden,
      parking: listing.parking,
    },
    { excludeId: id, now, locality: localityOf(listing.postalCode, listing.city) },
  );
}
