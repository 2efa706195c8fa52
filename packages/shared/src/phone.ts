/**
 * The phone rules of spec 1 §5, in the order the form reports them. Returns the first broken
 * rule's message, or null. Input must already be digits-only for the later rules to apply.
 */
export const PHONE_MESSAGES = {
  required: 'Phone number is required',
  digits: 'Only numbers are allowed',
  min: 'Phone number must be at least 10 digits',
  max: 'Phone number must not exceed 15 digits',
  zeros: 'Phone number cannot be all zeros',
  sequential: 'Phone number cannot be sequential or repetitive',
  fake: 'Phone number cannot be a commonly used fake number',
  mix: 'Phone number must contain a mix of digits',
} as const;

const FAKE_NUMBERS = ['1231231234', '5555555555'];

/** Sequential runs (ascending or descending, wrapping 9→0) or repeats, 10 digits or longer. */
function hasSequentialOrRepeatedRun(digits: string, length = 10): boolean {
  let up = 1;
  let down = 1;
  let same = 1;
  for (let i = 1; i < digits.length; i++) {
    const prev = Number(digits[i - 1]);
    const cur = Number(digits[i]);
    up = cur === (prev + 1) % 10 ? up + 1 : 1;
    down = cur === (prev + 9) % 10 ? down + 1 : 1;
    same = cur === prev ? same + 1 : 1;
    if (up >= length || down >= length || same >= length) return true;
  }
  return false;
}

export function phoneProblem(value: string): string | null {
  if (value.length === 0) return PHONE_MESSAGES.required;
  if (!/^\d+$/.test(value)) return PHONE_MESSAGES.digits;
  if (value.length < 10) return PHONE_MESSAGES.min;
  if (value.length > 15) return PHONE_MESSAGES.max;
  if (/^0+$/.test(value)) return PHONE_MESSAGES.zeros;
  if (hasSequentialOrRepeatedRun(value)) return PHONE_MESSAGES.sequential;
  if (FAKE_NUMBERS.some((fake) => value.includes(fake))) return PHONE_MESSAGES.fake;
  if (new Set(value).size <= 3) return PHONE_MESSAGES.mix;
  return null;
}

/** What the phone field keeps while typing: digits only (spec 1 §5). */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');
