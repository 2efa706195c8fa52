import { lazy, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TEstimate } from '@immora/shared/estimates';
import { BrowserOnly } from '../../../components/browser-only.tsx';
import { WhenNear } from '../../../components/when-near.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { AdjustmentsWhy } from './adjustments-why.tsx';
import { ComparablesList } from './comparables-list.tsx';
import { EstimateFigures, hasFigure } from './estimate-figures.tsx';

// Leaflet and its tiles load only when the map comes near the screen.
const ComparablesMap = lazy(() => import('../../map/components/comparables-map.tsx'));

/** The comparables on a map (numbered as in the list below it) and in a list. */
function Comparables({ answer }: { answer: TEstimate }) {
  const { t, i18n } = useTranslation('estimate');
  const language = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const perMonth = answer.transaction === 'rent';
  const pins = useMemo(
    () =>
      answer.comparables.map((c) => ({
        id: c.id,
        latitude: c.latitude,
        longitude: c.longitude,
        path: c.path,
        label: `${c.title ?? c.publicCode} · ${formatEuro(c.price, language)}`,
      })),
    [answer.comparables, language],
  );
  const placeholder = <div className="mini-map comparables-map skeleton" aria-hidden="true" />;
  return (
    <section className="stack estimate-comparables" aria-labelledby="estimate-comparables-title">
      <h3 id="estimate-comparables-title" className="estimate-section-title">
        {t('comparables.title', { count: answer.comparables.length })}
      </h3>
      <p className="note">{t('comparables.lead')}</p>
      {answer.latitude !== null && answer.longitude !== null && (
        <BrowserOnly fallback={placeholder}>
          <WhenNear className="comparables-map-near" placeholder={placeholder}>
            <ComparablesMap
              latitude={answer.latitude}
              longitude={answer.longitude}
              label={answer.addressLabel ?? t('comparables.yourProperty')}
              comparables={pins}
              onOpen={(path) => void navigate(path)}
              ariaLabel={t('comparables.mapLabel')}
            />
          </WhenNear>
        </BrowserOnly>
      )}
      <ComparablesList comparables={answer.comparables} perMonth={perMonth} />
    </section>
  );
}

/** An answer of POST /api/estimates: the figure and its evidence, or why there is none. */
export function EstimateResult({ answer }: { answer: TEstimate }) {
  const { t } = useTranslation('estimate');
  if (!hasFigure(answer)) {
    return (
      <div className="stack estimate-result">
        <div className="notice notice--warning estimate-no-figure" role="status">
          <h2 className="estimate-section-title">{t('noFigure.title')}</h2>
          <p>{t(`reasons.${answer.reason ?? 'tooFewComparables'}`)}</p>
          {answer.reason === 'tooFewComparables' && (
            <p>{t('noFigure.tooFewHelp', { count: answer.comparables.length })}</p>
          )}
        </div>
        {answer.comparables.length > 0 && <Comparables answer={answer} />}
      </div>
    );
  }
  return (
    <div className="stack estimate-result">
      <h2 className="visually-hidden">{t('result.title')}</h2>
      <EstimateFigures answer={answer} />
      <AdjustmentsWhy comparables={answer.comparables} measuredAt={answer.adjustmentsDate} />
      <Comparables answer={answer} />
    </div>
  );
}
