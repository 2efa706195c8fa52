import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field.tsx';
import type { AssumptionDraft, AssumptionErrors } from './assumptions.ts';

type Props = {
  draft: AssumptionDraft;
  errors: AssumptionErrors;
  onChange: (draft: AssumptionDraft) => void;
  onReset: () => void;
  /** Hide the own-home box where it changes nothing (a new build). */
  showOwnHome?: boolean;
};

/** The visitor's assumptions, each marked as one and changeable: own sole home, loan, rate, years. */
export function AssumptionFields({ draft, errors, onChange, onReset, showOwnHome = true }: Props) {
  const { t } = useTranslation('costs');
  const text = (key: 'loan' | 'rate' | 'years', label: string, suffix: string, mode: 'numeric' | 'decimal') => (
    <Field label={label} error={errors[key] ? t(errors[key]) : undefined} className="costs-assume__field">
      {(control) => (
        <div className="field__control">
          <input
            {...control}
            className="field__input"
            inputMode={mode}
            autoComplete="off"
            value={draft[key]}
            onChange={(e) => onChange({ ...draft, [key]: e.target.value })}
          />
          <span className="field__affix field__affix--end">{suffix}</span>
        </div>
      )}
    </Field>
  );
  return (
    <fieldset className="stack costs-assume">
      <legend className="costs-assume__legend">{t('assumptions')}</legend>
      <p className="note">{t('assumptionsNote')}</p>
      {showOwnHome && (
        <label className="choice__check costs-assume__own">
          <input
            type="checkbox"
            checked={draft.ownHome}
            onChange={(e) => onChange({ ...draft, ownHome: e.target.checked })}
          />
          <span>
            {t('ownHome')}
            <small className="note">{t('ownHomeHelp')}</small>
          </span>
        </label>
      )}
      <div className="costs-assume__grid">
        {text('loan', t('loan'), '€', 'numeric')}
        {text('rate', t('rate'), '%', 'decimal')}
        {text('years', t('years'), t('yearsUnit'), 'numeric')}
      </div>
      <button type="button" className="btn btn--ghost btn--small costs-assume__reset" onClick={onReset}>
        {t('reset')}
      </button>
    </fieldset>
  );
}
