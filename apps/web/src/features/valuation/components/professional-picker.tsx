import { useTranslation } from 'react-i18next';
import type { TValuationProfessional } from '@immora/shared/valuation-requests';
import { Avatar } from '../../../components/avatar.tsx';
import { RadioCardsField, type RadioCard } from '../../../components/form/radio-cards-field.tsx';

/** The picker's value for "Let Immora choose" (the rotation). */
export const AUTO = 'auto';

type Props = {
  professionals: TValuationProfessional[];
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
};

/** "Let Immora choose" first, then the short list: picture, name, agent or agency, listings here. */
export function ProfessionalPicker({ professionals, value, onChange, error }: Props) {
  const { t } = useTranslation('valuation');
  const options: RadioCard<string>[] = [
    { value: AUTO, label: t('pick.auto'), description: t('pick.autoHelp') },
    ...professionals.map((pro) => ({
      value: pro.id,
      label: (
        <span className="valuation-pro">
          <Avatar name={pro.name} src={pro.picture} size="sm" shape={pro.kind === 'agency' ? 'square' : 'round'} />
          <span>{pro.name}</span>
        </span>
      ),
      description:
        pro.kind === 'agency'
          ? t('pick.agency')
          : pro.agencyName
            ? t('pick.agentOf', { agency: pro.agencyName })
            : t('pick.agent'),
      aside: <span className="valuation-pro__count">{t('pick.listings', { count: pro.listingCount })}</span>,
    })),
  ];
  return (
    <RadioCardsField
      name="valuation-professional"
      label={t('pick.legend')}
      options={options}
      value={value}
      onChange={onChange}
      layout="stack"
      error={error}
    />
  );
}
