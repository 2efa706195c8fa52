/** The first parts of the team's query keys: a change invalidates every page of a list. */
export const AGENCY_AGENTS_KEY = ['agency-agents'] as const;
export const UNASSIGNED_KEY = ['agency-unassigned'] as const;
export const AGENT_REQUESTS_KEY = ['agency-agent-requests'] as const;
