/**
 * How long Immora keeps each kind of data (decision 059). The retention sweeps
 * (`apps/api/src/modules/retention/`), the table in `docs/security.md` and the privacy page's
 * 'How long we keep your data' all read these, and tests keep them equal.
 */
export const RETENTION_DAYS = {
  /** Failed sign-ins (the rate limit looks back 15 minutes). */
  signInFailures: 30,
  /**
   * The client address an account was created from (its /64 for IPv6), for the signal "many
   * accounts from one client address", whose window is 24 hours (decision 080).
   */
  signupAddresses: 30,
  /** Sessions, counted from when they expired or were signed out. */
  endedSessions: 30,
  /** Account e-mails (verification, reset, notices) in the outbox, counted from when they were written. */
  accountEmails: 30,
  /** Reset, verification and e-mail change links, counted from when they expired. */
  accountLinks: 30,
  /** A download of one's data (its link works this long; the sweep comes with the export). */
  dataExports: 7,
  /** A closed account before it is erased: the default of ACCOUNT_ERASURE_DAYS (decision 061). */
  closedAccounts: 30,
  /**
   * A valuation request's record (decision 070): which professional received it, when, by choice or
   * rotation, and the consent's version. The visitor's details are in the professional's CRM lead.
   */
  valuationRequests: 365,
  /**
   * A report's reporter e-mail and client address (decision 081), counted from when the report was
   * decided: they serve to tell the reporter the decision. The report's reason, text and outcome
   * stay with the case's history.
   */
  reporterContacts: 30,
  /** A temporary upload folder a crash left behind (an upload takes minutes at most). */
  uploadFolders: 1,
} as const;

/** Invoices and orders: years after the end of the calendar year they belong to (Belgian accounting records). */
export const INVOICE_RETENTION_YEARS = 10;

export type RetentionKind = keyof typeof RETENTION_DAYS;
