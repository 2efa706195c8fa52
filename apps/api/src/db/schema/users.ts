import { sql } from 'drizzle-orm';
import { LANGUAGES } from '@immora/shared/languages';
import type { TPhotoVariant } from '@immora/shared/photo-variants';
import { boolean, check, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { phoneTail } from './signal-keys.ts';

export const roleEnum = pgEnum('role', ['buyer', 'pseller', 'individual', 'agency', 'staff']);

export type CalendarAuth = { accessToken: string; refreshToken?: string; tokenExpiry?: string };
/**
 * Every account. Agent-profile columns (licence, agency name, company e-mail, VAT) are filled for
 * the individual role; `agencyId` links an agent to the agency it works for. Working hours live in
 * `working_days` / `working_slots` (schema/profiles.ts).
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    role: roleEnum('role').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** The narrowest JPEG of the picture (avatars); every variant in `profilePictureVariants`. */
    profilePicture: text('profile_picture'),
    profilePictureVariants: jsonb('profile_picture_variants').$type<TPhotoVariant[]>(),
    /** A new address waiting for its confirmation link (decision 022). */
    pendingEmail: text('pending_email'),
    bio: text('bio'),
    /** The language of the e-mails this account receives (decision 018). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    licenceNumber: text('licence_number'),
    companyEmail: text('company_email'),
    vatNumber: text('vat_number'),
    /** An independent agent's own agency (trading) name; an agent linked to an agency shows the agency's. */
    agencyName: text('agency_name'),
    agencyId: uuid('agency_id'),
    googleCalendarAuth: jsonb('google_calendar_auth').$type<CalendarAuth>(),
    outlookCalendarAuth: jsonb('outlook_calendar_auth').$type<CalendarAuth>(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Closing the account (decision 061): when it was closed, when the erasure sweep may erase it
     * (closed_at + ACCOUNT_ERASURE_DAYS) and when it did. A closed account cannot sign in; an
     * erased one keeps its id (history points at it) and nothing that says who it was.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    eraseAfter: timestamp('erase_after', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** Suspended by staff (decision 076): no sign-in, every session ended, listings hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * The BIV/IPI number as staff confirmed it (decision 077): the professional is verified while
     * it equals `licenceNumber`, so changing the number drops the verification.
     */
    licenceVerifiedNumber: text('licence_verified_number'),
    licenceVerifiedAt: timestamp('licence_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // E-mail is unique case-insensitively.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_agency_idx').on(t.agencyId),
    // The erasure sweep's: closed accounts not yet erased, by their date.
    index('users_erase_after_idx')
      .on(t.eraseAfter)
      .where(sql`${t.erasedAt} is null`),
    // shared_phone (decision 078): the accounts whose number ends in given digits.
    index('users_phone_tail_idx')
      .on(phoneTail(t.phoneNumber))
      .where(sql`${t.phoneNumber} is not null`),
    check('users_language_known', sql`${t.language} IN ('en', 'nl', 'fr', 'el')`),
  ],
);
