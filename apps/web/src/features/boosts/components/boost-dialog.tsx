import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBoostResponse } from '@immora/shared/credits';
import { Icon } from '../../../components/icon.tsx';
import { DialogAlert, FormDialog, FormDialogActions } from '../../../components/dialog/form-dialog.tsx';
import { RadioCardsField } from '../../../components/form/radio-cards-field.tsx';
import { RetryButton } from '../../../components/state-panel.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session-context.ts';
import { useBoostPlans } from '../api/get-boost-plans.ts';
import { useCredits } from '../api/get-credits.ts';
import { useBoostProperty } from '../api/boost-property.ts';
import { boostErrorText } from '../utils/boost-error.ts';
import { planCard } from './plan-card.tsx';
import '../../../components/property-card.css';
import './boost-dialog.css';

type Props = {
  /** `boosted`: a boost runs now (the server's reading of `boostedUntil`). */
  property: { id: string; title: string; boosted: boolean; boostedUntil: string | null };
  onClose: () => void;
  onBoosted?: (result: TBoostResponse) => void;
};

/**
 * Boosting a listing (spec 2 §3 "Boost plan"): the plans with duration, credits and description,
 * the user's remaining credits, plans that cost more than that disabled; the 409 of the server
 * ('not enough credits') is shown in the dialog; a success shows the new end and the credits left.
 */
export function BoostDialog({ property, onClose, onBoosted }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { session } = useSession();
  const plans = useBoostPlans();
  const credits = useCredits(session?.token ?? null);
  const boost = useBoostProperty();
  const [choice, setChoice] = useState<string | null>(null);
  const [done, setDone] = useState<TBoostResponse | null>(null);

  const remaining = credits.data?.remaining ?? null;
  const affordable = (cost: number) => remaining !== null && cost <= remaining;
  const firstAffordable = plans.data?.find((p) => affordable(p.credits))?.id ?? null;
  const selectedId = choice ?? firstAffordable;
  const selected = plans.data?.find((p) => p.id === selectedId && affordable(p.credits)) ?? null;
  const loading = plans.isPending || credits.isPending;
  const failed = plans.isError || credits.isError;

  const submit = () => {
    if (!selected) return;
    boost.mutate(
      { propertyId: property.id, planId: selected.id },
      {
        onSuccess: (result) => {
          setDone(result);
          onBoosted?.(result);
        },
      },
    );
  };

  return (
    <FormDialog
      title={t('boosts.title')}
      subtitle={property.title}
      icon="sparkle"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      footer={
        done ? (
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('boosts.done')}
          </button>
        ) : (
          <FormDialogActions
            onCancel={onClose}
            icon="sparkle"
            disabled={!selected}
            pending={boost.isPending}
            pendingLabel={t('boosts.boosting')}
            submitLabel={selected ? t('boosts.confirm', { count: selected.credits }) : t('boosts.confirmNone')}
          />
        )
      }
    >
      <p className="pill pill--muted boost-dialog__credits" data-testid="boost-remaining" aria-live="polite">
        {remaining === null ? (
          <span className="skeleton skeleton--line" style={{ width: 160, display: 'inline-block' }} />
        ) : (
          t('boosts.remaining', { count: remaining })
        )}
      </p>

      {done ? (
        <div className="stack boost-dialog__done" role="status">
          <Icon name="check" size={28} />
          <p className="boost-dialog__done-title">
            {t('boosts.boosted', { date: formatDate(done.boostedUntil, language) })}
          </p>
          <p>{t('boosts.left', { count: done.remainingCredits })}</p>
        </div>
      ) : (
        <>
          {property.boosted && property.boostedUntil && (
            <p className="boost-dialog__note">
              {t('boosts.extends', { date: formatDate(property.boostedUntil, language) })}
            </p>
          )}
          {loading && (
            <div className="stack boost-plans" aria-hidden="true">
              {Array.from({ length: 3 }, (_, i) => (
                <div key={i} className="boost-plan--skeleton skeleton" />
              ))}
            </div>
          )}
          {failed && (
            <DialogAlert>
              <span>{t('boosts.loadError')}</span>
              <RetryButton
                onRetry={() => {
                  void plans.refetch();
                  void credits.refetch();
                }}
              />
            </DialogAlert>
          )}
          {plans.data && remaining !== null && (
            <RadioCardsField
              name="boost-plan"
              label={t('boosts.choose')}
              hideLabel
              layout="stack"
              cardTestId="boost-plan"
              className="stack boost-plans"
              value={selected?.id ?? null}
              onChange={(id) => {
                setChoice(id);
                boost.reset();
              }}
              options={plans.data.map((plan) =>
                planCard(plan, affordable(plan.credits) ? 0 : plan.credits - remaining, t),
              )}
            />
          )}
          {plans.data && remaining !== null && firstAffordable === null && (
            <p className="boost-dialog__note boost-dialog__note--warn">
              {t('boosts.noneAffordable')}{' '}
              <Link to="/pricing" className="boost-dialog__link">
                {t('boosts.getCredits')}
              </Link>
            </p>
          )}
          {boost.isError && <DialogAlert>{boostErrorText(boost.error, t)}</DialogAlert>}
        </>
      )}
    </FormDialog>
  );
}
