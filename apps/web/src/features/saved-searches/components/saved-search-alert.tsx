import { useTranslation } from 'react-i18next';
import type { TSavedSearch } from '@immora/shared/saved-searches';
import { AlertFrequencySelect } from '../../../components/alert-frequency-select.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSetSavedSearchAlert } from '../api/set-saved-search-alert.ts';

/** The e-mail alert of one saved search: Off / Instant / Daily, saved as soon as it is chosen. */
export function SavedSearchAlert({ search }: { search: TSavedSearch }) {
  const { t } = useTranslation();
  const save = useSetSavedSearchAlert();
  return (
    <AlertFrequencySelect
      className="saved-alert"
      label={t('alerts.searchLabel', { title: search.title })}
      hideLabel
      value={save.isPending && save.variables ? save.variables.frequency : search.alert}
      disabled={save.isPending}
      onChange={(frequency) =>
        save.mutate(
          { id: search.id, frequency },
          {
            onSuccess: () => toast(t('alerts.saved')),
            onError: (error) => toast(error instanceof ApiError ? error.message : t('alerts.failed'), 'error'),
          },
        )
      }
    />
  );
}
