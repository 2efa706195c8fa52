import { useTranslation } from 'react-i18next';
import type { TMarket } from '@immora/shared/market';
import { formatNumber } from '../../../lib/format.ts';
import { percentSign } from '../utils/market-figures.ts';

/** The share of the active listings by energy class (EPC/PEB), as labelled bars. */
export function MarketEpc({ market }: { market: TMarket }) {
  const { t, i18n } = useTranslation('market');
  const language = i18n.resolvedLanguage ?? 'en';
  const widest = Math.max(...market.epc.map((e) => e.sharePct), 1);
  return (
    <section className="card panel stack market-epc" aria-labelledby="market-epc-title">
      <h2 id="market-epc-title" className="market-section__title">
        {t('epc.title')}
      </h2>
      {market.epcReason === 'tooFewListings' || market.epc.length === 0 ? (
        <p className="note">{t('epc.tooFew', { min: market.minListings })}</p>
      ) : (
        <ul className="stack market-epc__bars">
          {market.epc.map((e) => (
            <li key={e.epcClass} className="market-epc__row">
              <span className={`market-epc__class market-epc__class--${e.epcClass.replaceAll('+', 'p')}`}>
                {e.epcClass}
              </span>
              <span className="market-epc__track" aria-hidden="true">
                <span className="market-epc__bar" style={{ width: `${(e.sharePct / widest) * 100}%` }} />
              </span>
              <span className="market-epc__share">
                {formatNumber(e.sharePct, language)}
                {percentSign(language)} ({formatNumber(e.listings, language)})
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="note">{t('epc.note')}</p>
    </section>
  );
}
