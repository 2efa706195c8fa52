import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

type CsvRecords = AsyncGenerator<(string | number)[]>;

/**
 * CSV records as the body of an answer (UTF-8 with a BOM), the first record read before
 * answering: the generators query before their first record, so a query the database refuses
 * (a filter with characters it cannot store, say) becomes the route's 4xx, not a broken file.
 */
export async function csvStream(records: CsvRecords): Promise<Readable> {
  const first = await records.next();
  async function* all() {
    if (!first.done) yield first.value;
    yield* records;
  }
  return Readable.from(all()).pipe(stringify({ bom: true }));
}
