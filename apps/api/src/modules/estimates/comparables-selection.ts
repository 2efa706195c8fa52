import {
  AREA_TOLERANCE,
  BEDROOM_TOLERANCE,
  ESTIMATE_RADII_M,
  MAX_COMPARABLES,
  MIN_COMPARABLES,
  comparableGroup,
} from '@immora/shared/estimates';
import { distanceKm } from '../../lib/geocoder.ts';
import type { Candidate, Placed, Subject } from './estimate-types.ts';

/** What the selection reads of a listing (the position index holds all of it). */
export type Placeable = Pick<Candidate, 'id' | 'category' | 'livingArea' | 'bedrooms' | 'latitude' | 'longitude'>;

/**
 * Which listings are comparable to the property (decision 068): the same group of property types
 * (an apartment with apartments and lofts, a house with houses, townhomes, villas and bungalows),
 * a living area within ±30 % and bedrooms within ±1. The transaction is the query's.
 */
export function isComparable(subject: Subject, candidate: Placeable): boolean {
  const group = comparableGroup(subject.category);
  if (group === null || comparableGroup(candidate.category) !== group) return false;
  if (Math.abs(candidate.livingArea - subject.livingArea) > AREA_TOLERANCE * subject.livingArea) return false;
  return Math.abs(candidate.bedrooms - subject.bedrooms) <= BEDROOM_TOLERANCE;
}

/**
 * The widening: the first radius (1, 2, 5, 10, then 25 km) within which at least `min` of the
 * distances lie, or null when not even the last one holds that many.
 */
export function chooseRadius(distancesM: readonly number[], min = MIN_COMPARABLES, radii = ESTIMATE_RADII_M) {
  for (const radius of radii) if (distancesM.filter((d) => d <= radius).length >= min) return radius;
  return null;
}

export type Selection<T> = {
  /** The radius used: the one that held enough, or the last one tried when none did. */
  radiusM: number;
  /** The comparables within it, nearest first, at most MAX_COMPARABLES (all found when too few). */
  comparables: Placed<T>[];
  enough: boolean;
};

/** The comparable candidates at their distance (metres, rounded), nearest first (ties by id). */
function placedComparables<T extends Placeable>(subject: Subject, candidates: readonly T[]): Placed<T>[] {
  return candidates
    .filter((c) => isComparable(subject, c))
    .map((c) => ({
      ...c,
      distanceM: Math.round(distanceKm(subject.latitude, subject.longitude, c.latitude, c.longitude) * 1000),
    }))
    .sort((a, b) => a.distanceM - b.distanceM || a.id.localeCompare(b.id));
}

/** The comparables of the property among the candidates, nearest first, within the widened radius. */
export function selectComparables<T extends Placeable>(subject: Subject, candidates: readonly T[]): Selection<T> {
  const placed = placedComparables(subject, candidates);
  const radius = chooseRadius(placed.map((c) => c.distanceM));
  const last = ESTIMATE_RADII_M[ESTIMATE_RADII_M.length - 1]!;
  const within = placed.filter((c) => c.distanceM <= (radius ?? last));
  return { radiusM: radius ?? last, comparables: within.slice(0, MAX_COMPARABLES), enough: radius !== null };
}

/**
 * Whether `known` already decides the selection when listings farther than `certainM` metres may
 * be missing from it (a read complete up to there): the widening stops at a radius within
 * `certainM`, or the nearest MAX_COMPARABLES are all within it, or it covers the widest radius.
 * Then `selectComparables` over `known` is the selection over every listing.
 */
export function selectionSettled(subject: Subject, known: readonly Placeable[], certainM: number): boolean {
  if (certainM >= ESTIMATE_RADII_M[ESTIMATE_RADII_M.length - 1]!) return true;
  const certain = placedComparables(subject, known)
    .map((c) => c.distanceM)
    .filter((d) => d <= certainM);
  if (certain.length >= MAX_COMPARABLES) return true;
  const radius = chooseRadius(certain);
  return radius !== null && radius <= certainM;
}
