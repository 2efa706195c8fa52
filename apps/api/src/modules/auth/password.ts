import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). */
// The package's Algorithm is a const enum (not importable under isolatedModules): 2 is Argon2id.
const OPTIONS: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Passwords are hashed in NFC (decision 043): 'é' typed as one character or as 'e' and an accent
 * is the same password on every keyboard. Nothing else is changed: no trimming, no case folding.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), OPTIONS);
}

/**
 * Hashes written before decision 043 took the password as sent: a password that NFC changes is
 * also tried as it was typed. Every caller (a known account or the decoy) takes the same path.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const nfc = password.normalize('NFC');
  if (await verifyOne(passwordHash, nfc)) return true;
  return nfc !== password && verifyOne(passwordHash, password);
}

async function verifyOne(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
