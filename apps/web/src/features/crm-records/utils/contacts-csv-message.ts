import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_CSV_MESSAGES } from '@immora/shared/crm-contacts-csv';
import { ApiError } from '../../../lib/api-client.ts';
import { useCrmMessage } from './crm-message.ts';

const KEY_BY_TEXT = new Map<string, string>(Object.entries(CONTACT_CSV_MESSAGES).map(([key, text]) => [text, key]));

/** The columns a refused header names, as the API gives them in `fields`. */
const COLUMN_FIELDS = ['unknown', 'missing', 'duplicate'] as const;

/**
 * Translates the CSV import's messages (crmRecords `contactsCsv.messages.*`), then the CRM's and
 * the schemas'; `ofError` turns a refused file into its sentence, naming the columns it is about.
 */
export function useContactsCsvMessage() {
  const { t } = useTranslation('crmRecords');
  const crm = useCrmMessage();
  return useMemo(() => {
    const text = (message: string) => {
      const key = KEY_BY_TEXT.get(message);
      return key ? t(`contactsCsv.messages.${key}`) : (crm(message) ?? message);
    };
    const ofError = (error: unknown) => {
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return t('contactsCsv.failed');
      const columns = COLUMN_FIELDS.find((f) => error.fields?.[f]);
      if (columns) return t(`contactsCsv.columns.${columns}`, { columns: error.fields![columns] });
      return text(error.message);
    };
    return { text, ofError };
  }, [t, crm]);
}
