/**
 * The fraud signals' kinds (issue 36, decision 078): named once for the rules that raise them
 * (`apps/api/src/modules/trust-signals/`) and the staff screens that filter and describe them.
 * Zod-free, so the web can import it without the validation library.
 */
export const SIGNAL_KINDS = {
  sharedPhoto: 'shared_photo',
  priceBelowEstimate: 'price_below_estimate',
  contactInText: 'contact_in_text',
  paymentWords: 'payment_words',
  newAccountBurst: 'new_account_burst',
  sharedClientAddress: 'shared_client_address',
  sharedPhone: 'shared_phone',
  missingLegalFacts: 'missing_legal_facts',
} as const;
export type SignalKind = (typeof SIGNAL_KINDS)[keyof typeof SIGNAL_KINDS];
/** Every kind, in the order the staff queue's filter lists them. */
export const SIGNAL_KIND_LIST: readonly SignalKind[] = Object.values(SIGNAL_KINDS);
