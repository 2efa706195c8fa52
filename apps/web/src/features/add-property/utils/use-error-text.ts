import { useTranslation } from 'react-i18next';

/** The wizard's error keys (`listing.price`, `missing`) as the message a field shows. */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (key) => (key ? t(`addProperty.errors.${key}`) : undefined);
}
