import { z } from 'zod';

export const LICENCE_MESSAGES = {
  noSeats: 'All your licences are assigned. Buy a plan with more licences or unassign an agent first.',
  notYourAgent: 'This agent does not work for your agency.',
  alreadyAssigned: 'This agent already has a licence.',
  notAssigned: 'This agent has no licence from your agency.',
} as const;

export const ZLicenceAgent = z.object({
  id: z.string(),
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** When the agent got a licence of this agency; null: none. */
  assignedAt: z.string().nullable(),
});
export type TLicenceAgent = z.infer<typeof ZLicenceAgent>;

/** An agency's licences (spec 2 §2): seats bought, assigned, available, and its agents. */
export const ZLicenceSummary = z.object({
  seats: z.number().int(),
  assigned: z.number().int(),
  available: z.number().int(),
  agents: z.array(ZLicenceAgent),
});
export type TLicenceSummary = z.infer<typeof ZLicenceSummary>;

export const ZAssignLicenceRequest = z.object({ agentId: z.uuid({ error: LICENCE_MESSAGES.notYourAgent }) });
export const ZLicenceAgentParams = z.object({ agentId: z.uuid({ error: LICENCE_MESSAGES.notAssigned }) });

/** An agent's own licence (shown on their profile): which agency gave it and when; null: none. */
export const ZMyLicence = z.object({ agencyName: z.string(), assignedAt: z.string() }).nullable();
export type TMyLicence = z.infer<typeof ZMyLicence>;
