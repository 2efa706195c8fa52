import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../../db/paths.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createUser } from '../../../test/factories.ts';

/**
 * Migration 0037 (decision 053) on rows stored before it: the database is taken back to 0036 (its
 * checks dropped), old-style rows are written, and 0037's committed SQL runs again, statement by
 * statement as the migrator runs it (later migrations need not be undone for that).
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const CHECKS = [
  ['crm_leads', 'crm_leads_lead_type_check'],
  ['crm_leads', 'crm_leads_property_type_check'],
  ['crm_contacts', 'crm_contacts_property_types_check'],
] as const;

async function backTo0036() {
  for (const [table, check] of CHECKS) await database.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${check}"`);
}

async function run0037() {
  const sql = readFileSync(join(migrationsDir(), '0037_crm_lead_and_property_types.sql'), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) await database.query(statement);
}

const lead = (ownerId: string, leadType: string, propertyType: string) =>
  database.query(
    `INSERT INTO crm_leads (owner_id, name, email, lead_type, property_type, lead_source)
     VALUES ($1, $2, 'lead@example.be', $3, $4, 'website') RETURNING id`,
    [ownerId, `${leadType} ${propertyType}`, leadType, propertyType],
  );
const contact = (ownerId: string, propertyTypes: string[]) =>
  database.query(
    `INSERT INTO crm_contacts (owner_id, first_name, last_name, email, phone, budget_cents, property_types, type)
     VALUES ($1, 'Sofie', $2, 'sofie@example.be', '0497654321', 125000, $3, 'buy') RETURNING id`,
    [ownerId, propertyTypes.join(' '), propertyTypes],
  );

describe('migration 0037: lead and property types of spec 2 §9', () => {
  it('maps stored leads and contacts to the new types, then refuses the old ones', async () => {
    await backTo0036();
    const owner = await createUser(database, { role: 'individual' });
    for (const [type, category] of [
      ['buyer', 'houses'],
      ['seller', 'villa'],
      ['tenant', 'studentRooms'],
      ['landlord', 'sharedApartments'],
      ['buyer', 'holidayRooms'],
    ])
      await lead(owner.id, type!, category!);
    await contact(owner.id, ['studentRooms', 'loft', 'apartments', 'holidayRooms']);
    await contact(owner.id, ['office', 'townhome']);

    await run0037();

    const leads = await database.query<{ name: string; lead_type: string; property_type: string }>(
      'SELECT name, lead_type, property_type FROM crm_leads WHERE owner_id = $1 ORDER BY name',
      [owner.id],
    );
    expect(leads.map((l) => [l.name, l.lead_type, l.property_type])).toEqual([
      ['buyer holidayRooms', 'buying', 'apartments'],
      ['buyer houses', 'buying', 'houses'],
      ['landlord sharedApartments', 'renting', 'apartments'],
      ['seller villa', 'selling', 'villa'],
      ['tenant studentRooms', 'renting', 'apartments'],
    ]);
    const contacts = await database.query<{ last_name: string; property_types: string[] }>(
      'SELECT last_name, property_types FROM crm_contacts WHERE owner_id = $1 ORDER BY last_name',
      [owner.id],
    );
    expect(contacts.map((c) => c.property_types)).toEqual([
      ['office', 'townhome'],
      ['apartments', 'loft'],
    ]);

    await expect(lead(owner.id, 'tenant', 'houses')).rejects.toThrow(/crm_leads_lead_type_check/);
    await expect(lead(owner.id, 'renting', 'studentRooms')).rejects.toThrow(/crm_leads_property_type_check/);
    await expect(contact(owner.id, ['loft', 'holidayRooms'])).rejects.toThrow(/crm_contacts_property_types_check/);
  });
});
