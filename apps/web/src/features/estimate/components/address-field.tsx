import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field.tsx';

type Props = {
  value: string;
  /** The geocoder has found the address (its label is the value). */
  located: boolean;
  error: string | undefined;
  onChange: (address: string) => void;
};

/** The property's address: found by the wizard's geocoder when the form is sent. */
export function AddressField({ value, located, error, onChange }: Props) {
  const { t } = useTranslation('estimate');
  return (
    <TextField
      name="address"
      label={t('fields.address')}
      required
      autoComplete="street-address"
      placeholder={t('form.addressPlaceholder')}
      help={located ? t('form.addressFound') : t('form.addressHelp')}
      error={error}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
