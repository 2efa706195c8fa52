import { scanText, type TextFinding } from '@immora/shared/text-signals';
import { SIGNAL_KINDS, type Signal } from './signal.ts';

export type TextSource = 'listing' | 'chatMessage' | 'contactMessage';
type Found = TextFinding & { field: string };

const CONTACT = new Set(['email', 'phone']);
const SERIOUS_PAYMENT = new Set(['iban', 'transferService', 'payBeforeViewing']);

/**
 * contact_in_text and payment_words (decision 078) over the texts of one listing (every language
 * version) or one chat message: e-mail addresses and phone numbers are contact details (low in a
 * listing, where agencies legitimately print theirs; medium in a first chat message, where a
 * scammer moves the talk off Immora); an IBAN, a money transfer service or "pay before the
 * viewing" is a high payment signal, a bare advance-payment word a medium one. `where` goes into
 * the evidence (a chat message's ids).
 */
export function textSignals(
  fields: { field: string; text: string | null | undefined }[],
  source: TextSource,
  where: Record<string, unknown> = {},
): Signal[] {
  const found: Found[] = fields.flatMap(({ field, text }) =>
    text ? scanText(text).map((f) => ({ ...f, field })) : [],
  );
  const findings = (list: Found[]) => list.map(({ field, type, match, value }) => ({ field, type, match, value }));
  const signals: Signal[] = [];
  const contact = found.filter((f) => CONTACT.has(f.type));
  if (contact.length)
    signals.push({
      kind: SIGNAL_KINDS.contactInText,
      severity: source === 'chatMessage' ? 'medium' : 'low',
      evidence: { source, ...where, findings: findings(contact) },
    });
  const payment = found.filter((f) => !CONTACT.has(f.type));
  if (payment.length)
    signals.push({
      kind: SIGNAL_KINDS.paymentWords,
      severity: payment.some((f) => SERIOUS_PAYMENT.has(f.type)) ? 'high' : 'medium',
      evidence: { source, ...where, findings: findings(payment) },
    });
  return signals;
}

/** A listing's title and description in its original language and every version. */
export function listingTextFields(row: {
  title: string | null;
  description: string | null;
  translations: Partial<Record<string, { title?: string; description?: string }>>;
}) {
  return [
    { field: 'title', text: row.title },
    { field: 'description', text: row.description },
    ...Object.entries(row.translations ?? {}).flatMap(([language, version]) => [
      { field: `translations.${language}.title`, text: version?.title },
      { field: `translations.${language}.description`, text: version?.description },
    ]),
  ];
}

/** What a contact message is scanned for: the fake buyer's tools (decision 078, amendment of 2026-11-29). */
const FAKE_BUYER = new Set(['iban', 'transferService']);

/**
 * payment_words in a signed-in visitor's contact message (the listing page's contact form): only an
 * IBAN or a money transfer service, the tools of the overpayment scam against an advertiser, high.
 * Contact details are what the form is for, and a visitor asking about the deposit or an advance
 * is an honest question, so neither is scanned here.
 */
export function contactMessageSignals(text: string, where: Record<string, unknown>): Signal[] {
  const found = scanText(text).filter((f) => FAKE_BUYER.has(f.type));
  if (!found.length) return [];
  return [
    {
      kind: SIGNAL_KINDS.paymentWords,
      severity: 'high',
      evidence: {
        source: 'contactMessage',
        ...where,
        findings: found.map(({ type, match, value }) => ({ field: 'message', type, match, value })),
      },
    },
  ];
}
