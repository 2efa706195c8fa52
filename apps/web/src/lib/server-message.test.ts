import { describe, expect, it } from 'vitest';
import { matchTemplate } from './server-message.ts';

describe('matchTemplate', () => {
  const template = 'Not enough credits: this boost needs {needed} credits and you have {balance}.';

  it('reads the values of a message built from the template', () => {
    expect(matchTemplate(template, 'Not enough credits: this boost needs 35 credits and you have 12.')).toEqual({
      needed: '35',
      balance: '12',
    });
  });

  it('answers null for another message, and treats the template text literally', () => {
    expect(matchTemplate(template, 'Only published listings can be boosted.')).toBeNull();
    expect(matchTemplate('Cost (x) {n}.', 'Cost (x) 3.')).toEqual({ n: '3' });
    expect(matchTemplate('Cost (x) {n}.', 'Cost x 3!')).toBeNull();
    expect(matchTemplate('Plain text.', 'Plain text.')).toEqual({});
  });
});
