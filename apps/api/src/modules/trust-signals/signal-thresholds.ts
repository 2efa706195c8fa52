/**
 * Every threshold of the fraud signals, each with its reason in docs/decisions/078-fraud-signals.md.
 * Change one here and there together.
 */
export const SIGNAL_THRESHOLDS = {
  /**
   * price_below_estimate: the asking price under the estimate range's low end (its predictive
   * 10th percentile) by this fraction or more. Severity high when it is also under half the estimate.
   */
  belowRangeLow: 0.3,
  highBelowEstimate: 0.5,
  /** Without an estimate figure: the price per m² under this fraction of the municipality's median. */
  belowMarketMedian: 0.5,
  /** new_account_burst: the account's first day, and how many listings published in it are many. */
  newAccountWindowMs: 24 * 3_600_000,
  burstPrivate: 3,
  burstProfessional: 10,
  /** shared_client_address: distinct accounts from one address (IPv6: its /64) within the window. */
  clientAddressAccounts: 5,
  clientAddressWindowMs: 24 * 3_600_000,
  /** shared_phone: this many accounts (this one included) holding one number is high, two is medium. */
  sharedPhoneHigh: 3,
} as const;
