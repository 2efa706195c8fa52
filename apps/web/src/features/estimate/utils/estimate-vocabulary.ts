import { ESTIMATE_CATEGORIES, ESTIMATE_TRANSACTIONS } from '@immora/shared/estimate-vocabulary';

/*
 * The estimate's lists as the page's form needs them. Categories and transactions come from the
 * contract's zod-free vocabulary; the EPC labels are written here because their source
 * (`listing-form.ts`) builds zod schemas, and `/estimate` loads no zod before a form is sent
 * (decision 029). `estimate-vocabulary.test.ts` keeps them equal to the contract's.
 */

export { ESTIMATE_CATEGORIES as ESTIMATE_FORM_CATEGORIES, ESTIMATE_TRANSACTIONS as ESTIMATE_FORM_TRANSACTIONS };

/** The EPC/PEB labels in one scale (ESTIMATE_EPC_LABELS). */
export const ESTIMATE_FORM_EPC_LABELS = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

export const isEstimateCategory = (category: string): category is (typeof ESTIMATE_CATEGORIES)[number] =>
  (ESTIMATE_CATEGORIES as readonly string[]).includes(category);
