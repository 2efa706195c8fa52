import { describe, expect, it } from 'vitest';
import { digitsOnly, phoneProblem, PHONE_MESSAGES } from './phone.ts';
import { ZPhoneNumber } from './auth.ts';

/** The first message the schema reports for a value, as the form and the API show it. */
const schemaMessage = (value: unknown) => ZPhoneNumber.safeParse(value).error?.issues[0]?.message ?? null;

describe('phone rules of spec 1 §5', () => {
  it.each([
    ['', PHONE_MESSAGES.required, 'Phone number is required'],
    ['0475 91 82 73', PHONE_MESSAGES.digits, 'Only numbers are allowed'],
    ['+32475918273', PHONE_MESSAGES.digits, 'Only numbers are allowed'],
    ['0475-918273', PHONE_MESSAGES.digits, 'Only numbers are allowed'],
    ['047591827a', PHONE_MESSAGES.digits, 'Only numbers are allowed'],
    ['０４７５９１８２７３', PHONE_MESSAGES.digits, 'Only numbers are allowed'],
    ['047591827', PHONE_MESSAGES.min, 'Phone number must be at least 10 digits'],
    ['1', PHONE_MESSAGES.min, 'Phone number must be at least 10 digits'],
    ['3247591827364519', PHONE_MESSAGES.max, 'Phone number must not exceed 15 digits'],
    ['0000000000', PHONE_MESSAGES.zeros, 'Phone number cannot be all zeros'],
    ['000000000000000', PHONE_MESSAGES.zeros, 'Phone number cannot be all zeros'],
    ['0123456789', PHONE_MESSAGES.sequential, 'Phone number cannot be sequential or repetitive'],
    ['1234567890', PHONE_MESSAGES.sequential, 'Phone number cannot be sequential or repetitive'],
    ['9876543210', PHONE_MESSAGES.sequential, 'Phone number cannot be sequential or repetitive'],
    ['3201234567890', PHONE_MESSAGES.sequential, 'Phone number cannot be sequential or repetitive'],
    ['32123456789041', PHONE_MESSAGES.sequential, 'Phone number cannot be sequential or repetitive'],
    ['329876543210', PHONE_MESSAGES.sequential, 'Phone number cannot be sequential or repetitive'],
    ['1111111111', PHONE_MESSAGES.sequential, 'Phone number cannot be sequential or repetitive'],
    ['32' + '7'.repeat(10) + '12', PHONE_MESSAGES.sequential, 'Phone number cannot be sequential or repetitive'],
    // Ten fives are also ten repeats of one digit, a rule the spec lists (and checks) first.
    ['5555555555', PHONE_MESSAGES.sequential, 'Phone number cannot be sequential or repetitive'],
    ['1231231234', PHONE_MESSAGES.fake, 'Phone number cannot be a commonly used fake number'],
    ['3212312312349', PHONE_MESSAGES.fake, 'Phone number cannot be a commonly used fake number'],
    ['1212121212', PHONE_MESSAGES.mix, 'Phone number must contain a mix of digits'],
    ['0470470470', PHONE_MESSAGES.mix, 'Phone number must contain a mix of digits'],
    ['1122331122', PHONE_MESSAGES.mix, 'Phone number must contain a mix of digits'],
  ])('%j → %s', (value, constant, message) => {
    expect(constant).toBe(message);
    expect(phoneProblem(value)).toBe(message);
    expect(schemaMessage(value)).toBe(message);
  });

  it.each([
    '32475918273', // +32 mobile, digits only
    '0475918273', // national mobile
    '3222744110', // +32 Brussels landline
  ])('accepts the Belgian number %s', (value) => {
    expect(phoneProblem(value)).toBeNull();
    expect(ZPhoneNumber.safeParse(value).success).toBe(true);
  });

  it.each(['003222744110', '324759182736451', '0498123456', '1231231230'])(
    'accepts %s (10 to 15 digits, no run of ten, a mix of digits)',
    (value) => {
      expect(phoneProblem(value)).toBeNull();
    },
  );

  it('accepts nine-long runs, which real numbers contain', () => {
    expect(phoneProblem('0123456780')).toBeNull();
    expect(phoneProblem('347111111111')).toBeNull();
    expect(phoneProblem('0498765432')).toBeNull();
  });

  it('exactly 10 and 15 digits are the limits', () => {
    expect(phoneProblem('0475918273')).toBeNull();
    expect(phoneProblem('324759182736451')).toBeNull();
    expect(phoneProblem('3247591827364512')).toBe(PHONE_MESSAGES.max);
  });

  it('refuses what is not a string and very long input with a message, not an exception', () => {
    expect(schemaMessage(undefined)).toBe(PHONE_MESSAGES.required);
    expect(schemaMessage(null)).toBe(PHONE_MESSAGES.required);
    expect(schemaMessage(475918273)).toBe(PHONE_MESSAGES.required);
    expect(schemaMessage('4'.repeat(10_000))).toBe(PHONE_MESSAGES.max);
  });

  it('the phone field keeps digits only while typing', () => {
    expect(digitsOnly('+32 (0)475 91-82-73')).toBe('320475918273');
    expect(digitsOnly('abc')).toBe('');
  });
});
