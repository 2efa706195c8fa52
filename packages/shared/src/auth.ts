import { z } from 'zod';
import { ZLanguage } from './language-schema.ts';
import { isLicenceNumber, LICENCE_MESSAGES } from './licence-number.ts';
import { phoneProblem, PHONE_MESSAGES } from './phone.ts';
import { ACCOUNT_ROLES, ROLES } from './roles.ts';

/**
 * The accounts contract (spec 1 §3, §5, §7): one zod schema per call, with the spec's exact
 * messages, used by the forms (zodResolver) and by the API's validation alike.
 */
export const AUTH_MESSAGES = {
  required: 'This field is required!',
  email: 'Please enter a valid email',
  passwordMin: 'Minimum 8 characters long password',
  firstNameRequired: 'First name is required',
  firstNameMin: 'First name must be at least 2 characters',
  firstNameMax: 'First name must not exceed 50 characters',
  lastNameRequired: 'Last name is required',
  lastNameMin: 'Last name must be at least 2 characters',
  lastNameMax: 'Last name must not exceed 50 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Must be a valid email address',
  passwordRequired: 'Password is required',
  passwordLength: 'Password must be at least 8 characters',
  confirmRequired: 'Please confirm your password',
  passwordsMatch: 'Passwords must match',
  forgotEmailInvalid: 'Please enter a valid email address.',
  passwordsDoNotMatch: 'Your passwords do not match.',
  tooLong: 'This value is too long',
  passwordMax: 'Password must be at most 128 characters',
  // Server answers (ours: the spec leaves them to us).
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email address already exists',
  notVerified: 'Please verify your email to continue',
  alreadyVerified: 'This email address is already verified. You can log in.',
  verificationSent: 'Please check your email for the verification link',
  resetRequested: 'If an account exists for this address, we have sent a link to reset your password.',
  tokenInvalid: 'This link is invalid or has already been used.',
  tokenExpired: 'This link has expired. Please request a new one.',
  passwordReset: 'Your password has been changed. You can now log in.',
  emailVerified: 'Your email address is verified. You can now log in.',
  tooManyLogins: 'Too many failed login attempts. Please try again in {minutes} minutes.',
  sessionInvalid: 'Your session has ended. Please log in again.',
  subscriptionRequired: 'An active subscription is required to use this feature.',
  userDoesNotExist: "User doesn't exist",
  providerNotConfigured: '{provider} is not configured on this server.',
  oauthStateInvalid: 'This sign-in attempt has expired. Please try again.',
  providerEmailUnverified:
    '{provider} could not confirm that this e-mail address belongs to your account. Please log in with your password.',
  agencyNameRequired: 'Agency name is required',
  sellerTypeInvalid: 'Choose Agency or Agent',
  namesNoBrackets: 'Names cannot contain < or >',
  // Issue 9 (accounts hardening).
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordUpdated: 'Password updated successfully!',
  // Issue 13: a new address confirmed through the link sent to it (profiles).
  emailChanged: 'Your new email address is confirmed. Use it from now on to log in.',
  signedOutEverywhere: 'You are signed out on every device.',
} as const;

/** Bounded, trimmed text: rejects 10 kB strings before any rule runs. */
const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, AUTH_MESSAGES.tooLong);

const loginEmail = z
  .string({ error: AUTH_MESSAGES.required })
  .trim()
  .min(1, AUTH_MESSAGES.required)
  .max(254, AUTH_MESSAGES.email)
  .pipe(z.email(AUTH_MESSAGES.email));

/** A password is 8 to 128 characters of any Unicode, counted as code points after NFC (decision 043). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** 128 code points take at most 256 UTF-16 units: the cheap bound checked before counting. */
const PASSWORD_UNITS_MAX = PASSWORD_MAX * 2;

/** The length of a password as the rules count it: an emoji or an accented letter is one character. */
export const passwordLength = (password: string) => [...password.normalize('NFC')].length;

/** A password being chosen (sign-up, reset, change): 8–128 characters, kept whole (never trimmed). */
export const newPassword = (required: string, tooShort: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .max(PASSWORD_UNITS_MAX, AUTH_MESSAGES.passwordMax)
    .refine((p) => passwordLength(p) >= PASSWORD_MIN, tooShort)
    .refine((p) => passwordLength(p) <= PASSWORD_MAX, AUTH_MESSAGES.passwordMax);

/** A password typed to sign in: any length an account can have (the rules of the day it was set). */
const typedPassword = z
  .string({ error: AUTH_MESSAGES.required })
  .min(1, AUTH_MESSAGES.required)
  .max(PASSWORD_UNITS_MAX, AUTH_MESSAGES.tooLong);

export const ZLoginRequest = z.object({
  email: loginEmail,
  password: typedPassword.min(8, AUTH_MESSAGES.passwordMin),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSessionUser = z.object({
  id: z.string(),
  _id: z.string(),
  /** `staff` lands on /staff (decision 076); the others on their role's home. */
  role: z.enum(ACCOUNT_ROLES),
  isVerified: z.boolean(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The language of the e-mails Immora sends this account. */
  language: ZLanguage,
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** Login answer: `token` is null for an unverified user (no session until the address is verified). */
export const ZLoginResponse = z.object({
  token: z.string().nullable(),
  expiresAt: z.string().nullable(),
  user: ZSessionUser,
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** A first or last name: 2 to 50 characters, no angle brackets (spec 1 §5, spec 2 §9). */
export const personName = (which: 'first' | 'last') => {
  const m =
    which === 'first'
      ? [AUTH_MESSAGES.firstNameRequired, AUTH_MESSAGES.firstNameMin, AUTH_MESSAGES.firstNameMax]
      : [AUTH_MESSAGES.lastNameRequired, AUTH_MESSAGES.lastNameMin, AUTH_MESSAGES.lastNameMax];
  return z
    .string({ error: m[0] })
    .trim()
    .min(1, m[0])
    .min(2, m[1])
    .max(50, m[2])
    .refine((v) => !/[<>]/.test(v), AUTH_MESSAGES.namesNoBrackets);
};

export const ZPhoneNumber = z
  .string({ error: PHONE_MESSAGES.required })
  .max(40, PHONE_MESSAGES.max)
  .superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An account's sign-in address (sign-up, profile). */
export const ZAccountEmail = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));

/** Who signs up: buyer by default; private seller, agent (individual) or agency from the Pro form. */
export const SELLER_TYPES = ['buyer', 'pseller', 'individual', 'agency'] as const;

const registrationFields = {
  first_name: personName('first'),
  last_name: personName('last'),
  email: ZAccountEmail,
  password: newPassword(AUTH_MESSAGES.passwordRequired, AUTH_MESSAGES.passwordLength),
  phoneNumber: ZPhoneNumber,
  sellerType: z.enum(SELLER_TYPES, { error: AUTH_MESSAGES.sellerTypeInvalid }).optional(),
  /** Pro form: the agency's name (agency) — required for an agency. */
  agencyName: z.string().trim().max(120, AUTH_MESSAGES.tooLong).optional(),
  /** Pro form: the agent's professional licence (BIV/IPI number), optional. */
  licenceNumber: z.string().trim().max(40, AUTH_MESSAGES.tooLong).optional(),
  /** The interface language at sign-up: the account's e-mails are written in it. */
  language: ZLanguage.optional(),
};

/**
 * The Pro form's rules: an agency needs its name; an agent's BIV/IPI number, when given, has the
 * format the profile requires (decision 077). Only an agent's number is kept, so only theirs is checked.
 */
function proFields(
  v: { sellerType?: (typeof SELLER_TYPES)[number]; agencyName?: string; licenceNumber?: string },
  ctx: z.RefinementCtx,
) {
  if (v.sellerType === 'agency' && !v.agencyName)
    ctx.addIssue({ code: 'custom', path: ['agencyName'], message: AUTH_MESSAGES.agencyNameRequired });
  if (v.sellerType === 'individual' && v.licenceNumber && !isLicenceNumber(v.licenceNumber))
    ctx.addIssue({ code: 'custom', path: ['licenceNumber'], message: LICENCE_MESSAGES.format });
}

/** What the API accepts: confirmPassword is never sent (spec 1 §3). */
export const ZSignupRequest = z.object(registrationFields).superRefine(proFields);
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

/** What the form validates: the same fields plus the confirmation. */
export const ZSignupForm = z
  .object({
    ...registrationFields,
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmRequired }).min(1, AUTH_MESSAGES.confirmRequired),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword && v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsMatch });
    proFields(v, ctx);
  });
export type TSignupForm = z.infer<typeof ZSignupForm>;

export const ZSignupResponse = z.object({ token: z.string(), name: z.string(), user: ZSessionUser });

export const ZEmailRequest = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.required })
    .trim()
    .min(1, AUTH_MESSAGES.required)
    .max(254, AUTH_MESSAGES.forgotEmailInvalid)
    .pipe(z.email(AUTH_MESSAGES.forgotEmailInvalid)),
});
export type TEmailRequest = z.infer<typeof ZEmailRequest>;

export const ZTokenRequest = z.object({ token: text(200, AUTH_MESSAGES.tokenInvalid) });

/** Reset: a new password under the sign-up rules, with sign-in's messages (spec 1 §5 leaves them open). */
const ZNewPassword = newPassword(AUTH_MESSAGES.required, AUTH_MESSAGES.passwordMin);
export const ZPasswordResetRequest = z.object({
  token: text(200, AUTH_MESSAGES.tokenInvalid),
  newPassword: ZNewPassword,
});
export const ZPasswordResetForm = z
  .object({ newPassword: ZNewPassword, confirmPassword: z.string().min(1, AUTH_MESSAGES.required) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
  });

/** Password change (spec 2 §5): the current password and the new one; other sessions end. */
export const ZChangePasswordRequest = z.object({
  currentPassword: typedPassword,
  newPassword: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZMessageResponse = z.object({ message: z.string() });

export const ZSubscriptionStatus = z.object({
  isActive: z.boolean(),
  expiresAt: z.string().nullable(),
  planName: z.string().nullable(),
  /** The agency whose licence makes it active, for an agent without a plan of their own (decision 030). */
  licensedBy: z.string().nullable(),
});
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

export const CALENDAR_PROVIDERS = ['google', 'outlook'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];
/** How each calendar provider is named to people. */
export const CALENDAR_LABELS: Record<CalendarProvider, string> = { google: 'Google', outlook: 'Outlook' };

export const ZUrlResponse = z.object({ url: z.string() });

export const ZOAuthCallbackQuery = z.object({
  code: text(2048, 'No authorization code found'),
  state: text(200, AUTH_MESSAGES.oauthStateInvalid),
});

export const ZCalendarAuth = z.object({
  accessToken: z.string(),
  refreshToken: z.string().optional(),
  tokenExpiry: z.string().optional(),
});

/** Calendar callback answer: the user the tokens were stored on, and the tokens for the cookies. */
export const ZCalendarCallbackResponse = z.object({
  connected: z.literal(true),
  user: ZSessionUser,
  tokens: ZCalendarAuth,
});

export const ZCrmCustomer = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(ROLES) });
export const ZCrmLoginResponse = z.object({ token: z.string(), customer: ZCrmCustomer });
