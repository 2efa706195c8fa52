import { z } from 'zod';
import { APPOINTMENT_STATUSES, VISIT_TYPES } from './appointments.ts';
import { SENT_EMAIL_STATUSES } from './emails.ts';

/**
 * A customer's page (issue 16, decision 039): the viewings booked with the customer's e-mail
 * address and the e-mails sent to it, as far as the caller may see them; the newest first.
 */
export const CUSTOMER_ACTIVITY_LIMIT = 50;

export const ZCustomerAppointment = z.object({
  id: z.string(),
  startsAt: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  visitType: z.enum(VISIT_TYPES),
  property: z.object({ id: z.string(), title: z.string() }),
  /** Who receives the viewing: the listing's agent, else its owner. */
  hostName: z.string(),
});
export type TCustomerAppointment = z.infer<typeof ZCustomerAppointment>;

export const ZCustomerEmail = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(SENT_EMAIL_STATUSES),
  /** When it left (null while queued or after a failure), and when it was written. */
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  senderName: z.string(),
});
export type TCustomerEmail = z.infer<typeof ZCustomerEmail>;

const part = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const ZCustomerActivity = z.object({
  /** The newest CUSTOMER_ACTIVITY_LIMIT of each, and how many there are. */
  appointments: part(ZCustomerAppointment),
  emails: part(ZCustomerEmail),
});
export type TCustomerActivity = z.infer<typeof ZCustomerActivity>;
