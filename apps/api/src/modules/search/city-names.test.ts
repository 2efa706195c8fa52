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
    // Every municipality is known (decision 082), with its postal codes and sub-municipalities.
    expect(await names('Gent')).toEqual(['gent', 'ghent']);
    expect(await names('9040')).toEqual(['9040', 'ghent']);
    expect(await names('Sint-Amandsberg')).toEqual(['sint-amandsberg', 'ghent']);
    expect(await names('Lüttich')).toEqual(['lüttich', 'liège']);
    expect(await names('Atlantis')).toEqual(['atlantis']);
  });

  it('reads the cities again once the kept names are older than their lifetime', async () => {
    const kept = cityNameLookup(database.db);
    const fresh = cityNameLookup(database.db, 0);
    expect(await kept('Fictiestad')).toEqual(['fictiestad']);
    expect(await fresh('Fictiestad')).toEqual(['fictiestad']);
    await createCity(database, { name: 'Fictopolis', nameNl: 'Fictiestad', nameFr: 'Fictiville' });
    expect(await kept('Fictiestad')).toEqual(['fictiestad']);
    expect(await fresh('Fictiestad')).toEqual(['fictiestad', 'fictopolis']);
  });
});
