import { useTranslation } from 'react-i18next';
import { AlertFrequencySelect } from '../../../components/alert-frequency-select.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { usePriceDropAlert, useSetPriceDropAlert } from '../api/price-drop-alert.ts';

/** The user's price-drop alert over all favourites: Off / Instant / Daily, saved as soon as it is chosen. */
export function PriceDropAlert({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const setting = usePriceDropAlert(token);
  const save = useSetPriceDropAlert(token);
  return (
    <AlertFrequencySelect
      className="price-drop-alert"
      label={t('alerts.priceDrops')}
      help={t('alerts.priceDropsHelp')}
      value={save.isPending && save.variables ? save.variables : (setting.data?.frequency ?? 'off')}
      disabled={!setting.data || save.isPending}
      onChange={(frequency) =>
        save.mutate(frequency, {
          onSuccess: () => toast(t('alerts.saved')),
          onError: (error) => toast(error instanceof ApiError ? error.message : t('alerts.failed'), 'error'),
        })
      }
    />
  );
}
