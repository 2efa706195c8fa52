import { CHAT_MESSAGES } from '@immora/shared/chat';
import { useNamespaceMessage } from '../../../lib/use-namespace-message.ts';

/** The chat's English server messages (REST and socket answers) in the reader's language. */
export const useChatMessage = () => useNamespaceMessage('chat', CHAT_MESSAGES);
