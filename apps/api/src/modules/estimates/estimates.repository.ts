import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  AREA_TOLERANCE,
  BEDROOM_TOLERANCE,
  COMPARABLE_GROUPS,
  ESTIMATE_RADII_M,
  comparableGroup,
  type ComparableGroup,
  type EstimateTransaction,
} from '@immora/shared/estimates';
import type { Category } from '@immora/shared/listing';
import type { Db } from '../../db/client.ts';
import { estimateAdjustments, type AdjustmentRegion } from '../../db/schema/estimates.ts';
import type { RegressionRow } from './adjustment-regression.ts';
import { localityOf, type Coefficients } from './estimate-adjustments.ts';
import { selectComparables, selectionSettled, type Placeable } from './comparables-selection.ts';
import type { Candidate, Subject } from './estimate-types.ts';

/** An agreed listing counts as a comparable this long after it was agreed (its last change). */
export const AGREED_WITHIN_DAYS = 365;
/**
 * How many of the nearest matching public listings each step reads (null: every match within the
 * widest radius's box). The first step settles the comparables almost always; the others exist for
 * listings arranged so that it does not (decision 068, amendment 'Reading them, by rings').
 */
export const READ_STEPS = [100, 1_000, 10_000, null] as const;
/** How many of the nearest agreed matches are read. */
export const NEAREST_AGREED = 200;
/**
 * How long a node reuses the adjustments it read (a cell is refitted every 20 hours): an estimate
 * needs no statement for them. The node's own sweep forgets them when it writes a fit.
 */
export const ADJUSTMENTS_REUSE_MS = 60_000;
const METRES_PER_DEGREE = (6_371_000 * Math.PI) / 180;
const RAD = Math.PI / 180;

async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return ('rows' in result ? result.rows : result) as T[];
}

type RawCandidate = {
  id: string;
  public_code: string;
  title: string;
  status: Candidate['status'];
  category: Category;
  city: string;
  postal_code: string | null;
  latitude: number;
  longitude: number;
  price_cents: number;
  area_m2: number;
  bedrooms: number;
  year_built: number | null;
  epc: string | null;
  garden: boolean;
  parking: boolean;
  listed_at: string | Date | null;
};

/** A match as the position index holds it (`deg`: its distance in degrees, which the index orders by). */
type RawPlaceable = {
  id: string;
  category: Category;
  area_m2: number;
  bedrooms: number;
  latitude: number;
  longitude: number;
  deg: number;
  agreed: boolean;
};

const toPlaceable = (r: RawPlaceable): Placeable => ({
  id: r.id,
  category: r.category,
  livingArea: Number(r.area_m2),
  bedrooms: Number(r.bedrooms),
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
});

/** The columns a candidate needs; the EPC/PEB label is whichever the listing's region records. */
const CANDIDATE_COLUMNS = sql`id, public_code, title, status, category, city, postal_code, latitude, longitude,
  price_cents, area_m2, bedrooms, year_built,
  coalesce(facts->>'epcLabel', facts->>'pebClass', facts->>'pebLabel') AS epc,
  amenities && '{garden,terrace}'::text[] AS garden,
  amenities && '{parking,garage}'::text[] AS parking`;

const toCandidate = (r: RawCandidate): Candidate => ({
  id: r.id,
  publicCode: r.public_code,
  title: r.title,
  status: r.status,
  category: r.category,
  city: r.city,
  postalCode: r.postal_code,
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
  price: Number(r.price_cents) / 100,
  livingArea: Number(r.area_m2),
  bedrooms: Number(r.bedrooms),
  epcLabel: r.epc,
  yearBuilt: r.year_built === null ? null : Number(r.year_built),
  garden: Boolean(r.garden),
  parking: Boolean(r.parking),
  listedAt: r.listed_at === null ? null : new Date(r.listed_at),
});

/** Postal codes of each region (text compares digit by digit: all are four digits). */
const REGION_POSTAL: Record<Exclude<AdjustmentRegion, 'belgium'>, SQL> = {
  brussels: sql`postal_code BETWEEN '1000' AND '1299'`,
  wallonia: sql`(postal_code BETWEEN '1300' AND '1499' OR postal_code BETWEEN '4000' AND '7999')`,
  flanders: sql`(postal_code BETWEEN '1500' AND '3999' OR postal_code BETWEEN '8000' AND '9999')`,
};

export type AdjustmentCell = {
  transaction: EstimateTransaction;
  comparableGroup: ComparableGroup;
  region: AdjustmentRegion;
  coefficients: Coefficients | null;
  sampleSize: number;
  fittedAt: Date | null;
  claimedAt: Date | null;
};

/** The adjustments each database's estimates read, by transaction and group, and when. */
const adjustmentsRead = new WeakMap<Db, Map<string, { at: number; cells: Promise<AdjustmentCell[]> }>>();

/** `readSteps`: READ_STEPS unless a test wants its steps to show with a handful of listings. */
export function estimatesRepository(db: Db, opts: { readSteps?: readonly (number | null)[] } = {}) {
  const readSteps = opts.readSteps ?? READ_STEPS;
  const reused = adjustmentsRead.get(db) ?? new Map<string, { at: number; cells: Promise<AdjustmentCell[]> }>();
  adjustmentsRead.set(db, reused);
  return {
    /**
     * The comparables' candidates (decision 068, amendment 'Reading them, by rings'): the same
     * transaction, the group's types, area and bedrooms within the tolerances, within the widest
     * radius. One statement reads, from the position indexes alone, the nearest READ_STEPS[0]
     * matching public listings (the public index includes the columns the match reads, so the
     * scan filters as it goes and stops at its limit; the widest radius's box bounds it where
     * matches are rare) and the nearest NEAREST_AGREED agreed ones of the last year. When those do
     * not decide the selection (`selectionSettled`: the read is complete only up to the farthest
     * public match's distance) the next step reads more. Then only the chosen comparables' details
     * are read, by id: what is returned is exactly what `selectComparables` keeps.
     */
    async candidatesNear(subject: Subject, excludeId: string | null = null): Promise<Candidate[]> {
      const subjectGroup = comparableGroup(subject.category);
      if (!subjectGroup) return [];
      const group = COMPARABLE_GROUPS[subjectGroup];
      const widest = ESTIMATE_RADII_M[ESTIMATE_RADII_M.length - 1]!;
      const here = sql`point(${subject.longitude}, ${subject.latitude})`;
      // The box holds every point within the widest radius: its east-west half-width at the
      // latitude farthest from the equator, with 1 % to spare for the sphere.
      const dLat = (widest / METRES_PER_DEGREE) * 1.01;
      const dLon = dLat / Math.cos((Math.abs(subject.latitude) + dLat) * RAD);
      const box = sql`box(point(${subject.longitude - dLon}, ${subject.latitude - dLat}), point(${subject.longitude + dLon}, ${subject.latitude + dLat}))`;
      const match = sql`type = ${subject.transaction}::listing_type
        AND category = ANY(${`{${group.join(',')}}`}::category[])
        AND area_m2 BETWEEN ${Math.ceil(subject.livingArea * (1 - AREA_TOLERANCE))} AND ${Math.floor(subject.livingArea * (1 + AREA_TOLERANCE))}
        AND bedrooms BETWEEN ${subject.bedrooms - BEDROOM_TOLERANCE} AND ${subject.bedrooms + BEDROOM_TOLERANCE}
        AND location <@ ${box}
        ${excludeId ? sql`AND id <> ${excludeId}` : sql``}`;
      const placeable = sql`id, category, area_m2, bedrooms, location[1] AS latitude, location[0] AS longitude,
        location <-> ${here} AS deg`;
      let known: Placeable[] = [];
      for (const limit of readSteps) {
        const found = await rows<RawPlaceable>(
          db,
          sql`(SELECT ${placeable}, false AS agreed FROM properties
               WHERE status IN ('published', 'active') AND ${match}
               ORDER BY location <-> ${here} ${limit === null ? sql`` : sql`LIMIT ${limit}`})
              UNION ALL
              (SELECT ${placeable}, true AS agreed FROM properties
               WHERE status = 'processing' AND updated_at > now() - make_interval(days => ${AGREED_WITHIN_DAYS}) AND ${match}
               ORDER BY location <-> ${here} LIMIT ${NEAREST_AGREED})`,
        );
        known = found.map(toPlaceable);
        const read = found.filter((r) => !r.agreed);
        // Fewer than asked: every public match in the box has been read.
        if (limit === null || read.length < limit) break;
        // Every public listing nearer (in degrees) than the farthest one read has been read; in
        // metres, at least this far (a degree of longitude is shortest at the box's far latitude).
        const reach = Number(read[read.length - 1]!.deg);
        const certainM =
          Math.floor(reach * METRES_PER_DEGREE * Math.cos((Math.abs(subject.latitude) + reach) * RAD) * 0.9999) - 1;
        if (selectionSettled(subject, known, certainM)) break;
      }
      const chosen = selectComparables(subject, known).comparables.map((c) => c.id);
      if (!chosen.length) return [];
      const details = await rows<RawCandidate>(
        db,
        sql`SELECT ${CANDIDATE_COLUMNS},
              CASE WHEN status = 'processing' THEN updated_at ELSE published_at END AS listed_at
            FROM properties WHERE id = ANY(${`{${chosen.join(',')}}`}::uuid[])`,
      );
      return details.map(toCandidate);
    },

    /** The facts of a public listing the estimate needs, or null when it is not public. */
    async publicListing(id: string) {
      const [row] = await rows<RawCandidate & { type: 'sale' | 'rent' | 'auction' }>(
        db,
        sql`SELECT ${CANDIDATE_COLUMNS}, type, published_at AS listed_at FROM properties
            WHERE id = ${id} AND status IN ('published', 'active')`,
      );
      return row ? { ...toCandidate(row), type: row.type } : null;
    },

    /** The fitted cells of a transaction and group, by region (read again after ADJUSTMENTS_REUSE_MS). */
    async adjustments(transaction: EstimateTransaction, group: ComparableGroup): Promise<AdjustmentCell[]> {
      const key = `${transaction}|${group}`;
      const known = reused.get(key);
      if (known && Date.now() - known.at < ADJUSTMENTS_REUSE_MS) return known.cells;
      const cells = db
        .select()
        .from(estimateAdjustments)
        .where(and(eq(estimateAdjustments.transaction, transaction), eq(estimateAdjustments.comparableGroup, group)))
        .then((found) => found as AdjustmentCell[]);
      reused.set(key, { at: Date.now(), cells });
      cells.catch(() => reused.get(key)?.cells === cells && reused.delete(key));
      return cells;
    },

    /**
     * Takes one cell that is due (never fitted, or fitted before `dueBefore`) and not held by a
     * node (no claim, or one from before `staleBefore`): the row is locked FOR UPDATE SKIP LOCKED
     * while its claim is written, so two nodes never take the same cell. Null when none is left.
     */
    async claimDueCell(now: Date, dueBefore: Date, staleBefore: Date): Promise<AdjustmentCell | null> {
      const [cell] = await rows<{ transaction: string; comparable_group: string; region: string }>(
        db,
        sql`UPDATE estimate_adjustments SET claimed_at = ${now.toISOString()}::timestamptz
            WHERE (transaction, comparable_group, region) = (
              SELECT transaction, comparable_group, region FROM estimate_adjustments
              WHERE (fitted_at IS NULL OR fitted_at < ${dueBefore.toISOString()}::timestamptz)
                AND (claimed_at IS NULL OR claimed_at < ${staleBefore.toISOString()}::timestamptz)
              ORDER BY fitted_at NULLS FIRST, transaction, comparable_group, region
              LIMIT 1 FOR UPDATE SKIP LOCKED)
            RETURNING transaction, comparable_group, region`,
      );
      if (!cell) return null;
      return {
        transaction: cell.transaction as EstimateTransaction,
        comparableGroup: cell.comparable_group as ComparableGroup,
        region: cell.region as AdjustmentRegion,
        coefficients: null,
        sampleSize: 0,
        fittedAt: null,
        claimedAt: now,
      };
    },

    /** The newest `limit` public listings of a cell, as the regression reads them. */
    async regionListings(cell: Pick<AdjustmentCell, 'transaction' | 'comparableGroup' | 'region'>, limit: number) {
      const group = COMPARABLE_GROUPS[cell.comparableGroup];
      const found = await rows<RawCandidate>(
        db,
        sql`SELECT ${CANDIDATE_COLUMNS}, published_at AS listed_at FROM properties
            WHERE status IN ('published', 'active') AND type = ${cell.transaction}::listing_type
              AND category = ANY(${`{${group.join(',')}}`}::category[])
              AND area_m2 > 0 AND price_cents > 0
              ${cell.region === 'belgium' ? sql`` : sql`AND ${REGION_POSTAL[cell.region]}`}
            ORDER BY published_at DESC NULLS LAST, id
            LIMIT ${limit}`,
      );
      return found.map(toCandidate).map((c): RegressionRow => ({
        locality: localityOf(c.postalCode, c.city)!,
        category: c.category,
        pricePerM2: c.price / c.livingArea,
        livingArea: c.livingArea,
        epcLabel: c.epcLabel,
        yearBuilt: c.yearBuilt,
        garden: c.garden,
        parking: c.parking,
      }));
    },

    /** Writes a cell's fit (null coefficients: too few listings) and lets go of it, if the claim is still ours. */
    async saveFit(cell: AdjustmentCell, fit: { coefficients: Coefficients | null; rows: number }, now: Date) {
      const done = await db
        .update(estimateAdjustments)
        .set({ coefficients: fit.coefficients, sampleSize: fit.rows, fittedAt: now, claimedAt: null })
        .where(
          and(
            eq(estimateAdjustments.transaction, cell.transaction),
            eq(estimateAdjustments.comparableGroup, cell.comparableGroup),
            eq(estimateAdjustments.region, cell.region),
            eq(estimateAdjustments.claimedAt, cell.claimedAt!),
          ),
        )
        .returning();
      reused.clear();
      return done.length === 1;
    },
  };
}
export type EstimatesRepository = ReturnType<typeof estimatesRepository>;
