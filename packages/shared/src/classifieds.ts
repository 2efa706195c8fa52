import { z } from 'zod';
import { CATEGORIES } from './listing.ts';

/**
 * A classified (/advertise): the essentials of a listing, published at once. The full listing
 * wizard (photos, regional certificates, viewing slots) is the add-property flow.
 */
export const EPC_LABELS = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

export const CLASSIFIED_MESSAGES = {
  required: 'Please fill out all required fields.',
  title: 'The title needs 5 to 120 characters',
  description: 'The description needs 20 to 5000 characters',
  price: 'Please enter a price in euro',
  city: 'Please choose a Belgian city from the list',
  address: 'Please enter the street and number',
  epc: 'A sale needs the energy label of its EPC certificate',
  published: 'Your classified is published.',
} as const;

const count = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} is too large`);

export const ZClassifiedRequest = z
  .object({
    title: z
      .string({ error: CLASSIFIED_MESSAGES.title })
      .trim()
      .min(5, CLASSIFIED_MESSAGES.title)
      .max(120, CLASSIFIED_MESSAGES.title),
    description: z
      .string({ error: CLASSIFIED_MESSAGES.description })
      .trim()
      .min(20, CLASSIFIED_MESSAGES.description)
      .max(5000, CLASSIFIED_MESSAGES.description),
    category: z.enum(CATEGORIES, { error: 'Unknown category' }),
    type: z.enum(['rent', 'sale'], { error: 'Choose rent or sale' }),
    price: z
      .number({ error: CLASSIFIED_MESSAGES.price })
      .positive(CLASSIFIED_MESSAGES.price)
      .max(100_000_000, 'Price is too large'),
    city: z
      .string({ error: CLASSIFIED_MESSAGES.city })
      .trim()
      .min(1, CLASSIFIED_MESSAGES.city)
      .max(80, CLASSIFIED_MESSAGES.city),
    address: z
      .string({ error: CLASSIFIED_MESSAGES.address })
      .trim()
      .min(3, CLASSIFIED_MESSAGES.address)
      .max(200, CLASSIFIED_MESSAGES.address),
    bedrooms: count('Bedrooms', 50),
    bathrooms: count('Bathrooms', 50),
    area: count('Area', 100_000),
    availableNow: z.boolean().default(true),
    epcLabel: z.enum(EPC_LABELS, { error: CLASSIFIED_MESSAGES.epc }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'sale' && !v.epcLabel)
      ctx.addIssue({ code: 'custom', path: ['epcLabel'], message: CLASSIFIED_MESSAGES.epc });
  });
export type TClassifiedRequest = z.input<typeof ZClassifiedRequest>;

export const ZClassifiedResponse = z.object({
  id: z.string(),
  _id: z.string(),
  publicCode: z.string(),
  message: z.string(),
});
