import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@immora/shared/languages';
import { Tabs } from '../../../components/dashboard/tabs.tsx';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { MultiSelectField } from '../../../components/form/multi-select-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { LANGUAGE_AUTONYMS } from '../../../lib/language.ts';
import { withOriginal, type FormValues, type VersionText } from '../utils/form-values.ts';
import { useErrorText } from '../utils/use-error-text.ts';
import type { StepProps } from './step-props.ts';

/** The form names of a version's two fields: the original's are `title` and `description`. */
const fieldNames = (values: FormValues, language: TLanguage) =>
  language === values.language
    ? { title: 'title', description: 'description' }
    : { title: `translations.${language}.title`, description: `translations.${language}.description` };

/**
 * The listing's title and description in each of its languages (decision 023): the original's
 * language, the other languages it is written in, and a tab per version with its two fields.
 */
export function LanguageVersions({ values, errors, onChange }: StepProps) {
  const { t } = useTranslation();
  const error = useErrorText();
  const others = LANGUAGES.filter((l) => l !== values.language);
  const added = others.filter((l) => values.translations[l]);
  const languages = [values.language, ...added];
  const [tab, setTab] = useState<TLanguage>(values.language);
  const [removing, setRemoving] = useState<TLanguage | null>(null);
  const flaggedIn = (language: TLanguage) => Object.values(fieldNames(values, language)).some((name) => errors[name]);
  const shown = languages.includes(tab) ? tab : values.language;

  // A check that flags new fields shows the version of the first one, in the same render, so the
  // wizard's focus finds it (typing only ever removes flags, and leaves the tab alone).
  const [seen, setSeen] = useState(errors);
  if (seen !== errors) {
    setSeen(errors);
    if (Object.keys(errors).some((key) => !(key in seen))) {
      const first = Object.keys(errors)
        .map((key) => languages.find((l) => Object.values(fieldNames(values, l)).includes(key)))
        .find(Boolean);
      if (first) setTab(first);
    }
  }

  const setVersion = (language: TLanguage, patch: Partial<VersionText>) => {
    if (language === values.language) return onChange(patch);
    const version = values.translations[language] ?? { title: '', description: '' };
    onChange({ translations: { ...values.translations, [language]: { ...version, ...patch } } });
  };
  const remove = (language: TLanguage) => {
    const { [language]: _, ...rest } = values.translations;
    onChange({ translations: rest });
  };
  const choose = (chosen: TLanguage[]) => {
    const add = chosen.find((l) => !values.translations[l]);
    if (add) {
      onChange({ translations: { ...values.translations, [add]: { title: '', description: '' } } });
      setTab(add);
      return;
    }
    const dropped = added.find((l) => !chosen.includes(l));
    if (!dropped) return;
    const version = values.translations[dropped]!;
    // Text the owner typed is only thrown away after a confirmation.
    if (version.title.trim() || version.description.trim()) setRemoving(dropped);
    else remove(dropped);
  };

  const fields = (language: TLanguage) => {
    const names = fieldNames(values, language);
    const text =
      language === values.language ? values : (values.translations[language] ?? { title: '', description: '' });
    // The text is in the version's language (spell checking, screen readers); the labels are not.
    return (
      <>
        <TextField
          lang={language}
          name={names.title}
          label={t('addProperty.fields.title')}
          required
          help={t('addProperty.help.title')}
          error={error(errors[names.title])}
          maxLength={120}
          value={text.title}
          onChange={(e) => setVersion(language, { title: e.target.value })}
        />
        <TextareaField
          lang={language}
          name={names.description}
          label={t('addProperty.fields.description')}
          required
          help={t('addProperty.help.description', { count: text.description.trim().length })}
          error={error(errors[names.description])}
          rows={7}
          maxLength={5000}
          value={text.description}
          onChange={(e) => setVersion(language, { description: e.target.value })}
        />
      </>
    );
  };

  const tabLabel = (language: TLanguage) => {
    const name =
      language === values.language
        ? t('addProperty.versions.original', { language: LANGUAGE_AUTONYMS[language] })
        : LANGUAGE_AUTONYMS[language];
    return flaggedIn(language) ? `${name} ${t('addProperty.stepNeedsAttention')}` : name;
  };

  return (
    <>
      <div className="form__row">
        <SelectField
          name="language"
          label={t('addProperty.fields.language')}
          required
          help={t('addProperty.help.language')}
          options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_AUTONYMS[l] }))}
          value={values.language}
          onChange={(e) => {
            const language = e.target.value as TLanguage;
            onChange(withOriginal(values, language));
            setTab(language);
          }}
        />
        <MultiSelectField
          name="otherLanguages"
          label={t('addProperty.fields.otherLanguages')}
          help={t('addProperty.help.otherLanguages')}
          options={others.map((l) => ({ value: l, label: <span lang={l}>{LANGUAGE_AUTONYMS[l]}</span> }))}
          value={added}
          onChange={choose}
        />
      </div>
      {added.length > 0 ? (
        <Tabs
          label={t('addProperty.versions.label')}
          tabs={languages.map((l) => ({ id: l, label: tabLabel(l), panel: fields(l) }))}
          selected={shown}
          onSelect={(id) => setTab(id as TLanguage)}
        />
      ) : (
        fields(values.language)
      )}
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={t('addProperty.versions.removeTitle', { language: t(`languageNames.${removing ?? 'en'}`) })}
        confirmLabel={t('addProperty.versions.remove')}
        onConfirm={() => {
          if (removing) remove(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      >
        {t('addProperty.versions.removeText')}
      </ConfirmDialog>
    </>
  );
}
