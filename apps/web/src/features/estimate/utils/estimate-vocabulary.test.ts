import { describe, expect, it } from 'vitest';
import { ESTIMATE_CATEGORIES, ESTIMATE_EPC_LABELS, ESTIMATE_TRANSACTIONS } from '@immora/shared/estimates';
import {
  ESTIMATE_FORM_CATEGORIES,
  ESTIMATE_FORM_EPC_LABELS,
  ESTIMATE_FORM_TRANSACTIONS,
} from './estimate-vocabulary.ts';

describe('the estimate form offers what the API accepts', () => {
  it('the same categories, transactions and EPC labels as the contract', () => {
    expect([...ESTIMATE_FORM_CATEGORIES]).toEqual([...ESTIMATE_CATEGORIES]);
    expect([...ESTIMATE_FORM_TRANSACTIONS]).toEqual([...ESTIMATE_TRANSACTIONS]);
    expect([...ESTIMATE_FORM_EPC_LABELS]).toEqual([...ESTIMATE_EPC_LABELS]);
  });
});
