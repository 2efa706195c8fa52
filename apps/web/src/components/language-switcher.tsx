import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../lib/language.ts';
import { Icon } from './icon.tsx';
import './language-switcher.css';

const LABELS = { en: 'EN', nl: 'NL', fr: 'FR', el: 'ΕΛ' } as const;

/** EN / NL / FR / ΕΛ; i18n stores the choice under userLanguage and sets <html lang>. */
export function LanguageSwitcher({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <div className={`language-switcher language-switcher--${tone}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <Icon name="globe" size={18} className="language-switcher__icon" />
      <select
        id={id}
        className="language-switcher__select"
        value={current}
        aria-label={t('header.language')}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {LANGUAGES.map((lng) => (
          // The spoken name holds the visible code ('EN, English'): WCAG 2.5.3, label in name.
          <option key={lng} value={lng} lang={lng} aria-label={`${LABELS[lng]}, ${LANGUAGE_NAMES[lng]}`}>
            {LABELS[lng]}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" size={14} className="language-switcher__chevron" />
    </div>
  );
}
