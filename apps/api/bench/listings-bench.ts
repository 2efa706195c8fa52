import { printBenchHelp } from '../../../scripts/lib/bench-report.ts';
import { openBenchDatabase } from './bench-database.ts';
import { loadLine } from './machine.ts';
import { seedOrReuseBenchListings } from './seed-listings.ts';

/**
 * The options every bench over the shared benchmark listings takes (bench:estimate, bench:market),
 * to spread into its own `parseArgs` options beside the ones only it has (`connections`, `section`…).
 */
export const LISTINGS_BENCH_OPTIONS = {
  listings: { type: 'string' },
  reuse: { type: 'boolean', default: false },
  seconds: { type: 'string', default: '10' },
  out: { type: 'string', default: 'docs/performance.md' },
  help: { type: 'boolean', default: false },
} as const;

/**
 * Prints the bench's help (the comment at the top of `scriptUrl`) when asked; otherwise reads the
 * load average, opens the bench database and, with `--listings N`, seeds or reuses N listings.
 * `data` says which listings were measured, for the report.
 */
export async function openListingsBench(
  scriptUrl: string,
  values: { listings?: string; reuse?: boolean; help?: boolean },
) {
  if (values.help) printBenchHelp(scriptUrl);
  const loadAtStart = loadLine();
  const { config, database, engine } = await openBenchDatabase();
  const data = values.listings
    ? (await seedOrReuseBenchListings(database, engine, Number(values.listings), values.reuse ?? false)).label
    : 'the listings in the database';
  return { config, database, engine, data, loadAtStart };
}
