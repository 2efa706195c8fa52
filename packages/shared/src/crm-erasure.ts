import { z } from 'zod';

/**
 * "Erase this person" (issue 32, decision 062): a holder of CRM records (an agency, or an
 * independent agent) erases everything it keeps about one person, found by the e-mail of the
 * lead, customer or contact the action starts from.
 */

/** The record pages that offer the action: a person's e-mail is on these kinds. */
export const CRM_ERASABLE_KINDS = ['leads', 'customers', 'contacts'] as const;
export type CrmErasableKind = (typeof CRM_ERASABLE_KINDS)[number];

/** What one erasure takes away, per kind of data, in the order the dialog lists them. */
export const CRM_ERASURE_PARTS = [
  'leads',
  'customers',
  'opportunities',
  'contacts',
  'contactForms',
  'sentEmails',
  'mailCopies',
  'viewings',
] as const;
export type CrmErasurePart = (typeof CRM_ERASURE_PARTS)[number];

export const ZCrmErasure = z.object({
  /** Who: the record's name and e-mail, as the dialog names them. */
  person: z.object({ name: z.string(), email: z.string() }),
  /** Rows per part: what the preview would erase, or what the erasure erased. */
  counts: z.object(
    Object.fromEntries(CRM_ERASURE_PARTS.map((p) => [p, z.number().int()])) as Record<CrmErasurePart, z.ZodNumber>,
  ),
  /** false: a preview (nothing changed); true: erased. */
  erased: z.boolean(),
});
export type TCrmErasure = z.infer<typeof ZCrmErasure>;

export const CRM_ERASURE_MESSAGES = {
  onlyHolder: 'Unauthorized Action: Only the agency can erase a person from its CRM.',
} as const;
