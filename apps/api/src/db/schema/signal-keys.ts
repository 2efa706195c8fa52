import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The keys the fraud signals look rows up by (decision 078), each written once: the expression
 * indexes of migration 0050 are built on them, and the signals' queries (trust-signals.repository.ts)
 * write them through the same functions. PostgreSQL uses an expression index only for a query
 * that writes exactly the same expression (test: signal-keys.test.ts).
 */
type Operand = SQL | AnyPgColumn;

/** The content address in an uploaded photo's file name (decision 014): `…/properties/<listing>/<hash>-<width>.jpg`. */
const addressIn = (name: Operand) => sql`substring(${name} from '/properties/[0-9a-f-]+/([0-9a-f]{20})-[0-9]+\\.jpg$')`;

/**
 * A photo's content address (20 hex digits): from `url`, its largest JPEG, else from its first
 * JPEG variant (a photo stored before decision 014 keeps its old `url`). Null for the demo seed's
 * drawings (`/uploads/seed/…`), which are not uploads. Index `property_photos_content_address_idx`.
 */
export const photoContentAddress = (url: Operand, variants: Operand) =>
  sql`coalesce(${addressIn(url)}, ${addressIn(sql`${variants} -> 0 ->> 'jpeg'`)})`;

/**
 * The last 8 digits of a phone number as it was typed, whatever its spaces, dots or country code:
 * the candidates of shared_phone, compared exactly in E.164 afterwards. Indexes
 * `users_phone_tail_idx` and `agencies_phone_tail_idx`.
 */
export const phoneTail = (phone: Operand) => sql`right(regexp_replace(${phone}, '[^0-9]', '', 'g'), 8)`;
