import { CRM_MESSAGES } from '@immora/shared/crm-records';
import { useNamespaceMessage } from '../../../lib/use-namespace-message.ts';

/** Translates the CRM API's and the shared schemas' English messages (crmRecords namespace first). */
export const useCrmMessage = () => useNamespaceMessage('crmRecords', CRM_MESSAGES);
