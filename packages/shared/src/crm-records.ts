import { z } from 'zod';
import { AUTH_MESSAGES } from './auth.ts';

/**
 * What the CRM records (spec 2 §3 Lead, Customer, Opportunity, Contact; §5; decision 035) have in
 * common: the messages of the server's answers and of the fields, and the small field builders.
 */
export const CRM_MESSAGES = {
  // Spec 2 §6 and §8, word for word.
  unauthorized: 'Unauthorized Action',
  notYours: 'This record belongs to another agent or agency',
  onlyAdderCanEdit: 'Only customers added directly by you can be edited.',
  onlyAdderCanDelete: 'Only customers added directly by you can be deleted.',
  customerDeleteFailed: 'Failed to delete customer',
  customerAddFailed: 'Failed to add Customer',
  opportunityAddFailed: 'Failed to add opportunity',
  opportunityUpdateFailed: 'Failed to update opportunity',
  contactDeleteFailed: 'Failed to delete contact',
  // Ours: the spec leaves them to us.
  leadNotFound: 'Lead not found',
  customerNotFound: 'Customer not found',
  opportunityNotFound: 'Opportunity not found',
  contactNotFound: 'Contact not found',
  alreadyConverted: 'This lead has already been converted.',
  clientNameRequired: 'Client name is required',
  clientNameMin: 'Client name must be at least 2 characters',
  fullNameRequired: 'Full name is required',
  fullNameMin: 'Full name must be at least 2 characters',
  nameMax: 'This name is too long',
  propertyDetailsRequired: 'Property details are required',
  propertyDetailsMin: 'Property details must be at least 10 characters',
  transactionType: 'Transaction type must be selling, buying or renting',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be a whole amount of cents, 0 or more',
  status: 'Please choose a valid status',
  potentialMatchesRequired: 'Potential matches are required',
  potentialMatchesMin: 'Potential matches cannot be negative',
  progressRequired: 'Progress is required',
  progressFormat: 'Progress must be written as XX%, from 0% to 100%',
  lastContactRequired: 'Last contact date is required',
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  nextActionRequired: 'Next action is required',
  nextActionMin: 'Next action must be at least 5 characters',
  notesRequired: 'Notes are required',
  notesMin: 'Notes must be at least 10 characters',
  budgetRequired: 'Budget is required',
  propertyTypeRequired: 'Please select at least one property type',
  propertyType: 'Property type must be houses, apartments, villa, loft, office, bungalow or townhome',
  contactType: 'Type must be buy, sale or rent',
  leadType: 'Please choose a valid lead type',
  leadSource: 'Please choose a valid lead source',
  addressMax: 'The address is too long',
  tooLong: AUTH_MESSAGES.tooLong,
} as const;

/** Required, trimmed text with a minimum length and a hard maximum. */
export const crmText = (required: string, min: number, minMessage: string, max = 2000) =>
  z.string({ error: required }).trim().min(1, required).min(min, minMessage).max(max, CRM_MESSAGES.tooLong);

/** An amount in whole euro cents (the kit's money field hands cents to the form). */
export const cents = (required: string) =>
  z
    .number({ error: required })
    .int(CRM_MESSAGES.priceInvalid)
    .min(0, CRM_MESSAGES.priceInvalid)
    .max(100_000_000_00, CRM_MESSAGES.priceInvalid);

/** A calendar day, YYYY-MM-DD. */
export const isoDay = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, CRM_MESSAGES.dateInvalid)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), CRM_MESSAGES.dateInvalid);

/** What every record answers besides its own fields: who added it and whether the caller may change it. */
export const ZCrmRecordMeta = z.object({
  id: z.string(),
  _id: z.string(),
  /** The user who added the record. */
  addedBy: z.object({ id: z.string(), name: z.string() }),
  /** The agency the record belongs to (added by the agency or one of its agents), else null. */
  agencyId: z.string().nullable(),
  /** False when the caller may see but not change it (a customer someone else added). */
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
