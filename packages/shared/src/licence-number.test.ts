import { describe, expect, it } from 'vitest';
import { isLicenceNumber, licenceDigits } from './licence-number.ts';

describe('the BIV/IPI number (decision 077)', () => {
  it.each([
    '504123',
    '504 123',
    '504.123',
    'BIV 504.123',
    'IPI 505.123',
    'IPI-509.999',
    'BIV-nr. 504123',
    'IPI n° 504 123',
    'biv504123',
  ])('accepts %s', (value) => expect(licenceDigits(value)).toMatch(/^\d{6}$/));

  it.each(['BIV-1', '50412', '5041234', 'ABC 504.123', '504/123', 'BIV 504.12a', ''])('refuses %s', (value) =>
    expect(isLicenceNumber(value)).toBe(false),
  );

  it('gives the same six digits however it is written', () => {
    expect(licenceDigits('BIV 504.123')).toBe(licenceDigits('504123'));
  });
});
