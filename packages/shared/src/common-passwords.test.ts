import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.generated.ts';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('ships at least 10 000 passwords, none shorter than the 8-character minimum', () => {
    const passwords = COMMON_PASSWORDS_TEXT.split('\n');
    expect(passwords.length).toBeGreaterThanOrEqual(10_000);
    expect(passwords.every((p) => p.length >= 8)).toBe(true);
  });

  it.each(['password', '12345678', 'qwertyui', 'iloveyou', 'Password1', 'aaaaaaaa', 'PASSWORD', 'Iloveyou'])(
    'refuses %s',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['12121212', 'abcabcab', 'zzzzzzzzzzzz'])('refuses the repeated pattern %s', (password) =>
    expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['Brussel-2024!', 'Nieuw-wachtwoord-7', 'correct horse battery staple', 'abcdabce'])(
    'accepts %s',
    (password) => expect(isCommonPassword(password)).toBe(false),
  );
});
