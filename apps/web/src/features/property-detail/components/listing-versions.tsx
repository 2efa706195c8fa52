import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@immora/shared/languages';
import type { TListingVersion } from '@immora/shared/properties';
import { Icon } from '../../../components/icon.tsx';
import { LANGUAGE_AUTONYMS } from '../../../lib/language.ts';
import './listing-versions.css';

type Props = {
  versions: TListingVersion[];
  original: TLanguage;
  shown: TListingVersion;
  interfaceLanguage: string;
  onPick: (language: TLanguage) => void;
};

/**
 * Which language the listing's text is in, when that is not the visitor's (or a translation), and
 * buttons to read the other versions (decision 023). Nothing for a listing in the visitor's language only.
 */
export function ListingVersions({ versions, original, shown, interfaceLanguage, onPick }: Props) {
  const { t } = useTranslation();
  const others = versions.filter((v) => v.language !== shown.language);
  const note =
    shown.language !== original
      ? t(`property.versions.translatedFrom.${original}`)
      : shown.language !== interfaceLanguage
        ? t(`property.versions.writtenIn.${shown.language}`)
        : null;
  if (!note && others.length === 0) return null;
  return (
    <div className="listing-versions" role="group" aria-label={t('property.versions.label')}>
      {note && (
        <p className="listing-versions__note" data-testid="listing-language-note">
          <Icon name="globe" size={16} />
          {note}
        </p>
      )}
      {others.length > 0 && (
        <p className="listing-versions__others">
          <span>{t('property.versions.otherVersions')}</span>
          {others.map((v) => (
            <button
              key={v.language}
              type="button"
              className="btn btn--ghost btn--small"
              lang={v.language}
              onClick={() => onPick(v.language)}
            >
              {LANGUAGE_AUTONYMS[v.language]}
            </button>
          ))}
        </p>
      )}
    </div>
  );
}
