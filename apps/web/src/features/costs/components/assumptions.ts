import { COST_DEFAULTS } from '@immora/shared/costs/costs';

/** The assumption fields as typed (strings), and what they say once read. */
export type AssumptionDraft = { ownHome: boolean; loan: string; rate: string; years: string };
export type AssumptionErrors = Partial<Record<'loan' | 'rate' | 'years', string>>;

/** The defaults as the visitor's language writes them (3,5 in Dutch, French and Greek). */
export function defaultDraft(price: number, language = 'en'): AssumptionDraft {
  const rate = String(COST_DEFAULTS.ratePercent);
  return {
    ownHome: COST_DEFAULTS.ownHome,
    loan: String(Math.round(price * COST_DEFAULTS.loanShare)),
    rate: language.startsWith('en') ? rate : rate.replace('.', ','),
    years: String(COST_DEFAULTS.years),
  };
}

/** A whole number as typed, grouping marks of any language ignored ('240.000', '240 000', '240,000'). */
const wholeNumber = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(/[\s.,'\u00a0\u202f]/g, '')));
/** A rate as typed, with a decimal point or comma. */
const decimal = (text: string) => (text.trim() === '' ? NaN : Number(text.trim().replace(',', '.')));

/**
 * The same rules as the API's query (COST_MESSAGES in packages/shared): the keys of the messages
 * in the costs namespace, so a wrong field says so before anything is asked.
 */
export function readDraft(draft: AssumptionDraft, price: number) {
  const loan = wholeNumber(draft.loan);
  const rate = decimal(draft.rate);
  const years = decimal(draft.years);
  const errors: AssumptionErrors = {};
  if (!Number.isInteger(loan) || loan < 0) errors.loan = 'errors.loan';
  else if (loan > price) errors.loan = 'errors.loanAbovePrice';
  if (!Number.isFinite(rate) || rate < 0 || rate > 15) errors.rate = 'errors.rate';
  if (!Number.isInteger(years) || years < 1 || years > 40) errors.years = 'errors.years';
  return { values: { ownHome: draft.ownHome, loan, ratePercent: rate, years }, errors };
}
