import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { placeServerErrors } from '../../../lib/server-fields.ts';
import { crmPaths, crmPlural, type CrmKind, type CrmRole } from '../utils/crm-kinds.ts';
import { useCrmMessage } from '../utils/crm-message.ts';
import { useSaveCrmRecord } from './crm-records.ts';

/**
 * Saving a CRM form: POST or PUT, then back to the list with a toast; the server's per-field
 * messages land on the fields; a 403 is 'Unauthorized Action'; anything else the spec's failure text.
 */
export function useCrmSubmit<T extends FieldValues>(
  kind: CrmKind,
  role: CrmRole,
  id: string | undefined,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  const { t } = useTranslation('crmRecords');
  const message = useCrmMessage();
  const navigate = useNavigate();
  const save = useSaveCrmRecord(kind, id);
  const plural = crmPlural(kind);
  return async (body: object) => {
    try {
      await save.mutateAsync(body);
      toast(t(id ? 'form.saved' : 'form.added'), 'success');
      void navigate(crmPaths(role, kind).list);
    } catch (failure) {
      if (placeServerErrors(failure, fields, setError)) return;
      const fallback = t(id ? `${plural}.updateFailed` : `${plural}.addFailed`);
      if (failure instanceof ApiError && failure.status === 403 && failure.message.startsWith('Unauthorized'))
        toast(`${t('unauthorized.title')}: ${t('unauthorized.edit')}`, 'error');
      else toast(message((failure as Error).message, fallback) ?? fallback, 'error');
    }
  };
}
