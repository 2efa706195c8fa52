import { z } from 'zod';
import { AUTH_MESSAGES, personName, ZAccountEmail, ZChangePasswordRequest, ZPhoneNumber } from './auth.ts';
import { ZLanguage } from './language-schema.ts';
import { ZPhotoVariant } from './photo-variant-schema.ts';
import { ROLES } from './roles.ts';
import { isLicenceNumber, LICENCE_MESSAGES } from './licence-number.ts';
import { compactVat, vatProblem, VAT_MESSAGES } from './vat.ts';

/**
 * The signed-in user's profile (spec 2 §2 'My profile', §3 Profile): one answer for every role,
 * with the agent's and the agency's own parts when the role has them (decision 022).
 */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  passwordUpdated: AUTH_MESSAGES.passwordUpdated,
  passwordsDoNotMatch: AUTH_MESSAGES.passwordsDoNotMatch,
  emailTaken: AUTH_MESSAGES.emailTaken,
  emailChangeRequested: 'We sent a confirmation link to {email}. Your address changes once you follow it.',
  emailChanged: AUTH_MESSAGES.emailChanged,
  agentFieldsOnly: 'Licence number, agency name, company email and VAT number belong to agent profiles.',
  agencyNameFromAgency: 'Your agency name is the name of the agency you work for.',
  companyEmailInvalid: 'Please enter a valid company email',
  websiteInvalid: 'Please enter a web address starting with https:// or http://',
  cityUnknown: 'Choose a Belgian city from the list.',
  agencyNameRequired: AUTH_MESSAGES.agencyNameRequired,
  agencyNameMin: 'Agency name must be at least 2 characters',
  pictureMissing: 'Choose a JPEG or PNG picture to upload.',
  pictureOne: 'Upload one picture at a time.',
  noPicture: 'There is no picture to delete.',
  tooLong: AUTH_MESSAGES.tooLong,
} as const;

/** Optional text: trimmed, '' and absent stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, PROFILE_MESSAGES.tooLong)
    .nullish()
    .transform((v) => v || null);

/** A typed VAT number → its compact form, or the first broken rule as the issue. */
const checkVat = (value: string, ctx: z.RefinementCtx) => {
  const problem = vatProblem(value);
  if (!problem) return compactVat(value);
  ctx.addIssue({ code: 'custom', message: problem });
  return z.NEVER;
};

/** A Belgian VAT number in any usual writing, kept compact ('BE0123456749'). */
export const ZVatNumber = z.string().max(40, VAT_MESSAGES.format).transform(checkVat);
/** The same, optional: '' or absent clears it. */
const optionalVat = z
  .string()
  .max(40, VAT_MESSAGES.format)
  .nullish()
  .transform((value, ctx) => (value?.trim() ? checkVat(value, ctx) : null));

const optionalEmail = (message: string) =>
  z
    .string()
    .trim()
    .max(254, message)
    .nullish()
    .transform((v) => v || null)
    .pipe(z.email(message).nullable());

/** `PUT /api/users/me/profile`: every role's personal fields; the agent's four only for role individual. */
export const ZProfileUpdateRequest = z.object({
  firstName: personName('first'),
  lastName: personName('last'),
  phone: ZPhoneNumber,
  /** A new address is not taken at once: a link goes to it, and the change waits for that link. */
  email: ZAccountEmail,
  /** The BIV/IPI number: six digits, an optional BIV/IPI prefix (decision 077). */
  licenceNumber: optionalText(40).refine((v) => v === null || isLicenceNumber(v), LICENCE_MESSAGES.format),
  agencyName: optionalText(120),
  companyEmail: optionalEmail(PROFILE_MESSAGES.companyEmailInvalid),
  vatNumber: optionalVat,
});
export type TProfileUpdateRequest = z.input<typeof ZProfileUpdateRequest>;

const website = z
  .string()
  .trim()
  .max(200, PROFILE_MESSAGES.tooLong)
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || /^https?:\/\/[^\s/$.?#][^\s<>"]*\.[^\s<>"]+$/i.test(v), PROFILE_MESSAGES.websiteInvalid);

/** `PUT /api/users/me/agency`: the agency's public fields (role agency). */
export const ZAgencyProfileUpdateRequest = z.object({
  name: z
    .string({ error: PROFILE_MESSAGES.agencyNameRequired })
    .trim()
    .min(1, PROFILE_MESSAGES.agencyNameRequired)
    .min(2, PROFILE_MESSAGES.agencyNameMin)
    .max(120, PROFILE_MESSAGES.tooLong),
  description: z.string().trim().max(2000, PROFILE_MESSAGES.tooLong).default(''),
  email: ZAccountEmail,
  phone: ZPhoneNumber,
  website,
  address: z.string().trim().max(200, PROFILE_MESSAGES.tooLong).default(''),
  /** A Belgian city by its English, Dutch or French name; '' or absent for none. */
  city: optionalText(80),
  vatNumber: optionalVat,
});
export type TAgencyProfileUpdateRequest = z.input<typeof ZAgencyProfileUpdateRequest>;

/** A stored picture: the narrowest JPEG as `url` (avatars, e-mails) and every variant for `<picture>`. */
export const ZProfilePicture = z.object({ url: z.string(), variants: z.array(ZPhotoVariant) });
export type TProfilePicture = z.infer<typeof ZProfilePicture>;

export const ZAgentProfileFields = z.object({
  licenceNumber: z.string().nullable(),
  /** The agency the agent works for when linked to one (then not editable), else the agent's own. */
  agencyName: z.string().nullable(),
  agencyLinked: z.boolean(),
  companyEmail: z.string().nullable(),
  vatNumber: z.string().nullable(),
});

export const ZAgencyProfileFields = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  address: z.string(),
  city: z.string().nullable(),
  vatNumber: z.string().nullable(),
});

export const ZProfile = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  /** An address waiting for its confirmation link to be followed, or null. */
  pendingEmail: z.string().nullable(),
  language: ZLanguage,
  /** False for an account made through Google or Microsoft: closing it asks a fresh sign-in there (decision 061). */
  hasPassword: z.boolean(),
  /** The grace period of 'Close my account' on this server (ACCOUNT_ERASURE_DAYS; decimals allowed; decision 061). */
  accountErasureDays: z.number().nonnegative(),
  /** The user's picture; for an agency, the agency's logo. */
  picture: ZProfilePicture.nullable(),
  agent: ZAgentProfileFields.nullable(),
  agency: ZAgencyProfileFields.nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** The change-password form: the request's fields and the confirmation (spec 2 §5). */
export const ZChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, AUTH_MESSAGES.required),
    newPassword: ZChangePasswordRequest.shape.newPassword,
    confirmPassword: z.string().min(1, AUTH_MESSAGES.required),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PROFILE_MESSAGES.passwordsDoNotMatch,
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;
