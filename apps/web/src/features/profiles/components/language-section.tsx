import { useTranslation } from 'react-i18next';
import type { TProfile } from '@immora/shared/profiles';
import { SelectField } from '../../../components/form/select-field.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { isLanguage, LANGUAGE_AUTONYMS, LANGUAGES } from '../../../lib/language.ts';
import { useSetMailLanguage } from '../api/set-language.ts';
import { ProfileSection } from './profile-section.tsx';

const OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_AUTONYMS[value] }));

/** The language of the e-mails Immora sends the account (decision 018), saved when chosen. */
export function LanguageSection({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profile');
  const save = useSetMailLanguage();
  return (
    <ProfileSection id="profile-language" title={t('language.title')}>
      <SelectField
        label={t('language.label')}
        help={t('language.help')}
        options={OPTIONS}
        value={save.isPending && isLanguage(save.variables) ? save.variables : profile.language}
        disabled={save.isPending}
        className="profile-language"
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          save.mutate(language, {
            onSuccess: () => toast(t('language.saved', { language: LANGUAGE_AUTONYMS[language] })),
            onError: () => toast(t('failed'), 'error'),
          });
        }}
      />
    </ProfileSection>
  );
}
