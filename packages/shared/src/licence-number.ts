/**
 * The Belgian professional registration number of a real-estate agent (decision 077): the number
 * the BIV / IPI (Beroepsinstituut van Vastgoedmakelaars / Institut professionnel des agents
 * immobiliers) gives on its public register, six digits, written in practice as "504 123",
 * "504.123", "BIV 504.123", "IPI n° 504123" or "BIV-nr. 504123". Accepted: an optional BIV/IPI
 * prefix (with "nr.", "n°" or "no"), then six digits, as one group or 3 + 3 split by a space, a dot
 * or a hyphen. Nothing else is checked here: staff confirm the number on the register.
 */
const LICENCE_PATTERN = /^(?:(?:BIV|IPI)(?:[\s-]*(?:nr\.?|n°|no\.?))?[\s\-:.]*)?(\d{3})[\s.-]?(\d{3})$/i;

export const LICENCE_MESSAGES = {
  format: 'Enter the BIV/IPI number as six digits, for example BIV 504.123',
} as const;

/** The six digits of a well-formed number, or null. */
export function licenceDigits(value: string): string | null {
  const match = LICENCE_PATTERN.exec(value.trim());
  return match ? `${match[1]}${match[2]}` : null;
}

export const isLicenceNumber = (value: string) => licenceDigits(value) !== null;
