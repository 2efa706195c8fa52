import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TPhotoVariant } from '@immora/shared/photo-variants';
import { cities } from './cities.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { phoneTail } from './signal-keys.ts';
import { users } from './users.ts';

/** An agency's public profile; owned by one user of role agency. Agents point here. */
export const agencies = pgTable(
  'agencies',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    address: text('address').notNull(),
    cityId: uuid('city_id').references(() => cities.id),
    logo: text('logo'),
    logoVariants: jsonb('logo_variants').$type<TPhotoVariant[]>(),
    vatNumber: text('vat_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agencies_owner_key').on(t.ownerId),
    index('agencies_city_idx').on(t.cityId),
    // shared_phone (decision 078): the agencies whose number ends in given digits.
    index('agencies_phone_tail_idx').on(phoneTail(t.phone)),
  ],
);
