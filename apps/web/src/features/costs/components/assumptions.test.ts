import { describe, expect, it } from 'vitest';
import { defaultDraft, readDraft } from './assumptions.ts';

describe('the assumption fields', () => {
  it('start from the defaults, written as the language writes them', () => {
    expect(defaultDraft(300_000, 'en')).toEqual({ ownHome: true, loan: '240000', rate: '3.5', years: '25' });
    expect(defaultDraft(300_000, 'nl').rate).toBe('3,5');
  });

  it('read grouped amounts and a decimal comma', () => {
    const { values, errors } = readDraft({ ownHome: false, loan: '240.000', rate: '3,2', years: '20' }, 300_000);
    expect(errors).toEqual({});
    expect(values).toEqual({ ownHome: false, loan: 240_000, ratePercent: 3.2, years: 20 });
  });

  it('name the field that is wrong, with the API rules', () => {
    expect(readDraft({ ownHome: true, loan: '400000', rate: '16', years: '0' }, 300_000).errors).toEqual({
      loan: 'errors.loanAbovePrice',
      rate: 'errors.rate',
      years: 'errors.years',
    });
    expect(readDraft({ ownHome: true, loan: '', rate: 'x', years: '2.5' }, 300_000).errors).toEqual({
      loan: 'errors.loan',
      rate: 'errors.rate',
      years: 'errors.years',
    });
  });
});
