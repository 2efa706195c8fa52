import { z } from 'zod';
import { AUTH_MESSAGES, newPassword, personName, ZAccountEmail, ZPhoneNumber } from './auth.ts';
import { listQuery } from './list-query.ts';
import { LISTING_TYPES, PROPERTY_STATUSES } from './listing.ts';

/**
 * An agency's team (spec 2 §2 Agency, §5 'Agent creation', decision 030): its agents (add, edit,
 * kick out), the requests of independent agents to join it, and its unassigned listings.
 */
export const AGENCY_TEAM_MESSAGES = {
  agentNotFound: 'Agent not found',
  agencyNotFound: 'Agency not found',
  propertyNotFound: 'Property not found',
  requestNotFound: 'Agent request not found',
  notYourAgent: 'This agent does not work for your agency',
  notYourProperty: 'This property belongs to another agency',
  notYourRequest: 'This request was sent to another agency',
  emailTaken: AUTH_MESSAGES.emailTaken,
  selectAgent: 'Please select an agent',
  alreadyPending: 'You have already asked to join this agency. Please wait for its answer.',
  alreadyInAgency: 'You already work for an agency. Leave it before asking to join another one.',
  alreadyDecided: 'This request has already been answered.',
  joinedElsewhere: 'This agent has joined another agency in the meantime.',
  decision: "Choose 'accepted' or 'rejected'",
} as const;

/**
 * Agent creation asks the sign-up rule (8–128 characters), not the 6 of spec 2 §9: sign-in refuses
 * anything shorter (spec 1 §5), so a 6-character password would make an account that cannot sign in.
 */
const agentPassword = newPassword(AUTH_MESSAGES.passwordRequired, AUTH_MESSAGES.passwordLength);

/** The agent's own fields, which the agency may also change later (edit agent). */
export const ZAgentUpdateRequest = z.object({
  firstName: personName('first'),
  lastName: personName('last'),
  phoneNumber: ZPhoneNumber,
});
export type TAgentUpdateRequest = z.infer<typeof ZAgentUpdateRequest>;

/** POST /api/agency/agents: the agency creates the agent's account (the confirmation is the form's). */
export const ZAgentCreateRequest = ZAgentUpdateRequest.extend({ email: ZAccountEmail, password: agentPassword });
export type TAgentCreateRequest = z.infer<typeof ZAgentCreateRequest>;

/** The add-agent form: the request plus the confirmation ('Passwords must match'). */
export const ZAgentCreateForm = ZAgentCreateRequest.extend({
  confirmPassword: z.string({ error: AUTH_MESSAGES.confirmRequired }).min(1, AUTH_MESSAGES.confirmRequired),
}).superRefine((v, ctx) => {
  if (v.confirmPassword && v.password !== v.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsMatch });
});
export type TAgentCreateForm = z.infer<typeof ZAgentCreateForm>;

export const ZAgencyAgent = z.object({
  id: z.string(),
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  /** False until the agent has opened the verification link. */
  isVerified: z.boolean(),
  /** Listings of the agency assigned to the agent. */
  properties: z.number().int(),
  createdAt: z.string(),
});
export type TAgencyAgent = z.infer<typeof ZAgencyAgent>;

export const AGENCY_AGENT_SORTS = ['lastName', 'firstName', 'email', 'createdAt'] as const;
export const ZAgencyAgentsQuery = listQuery({
  sorts: AGENCY_AGENT_SORTS,
  defaultSort: 'lastName',
  defaultOrder: 'asc',
});
export type TAgencyAgentsQuery = z.input<typeof ZAgencyAgentsQuery>;

/* ---------- agent requests */

export const AGENT_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type AgentRequestStatus = (typeof AGENT_REQUEST_STATUSES)[number];
export const AGENT_REQUEST_DECISIONS = ['accepted', 'rejected'] as const;

export const ZAgentRequestDecision = z.object({
  status: z.enum(AGENT_REQUEST_DECISIONS, { error: AGENCY_TEAM_MESSAGES.decision }),
});
export type TAgentRequestDecision = z.infer<typeof ZAgentRequestDecision>;

export const ZAgentRequest = z.object({
  id: z.string(),
  _id: z.string(),
  status: z.enum(AGENT_REQUEST_STATUSES),
  agent: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    licenceNumber: z.string().nullable(),
    profilePicture: z.string().nullable(),
  }),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TAgentRequest = z.infer<typeof ZAgentRequest>;

export const AGENT_REQUEST_SORTS = ['createdAt', 'lastName'] as const;
export const ZAgentRequestsQuery = listQuery({
  sorts: AGENT_REQUEST_SORTS,
  defaultSort: 'createdAt',
  filters: {
    status: z.enum(AGENT_REQUEST_STATUSES, { error: 'Status must be pending, accepted or rejected' }).optional(),
  },
});
export type TAgentRequestsQuery = z.input<typeof ZAgentRequestsQuery>;

/** GET/POST /api/agencies/{id}/join-request: the signed-in agent's latest request to that agency. */
export const ZJoinRequestState = z.object({
  /** Whether the signed-in user may ask: an individual agent not yet working for an agency. */
  canRequest: z.boolean(),
  /** The latest request to this agency, or null. */
  status: z.enum(AGENT_REQUEST_STATUSES).nullable(),
  /** The agent already works for this agency. */
  member: z.boolean(),
});
export type TJoinRequestState = z.infer<typeof ZJoinRequestState>;

/* ---------- unassigned properties */

export const ZUnassignedProperty = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string().nullable(),
  publicCode: z.string(),
  city: z.string().nullable(),
  status: z.enum(PROPERTY_STATUSES),
  type: z.enum(LISTING_TYPES).nullable(),
  priceCents: z.number().int().nullable(),
  photo: z.string().nullable(),
  createdAt: z.string(),
});
export type TUnassignedProperty = z.infer<typeof ZUnassignedProperty>;

export const UNASSIGNED_SORTS = ['createdAt', 'title', 'price'] as const;
export const ZUnassignedQuery = listQuery({ sorts: UNASSIGNED_SORTS, defaultSort: 'createdAt' });
export type TUnassignedQuery = z.input<typeof ZUnassignedQuery>;

/** PUT /api/agency/properties/{id}/agent. */
export const ZAssignRequest = z.object({
  agentId: z
    .string({ error: AGENCY_TEAM_MESSAGES.selectAgent })
    .trim()
    .min(1, AGENCY_TEAM_MESSAGES.selectAgent)
    .max(100, AGENCY_TEAM_MESSAGES.selectAgent),
});
export type TAssignRequest = z.infer<typeof ZAssignRequest>;

export const ZAssignedProperty = z.object({ id: z.string(), agentId: z.string() });
