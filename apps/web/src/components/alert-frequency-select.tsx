import { useTranslation } from 'react-i18next';
import { ALERT_FREQUENCIES, type TAlertFrequency } from '@immora/shared/alerts';
import { SelectField } from './form/select-field.tsx';

type Props = {
  label: string;
  hideLabel?: boolean;
  help?: string;
  value: TAlertFrequency;
  disabled?: boolean;
  onChange: (frequency: TAlertFrequency) => void;
  className?: string;
};

/** Off / Instant / Daily for an e-mail alert (saved searches, favourites' price drops; decision 024). */
export function AlertFrequencySelect({ onChange, ...field }: Props) {
  const { t } = useTranslation();
  return (
    <SelectField
      {...field}
      options={ALERT_FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`alerts.frequency.${frequency}`) }))}
      onChange={(event) => onChange(event.target.value as TAlertFrequency)}
    />
  );
}
