import { AGENCY_TEAM_MESSAGES } from '@immora/shared/agency-team';
import { useNamespaceMessage } from '../../../lib/use-namespace-message.ts';

/**
 * Translates the team API's and the shared schemas' English messages (agency namespace first,
 * then the accounts' messages); `fallback` stands for anything else (a network failure, a 500).
 */
export const useTeamMessage = () => useNamespaceMessage('agency', AGENCY_TEAM_MESSAGES);
