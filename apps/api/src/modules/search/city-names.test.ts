import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createCity } from '../../../test/marketplace-factories.ts';
import type { Database } from '../../db/client.ts';
import { cityNameLookup } from './city-names.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await createCity(database, { name: 'Antwerp', nameNl: 'Antwerpen', nameFr: 'Anvers' });
});
afterAll(() => database.close());

describe('city names', () => {
  it('adds the English name of a Dutch or French name, in any case', async () => {
    const names = cityNameLookup(database.db);
    expect(await names('ANTWERPEN')).toEqual(['antwerpen', 'antwerp']);
    expect(await names('anvers')).toEqual(['anvers', 'antwerp']);
    expect(await names('Antwerp')).toEqual(['antwerp']);
    expect(await names('Gent')).toEqual(['gent']);
  });

  it('reads the cities again once the kept names are older than their lifetime', async () => {
    const kept = cityNameLookup(database.db);
    const fresh = cityNameLookup(database.db, 0);
    expect(await kept('Gand')).toEqual(['gand']);
    expect(await fresh('Gand')).toEqual(['gand']);
    await createCity(database, { name: 'Ghent', nameNl: 'Gent', nameFr: 'Gand' });
    expect(await kept('Gand')).toEqual(['gand']);
    expect(await fresh('Gand')).toEqual(['gand', 'ghent']);
  });
});
