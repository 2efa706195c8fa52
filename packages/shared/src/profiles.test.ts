import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth.ts';
import { PROFILE_MESSAGES, ZChangePasswordForm } from './profiles.ts';

/** The first message of each field, as the form shows it. */
function messages(value: object) {
  const found: Record<string, string> = {};
  for (const issue of ZChangePasswordForm.safeParse(value).error?.issues ?? [])
    found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the change-password form (spec 2 §5)', () => {
  it("uses the spec's messages", () => {
    expect(messages({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: AUTH_MESSAGES.required,
      newPassword: 'This field is required!',
      confirmPassword: AUTH_MESSAGES.required,
    });
    expect(messages({ currentPassword: 'old-one', newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'Minimum 8 characters long password',
    });
    expect(
      messages({ currentPassword: 'old-one', newPassword: 'Long-enough-1', confirmPassword: 'Long-enough-2' }),
    ).toEqual({
      confirmPassword: PROFILE_MESSAGES.passwordsDoNotMatch,
    });
    expect(PROFILE_MESSAGES.passwordsDoNotMatch).toBe('Your passwords do not match.');
  });
});
