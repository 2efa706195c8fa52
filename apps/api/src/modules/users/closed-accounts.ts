import { and, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A users table or one of its aliases (a viewing's seeker, a review's reviewer…). */
type UserColumns = { closedAt: AnyPgColumn; suspendedAt: AnyPgColumn };

/**
 * The account was closed (or erased: `closed_at` stays): others read it as 'Former user' in their
 * language (`personShownAs`, decision 061).
 */
export const accountClosed = (u: UserColumns) => sql<boolean>`(${u.closedAt} is not null)`.mapWith(Boolean);

/** Open accounts only: public directories, profiles and counts leave closed, erased and suspended (decision 076) ones out. */
export const accountOpen = (u: UserColumns) => and(isNull(u.closedAt), isNull(u.suspendedAt))!;
