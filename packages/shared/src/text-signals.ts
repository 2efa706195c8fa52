import { toE164 } from './phone-e164.ts';

/**
 * Contact details and payment words written into a listing's text or a chat message (issue 36,
 * docs/decisions/078-fraud-signals.md): IBANs (with a valid checksum), e-mail addresses, phone
 * numbers (Belgian formats, +32/0032, spaced, dotted, slashed; other countries with +), money
 * transfer services and "pay before the viewing" phrases in English, Dutch, French and Greek.
 * Pure: the API's signal rules use it, and a form could warn with it before sending.
 */
export const TEXT_FINDING_TYPES = [
  'iban',
  'email',
  'phone',
  'transferService',
  'payBeforeViewing',
  'advancePayment',
] as const;
export type TextFindingType = (typeof TEXT_FINDING_TYPES)[number];
/** `match` is the text as written; `value` the normalised form (IBAN without spaces, E.164, lower-case address). */
export type TextFinding = { type: TextFindingType; match: string; value: string };

/* ------------------------------------------------------------------ IBAN */

/** IBAN lengths of the ISO 13616 registry, by country. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21,
  CR: 22, CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27,
  GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24,
  ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29,
  RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28, TL: 23, TN: 24,
  TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
}; // prettier-ignore

/** ISO 7064 MOD 97-10: the country and check digits moved to the end, letters as 10–35, remainder 1. */
export function ibanChecksumValid(iban: string): boolean {
  const s = iban.toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s) || IBAN_LENGTHS[s.slice(0, 2)] !== s.length) return false;
  let rest = 0;
  for (const ch of s.slice(4) + s.slice(0, 4)) {
    const n = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch);
    rest = (rest * (n > 9 ? 100 : 10) + n) % 97;
  }
  return rest === 1;
}

/** Where IBANs are written: a country code and check digits, then the BBAN, possibly in groups of four. */
function findIbans(text: string): { start: number; end: number; finding: TextFinding }[] {
  const out: { start: number; end: number; finding: TextFinding }[] = [];
  const head = /(?<![\p{L}\p{N}])([A-Za-z]{2})\s?(\d{2})/gu;
  for (const m of text.matchAll(head)) {
    const length = IBAN_LENGTHS[m[1]!.toUpperCase()];
    if (!length) continue;
    let compact = (m[1]! + m[2]!).toUpperCase();
    let i = m.index + m[0].length;
    // The BBAN: letters and digits, single spaces allowed between them.
    while (compact.length < length && i < text.length) {
      const ch = text[i]!;
      if (/[A-Za-z0-9]/.test(ch)) compact += ch.toUpperCase();
      else if (!(ch === ' ' && /[A-Za-z0-9]/.test(text[i + 1] ?? ''))) break;
      i++;
    }
    if (compact.length !== length || /[A-Za-z0-9]/.test(text[i] ?? '')) continue;
    // A BBAN is digits with a few letters at most (a bank code, an Italian CIN): "de 12 appartementen…" is no IBAN.
    if ((compact.slice(4).match(/[A-Z]/g)?.length ?? 0) > 4 || !ibanChecksumValid(compact)) continue;
    out.push({ start: m.index, end: i, finding: { type: 'iban', match: text.slice(m.index, i), value: compact } });
  }
  return out;
}

/* ---------------------------------------------------------------- e-mail */

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** "name [at] domain [dot] be", "name (at) domain.be", "name at domain dot com". */
const AT = String.raw`(?:\s*[([{]\s*(?:at|@|apenstaart|arobase)\s*[)\]}]\s*|\s+(?:at|@)\s+)`;
const DOT = String.raw`(?:\s*[([{]\s*(?:dot|punt|point)\s*[)\]}]\s*|\s+(?:dot|punt|point)\s+|\.)`;
const OBFUSCATED_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}])[\p{L}\p{N}._%+-]+${AT}[\p{L}\p{N}-]+(?:${DOT}[\p{L}\p{N}-]+)*${DOT}(?:com|be|net|org|eu|nl|fr|gr|de|info|io|me|co\.uk|uk)(?![\p{L}\p{N}])`,
  'giu',
);

/* ----------------------------------------------------------------- phone */

/** One separator between digit groups: a space, or a dot, slash or dash with optional spaces, or "(0)". */
const SEP = String.raw`(?:\s?[./–-]\s?|\s|\s?\(0\)\s?)`;
const PHONE = new RegExp(String.raw`(?<![\p{L}\p{N}+.,/–-])(\+|00|0)(\d+(?:${SEP}\d+)*)`, 'gu');
/** dd/mm/yyyy, dd.mm.yy…: a date, never a phone. */
const DATE_LIKE = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}(?!\d)/;
/** 08.30 – 12.30: opening hours. */
const TIME_LIKE = /^0\d[.:h]\d{2}(?:\s?[–-]\s?|\s|$)/;

/** A Belgian enterprise (KBO/BCE, VAT) number: 10 digits, the last two 97 − (first eight mod 97). */
const enterpriseNumber = (digits: string) =>
  /^[01]\d{9}$/.test(digits) && 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));

/** The digits of `prefix + groups` when they make a phone number, its E.164 form, else null. */
function phoneOf(prefix: string, groups: string[]): string | null {
  const digits = groups.join('');
  if (prefix === '0') {
    // National: 9 digits (fixed lines 0X XXX XX XX, 0XX XX XX XX) or 10 (mobiles 04XX, and the
    // 10-digit national numbers of France and the Netherlands), never a zero after the first.
    const all = `0${digits}`;
    if (!/^0[1-9]\d{7,8}$/.test(all)) return null;
    // "0123.456.789": an enterprise number grouped as one, not a phone.
    if (groups.length === 3 && groups.map((g) => g.length).join() === '3,3,3') return null;
    if (!/^04[5-9]/.test(all) && enterpriseNumber(all)) return null;
    return toE164(all);
  }
  const international = digits.length >= 9 ? toE164(`+${digits}`) : null;
  return international;
}

function findPhones(text: string): { start: number; end: number; finding: TextFinding }[] {
  const out: { start: number; end: number; finding: TextFinding }[] = [];
  for (const m of text.matchAll(PHONE)) {
    const raw = m[0];
    if (DATE_LIKE.test(raw) || TIME_LIKE.test(raw)) continue;
    if (/(?:BE|BTW|TVA|KBO|BCE)\s?$/i.test(text.slice(Math.max(0, m.index - 4), m.index))) continue;
    const prefix = m[1]!;
    // Groups and where each ends in the text: the longest run of groups that is a number wins
    // ("0470 12 34 56 2 slaapkamers" is the phone without the 2).
    const groups: { digits: string; end: number }[] = [];
    const groupRe = /\d+/g;
    for (const g of m[2]!.matchAll(groupRe)) {
      // "(0)" is a separator, not a group.
      const at = m.index + prefix.length + g.index;
      if (g[0] === '0' && text[at - 1] === '(' && text[at + 1] === ')') continue;
      groups.push({ digits: g[0], end: at + g[0].length });
    }
    for (let k = groups.length; k > 0; k--) {
      const e164 = phoneOf(
        prefix,
        groups.slice(0, k).map((g) => g.digits),
      );
      if (!e164) continue;
      const end = groups[k - 1]!.end;
      out.push({ start: m.index, end, finding: { type: 'phone', match: text.slice(m.index, end), value: e164 } });
      break;
    }
  }
  return out;
}

/* --------------------------------------------------------- payment words */

/** Lower case, accents and Greek tonos dropped, spaces collapsed: what the phrases are written against. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ');
}

/** A whole word or phrase (Greek included: \b only knows ASCII). */
const w = (pattern: string) => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${pattern})(?![\p{L}\p{N}])`, 'gu');
/** Up to `n` characters of anything within the sentence between two parts. */
const near = (n = 40) => String.raw`[^.!?\n]{0,${n}}?`;

const PAYMENT_PHRASES: { type: TextFindingType; re: RegExp }[] = [
  {
    type: 'transferService',
    re: w(String.raw`western ?union|money ?gram|ria money transfer|paysafe ?card|mandat ?cash|transcash`),
  },
  // "deposit before the viewing", "waarborg vooraf", "caution avant visite", "προκαταβολή πριν την επίσκεψη"
  {
    type: 'payBeforeViewing',
    re: w(
      [
        String.raw`(?:deposit|payment|pay|transfer|wire)${near()}(?:before|prior to)(?: the| a| any)? (?:viewing|visit|visiting|showing|seeing (?:it|the (?:flat|house|apartment|property)))`,
        String.raw`(?:send|transfer|wire|pay) (?:the |a |me )?(?:deposit|money|payment|first month(?:'s rent)?) (?:first|in advance|upfront|up front)`,
        String.raw`keys? (?:will be |are |can be )?(?:sent|posted|mailed|delivered|shipped) (?:to you )?(?:by|via|through) (?:post|mail|courier|dhl|ups|airbnb)`,
        String.raw`(?:huur)?waarborg vooraf|(?:eerst|vooraf) (?:de |het )?(?:huur)?(?:waarborg|borg|voorschot)`,
        String.raw`(?:(?:huur)?waarborg|borg|voorschot|betaling|overschrijving|storting)${near()}(?:voor|voorafgaand aan|voordat|alvorens)(?: het| een| de| je| u)? (?:bezoek|bezichtiging|plaatsbezoek|bezoeken|bekijken)`,
        String.raw`sleutels? (?:worden |wordt )?(?:per|via|met de) (?:post|koerier)`,
        String.raw`(?:caution|garantie|acompte|paiement|virement)${near()}(?:avant|prealable a|prealablement a)(?: la| une| toute| de)? visite`,
        String.raw`caution (?:a l'avance|d'avance|au prealable)`,
        String.raw`cles? (?:envoyees? |expediees? |remises? )?par (?:la )?(?:poste|courrier|coursier)`,
        String.raw`(?:προκαταβολη|εγγυηση|πληρωμη|καταθεση|εμβασμα)${near()}(?:πριν|προ)(?: την| απο την| της)? (?:επισκεψη|υποδειξη|ξεναγηση)`,
        String.raw`κλειδια${near(20)}(?:ταχυδρομειο|κουριερ|courier)`,
      ].join('|'),
    ),
  },
  {
    type: 'advancePayment',
    re: w(
      [
        String.raw`advance payment|payment in advance|pay(?:ment)? (?:upfront|up front|in advance)`,
        String.raw`vooruitbetaling|betaling vooraf|vooraf (?:te )?betalen`,
        String.raw`paiement (?:a l'avance|d'avance|anticipe)|payer (?:a l'avance|d'avance)`,
        String.raw`προκαταβολη|πληρωμη εκ των προτερων`,
        String.raw`bitcoin|crypto ?(?:currency|munt|monnaie)`,
      ].join('|'),
    ),
  },
];

/* ------------------------------------------------------------------ scan */

/**
 * Everything of the kinds above in `text`, in order of appearance. IBANs and e-mail addresses
 * are taken first and blanked, so their digits are never read again as a phone number; a phrase
 * counted as "pay before viewing" is not counted again as an advance payment.
 */
export function scanText(text: string): TextFinding[] {
  const found: { start: number; finding: TextFinding }[] = [];
  let rest = text;
  const blank = (start: number, end: number) => {
    rest = rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end);
  };
  for (const hit of findIbans(rest)) {
    found.push(hit);
    blank(hit.start, hit.end);
  }
  for (const re of [EMAIL, OBFUSCATED_EMAIL]) {
    for (const m of rest.matchAll(re)) {
      const value = m[0]
        .replace(new RegExp(AT, 'iu'), '@')
        .replace(new RegExp(DOT, 'giu'), '.')
        .replace(/\s+/g, '')
        .toLowerCase();
      found.push({ start: m.index, finding: { type: 'email', match: m[0], value } });
      blank(m.index, m.index + m[0].length);
    }
  }
  for (const hit of findPhones(rest)) found.push(hit);
  // Folding keeps positions only roughly (a letter and its accent are one character again), so
  // phrases are ordered after the rest, each by its place in the folded text.
  const folded = foldText(text);
  const phrases: { start: number; finding: TextFinding }[] = [];
  const taken: [number, number][] = [];
  for (const { type, re } of PAYMENT_PHRASES) {
    for (const m of folded.matchAll(re)) {
      const end = m.index + m[0].length;
      if (taken.some(([s, e]) => m.index < e && end > s)) continue;
      taken.push([m.index, end]);
      phrases.push({ start: m.index, finding: { type, match: m[0], value: m[0] } });
    }
  }
  return [
    ...found.sort((a, b) => a.start - b.start).map((f) => f.finding),
    ...phrases.sort((a, b) => a.start - b.start).map((f) => f.finding),
  ];
}
