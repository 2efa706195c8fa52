import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { STEPS } from '../utils/wizard-steps.ts';
import type { Step } from '../utils/wizard-steps.ts';

type Props = {
  current: Step;
  /** Steps whose fields are all there. */
  complete: ReadonlySet<Step>;
  /** Steps holding a wrong or missing field after a check. */
  flagged: ReadonlySet<Step>;
  onSelect: (step: Step) => void;
};

/** The four steps as an ordered list of buttons: progress, what needs attention, free navigation. */
export function WizardStepper({ current, complete, flagged, onSelect }: Props) {
  const { t } = useTranslation();
  const index = STEPS.indexOf(current);
  return (
    <nav className="card wizard-stepper" aria-label={t('addProperty.stepsLabel')}>
      <div className="wizard-stepper__bar" aria-hidden="true">
        <span style={{ width: `${((index + 1) / STEPS.length) * 100}%` }} />
      </div>
      <ol className="columns wizard-stepper__list">
        {STEPS.map((step, i) => {
          const state = flagged.has(step)
            ? 'flagged'
            : step === current
              ? 'current'
              : complete.has(step)
                ? 'done'
                : 'todo';
          return (
            <li key={step}>
              <button
                type="button"
                className={`row wizard-stepper__step wizard-stepper__step--${state}`}
                aria-current={step === current ? 'step' : undefined}
                onClick={() => onSelect(step)}
              >
                <span className="wizard-stepper__dot" aria-hidden="true">
                  {state === 'flagged' ? '!' : state === 'done' ? <Icon name="check" size={14} /> : i + 1}
                </span>
                <span className="wizard-stepper__text">
                  <span className="wizard-stepper__count">
                    {t('addProperty.stepOf', { index: i + 1, count: STEPS.length })}
                  </span>
                  <span className="wizard-stepper__name">{t(`addProperty.steps.${step}`)}</span>
                  {state === 'flagged' && (
                    <span className="visually-hidden">{t('addProperty.stepNeedsAttention')}</span>
                  )}
                  {state === 'done' && <span className="visually-hidden">{t('addProperty.stepComplete')}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
