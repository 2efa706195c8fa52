import { z } from 'zod';
import { ZAccountEmail } from './auth.ts';
import { LANGUAGES, type TLanguage } from './languages.ts';
import { listQuery, listPage } from './list-query.ts';
import { ZListingModeration } from './listing-moderation.ts';

/**
 * Trust and safety (issue 36, decision 076): reports from visitors and automatic signals open a
 * case per listing or account; staff decide it (`/api/staff/...`), every action lands in the
 * append-only audit log, the owner may appeal a decision once.
 */

export const REPORT_REASONS = ['scam', 'wrong_details', 'unavailable', 'offensive', 'duplicate', 'other'] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];
/** A listing, or the public profile of an agent (`individual`) or an agency (its owner's user id). */
export const REPORT_TARGET_KINDS = ['listing', 'profile'] as const;
export const REPORT_TEXT_MAX = 1000;
export const DECISION_REASON_MAX = 2000;
export const APPEAL_TEXT_MAX = 2000;

export const SEVERITIES = ['high', 'medium', 'low'] as const;
export type TSeverity = (typeof SEVERITIES)[number];
/** How serious a report is by its reason; a signal brings its own severity. */
export const REPORT_SEVERITY: Record<TReportReason, TSeverity> = {
  scam: 'high',
  offensive: 'medium',
  wrong_details: 'low',
  unavailable: 'low',
  duplicate: 'low',
  other: 'low',
};

/** One automatic signal as the signal rules return it (`modules/trust-signals/`). */
export type TSignal = { kind: string; severity: TSeverity; evidence: Record<string, unknown> };

export const CASE_STATUSES = ['open', 'decided', 'appealed', 'closed'] as const;
export type TCaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_TARGET_KINDS = ['listing', 'user'] as const;
/** What staff can do with a case; each needs a reason and writes an audit row. */
export const CASE_ACTIONS = ['dismiss', 'ask_correction', 'hide_listing', 'suspend_account', 'restore'] as const;
export type TCaseAction = (typeof CASE_ACTIONS)[number];
/** Every action the audit log records: the case actions and the confirmation of professionals. */
export const AUDIT_ACTIONS = [...CASE_ACTIONS, 'verify_professional', 'unverify_professional'] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** The API's English messages; the screens translate them (like the other modules' MESSAGES). */
export const TRUST_MESSAGES = {
  reason: `Choose a reason: ${REPORT_REASONS.join(', ')}`,
  textTooLong: `Write at most ${REPORT_TEXT_MAX} characters`,
  emailRequired: 'Enter your e-mail address so that we can tell you what we decided',
  targetNotFound: 'There is no such listing or profile to report',
  duplicateReport: 'You have already reported this, and we are still looking at it. We will e-mail you our decision.',
  reported: 'Thank you. We will look at your report and e-mail you our decision.',
  caseNotFound: 'Case not found',
  decisionReasonRequired: 'Give the reason for this decision',
  decisionReasonTooLong: `Write at most ${DECISION_REASON_MAX} characters`,
  actionUnknown: `Choose an action: ${CASE_ACTIONS.join(', ')}`,
  caseClosed: 'This case is closed: nothing more can be decided on it',
  noListing: 'This case is about an account, not a listing: it has no listing to hide or correct',
  nothingToRestore: 'Nothing of this case is hidden or suspended: there is nothing to restore',
  appealText: 'Write why you disagree (1 to 2000 characters)',
  appealNotAllowed: 'This decision cannot be appealed',
  appealedAlready: 'You have already appealed this decision. We will e-mail you our answer.',
  notAProfessional: 'Only agents and agencies have a professional registration number to verify',
  noLicence: 'This professional has not given a BIV/IPI number yet',
  listingHidden: 'Immora has hidden this listing. Read why in the e-mail we sent you, or appeal the decision.',
  suspended: 'This account is suspended. We e-mailed you why, with a link to appeal the decision without signing in.',
} as const;

/** The sign-in answer of a suspended account, in the reader's language (code ACCOUNT_SUSPENDED). */
export const SUSPENDED_MESSAGES: Record<TLanguage, string> = {
  en: TRUST_MESSAGES.suspended,
  nl: 'Dit account is geschorst. We mailden u waarom, met een link om zonder aanmelden bezwaar te maken tegen de beslissing.',
  fr: 'Ce compte est suspendu. Nous vous avons envoyé par e-mail la raison, avec un lien pour contester la décision sans vous connecter.',
  el: 'Αυτός ο λογαριασμός έχει ανασταλεί. Σας στείλαμε e-mail με τον λόγο και έναν σύνδεσμο για να κάνετε ένσταση χωρίς σύνδεση.',
};

const uuid = z.uuid({ error: TRUST_MESSAGES.targetNotFound });

/** POST /api/reports: guests give an e-mail (to be told the decision); `website` is the honeypot. */
export const ZReportRequest = z.object({
  target: z.object({ kind: z.enum(REPORT_TARGET_KINDS, { error: TRUST_MESSAGES.targetNotFound }), id: uuid }),
  reason: z.enum(REPORT_REASONS, { error: TRUST_MESSAGES.reason }),
  text: z.string().trim().max(REPORT_TEXT_MAX, TRUST_MESSAGES.textTooLong).optional(),
  email: ZAccountEmail.optional(),
  /** The language of the e-mail telling the decision (a signed-in reporter's own otherwise). */
  language: z.enum(LANGUAGES).optional(),
  website: z.string().max(200).optional(),
});
export type TReportRequest = z.input<typeof ZReportRequest>;

export const ZReportResult = z.object({ message: z.string() });

const reasonText = z
  .string({ error: TRUST_MESSAGES.decisionReasonRequired })
  .trim()
  .min(1, TRUST_MESSAGES.decisionReasonRequired)
  .max(DECISION_REASON_MAX, TRUST_MESSAGES.decisionReasonTooLong);

/** POST /api/staff/cases/{id}/actions */
export const ZCaseActionRequest = z.object({
  action: z.enum(CASE_ACTIONS, { error: TRUST_MESSAGES.actionUnknown }),
  reason: reasonText,
});
export type TCaseActionRequest = z.input<typeof ZCaseActionRequest>;

/** POST /api/staff/professionals/{userId}/verify and /unverify */
export const ZVerificationRequest = z.object({ reason: reasonText });

/** GET /api/staff/cases: open and appealed cases, most serious then newest first. */
export const ZStaffQueueQuery = listQuery({
  sorts: ['severity'],
  defaultSort: 'severity',
  filters: {
    status: z.enum(['open', 'appealed'], { error: "Status must be 'open' or 'appealed'" }).optional(),
    /** A report reason or a signal kind the case holds. */
    kind: z.string().trim().max(60).optional(),
  },
});

const ZCaseTarget = z.object({
  kind: z.enum(CASE_TARGET_KINDS),
  listingId: z.string().nullable(),
  userId: z.string().nullable(),
  /** The listing's title, or the account's public name. */
  label: z.string(),
});

export const ZStaffCaseItem = z.object({
  id: z.string(),
  status: z.enum(CASE_STATUSES),
  severity: z.enum(SEVERITIES),
  target: ZCaseTarget,
  reports: z.number().int(),
  reasons: z.array(z.enum(REPORT_REASONS)),
  signals: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TStaffCaseItem = z.infer<typeof ZStaffCaseItem>;
export const ZStaffQueue = listPage(ZStaffCaseItem);

export const ZCaseReport = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  text: z.string().nullable(),
  reporter: z.object({ userId: z.string().nullable(), email: z.string() }),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const ZCaseSignal = z.object({
  id: z.string(),
  kind: z.string(),
  severity: z.enum(SEVERITIES),
  evidence: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

/** Another listing sharing a photo (same content hash) or its owner's phone number. */
export const ZRelatedListing = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  shares: z.array(z.enum(['photo', 'phone'])),
});

export const ZStaffCaseDetail = ZStaffCaseItem.extend({
  listing: z
    .object({
      id: z.string(),
      title: z.string(),
      status: z.string(),
      city: z.string().nullable(),
      price: z.number().nullable(),
      description: z.string().nullable(),
      coverUrl: z.string().nullable(),
      publishedAt: z.string().nullable(),
      moderation: ZListingModeration.nullable(),
    })
    .nullable(),
  owner: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      role: z.string(),
      createdAt: z.string(),
      accountAgeDays: z.number().int(),
      listings: z.number().int(),
      previousCases: z.number().int(),
      previousReports: z.number().int(),
      suspended: z.boolean(),
    })
    .nullable(),
  decision: z
    .object({ action: z.enum(CASE_ACTIONS), reason: z.string(), decidedAt: z.string(), decidedBy: z.string() })
    .nullable(),
  appeal: z.object({ text: z.string(), appealedAt: z.string() }).nullable(),
  reportList: z.array(ZCaseReport),
  signalList: z.array(ZCaseSignal),
  related: z.array(ZRelatedListing),
  /** The audit rows of this case, oldest first. */
  history: z.array(z.lazy(() => ZAuditEntry)),
});
export type TStaffCaseDetail = z.infer<typeof ZStaffCaseDetail>;

/** GET /api/staff/audit?q=&action=&from=&to= */
export const ZAuditQuery = listQuery({
  sorts: ['createdAt'],
  defaultSort: 'createdAt',
  filters: {
    action: z.enum(AUDIT_ACTIONS, { error: `Action must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
    from: z.iso.date({ error: 'From must be a date (YYYY-MM-DD)' }).optional(),
    to: z.iso.date({ error: 'To must be a date (YYYY-MM-DD)' }).optional(),
  },
});

export const ZAuditEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  staff: z.object({ id: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ kind: z.enum(CASE_TARGET_KINDS), id: z.string() }),
  reason: z.string(),
  caseId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditPage = listPage(ZAuditEntry);

/** POST /api/cases/{id}/appeal: the owner's answer to a decision, once. */
export const ZAppealRequest = z.object({
  text: z
    .string({ error: TRUST_MESSAGES.appealText })
    .trim()
    .min(1, TRUST_MESSAGES.appealText)
    .max(APPEAL_TEXT_MAX, TRUST_MESSAGES.appealText),
});

/** GET /api/cases/{id}: a decision as its owner sees it (no reporter, no signal evidence). */
export const ZOwnerCase = z.object({
  id: z.string(),
  status: z.enum(CASE_STATUSES),
  listingId: z.string().nullable(),
  decision: z.object({ action: z.enum(CASE_ACTIONS), reason: z.string(), decidedAt: z.string() }).nullable(),
  appeal: z.object({ text: z.string(), appealedAt: z.string() }).nullable(),
  canAppeal: z.boolean(),
});
export type TOwnerCase = z.infer<typeof ZOwnerCase>;

export const ZProfessionalVerification = z.object({
  userId: z.string(),
  licenceNumber: z.string().nullable(),
  verified: z.boolean(),
});

/** Who a staff member confirms a BIV/IPI number for: an agent, or an agency by its owner's account. */
export const PROFESSIONAL_KINDS = ['agent', 'agency'] as const;

/** GET /api/staff/professionals?q=&kind=: agents and agencies, by name (decision 077). */
export const ZStaffProfessionalsQuery = listQuery({
  sorts: ['name'],
  defaultSort: 'name',
  defaultOrder: 'asc',
  filters: {
    kind: z.enum(PROFESSIONAL_KINDS, { error: "Kind must be 'agent' or 'agency'" }).optional(),
  },
});

export const ZStaffProfessional = z.object({
  /** The account the verify routes take: the agent's, or the agency owner's. */
  userId: z.string(),
  kind: z.enum(PROFESSIONAL_KINDS),
  /** The agent's full name, or the agency's name. */
  name: z.string(),
  /** The agency's own id (its public page), or the id of the agency the agent works for. */
  agencyId: z.string().nullable(),
  /** The agent's agency (or the agency name they gave), null for an agency itself. */
  agencyName: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  verified: z.boolean(),
});
export type TStaffProfessional = z.infer<typeof ZStaffProfessional>;
export const ZStaffProfessionals = listPage(ZStaffProfessional);
