import { useTranslation } from 'react-i18next';
import { REGION_RULES } from '@immora/shared/costs/costs';
import type { BuyingCosts, RentingCosts } from '@immora/shared/costs/costs';
import { formatEuro, formatLongDate, formatNumber } from '../../../lib/format.ts';

function useMoney() {
  const { i18n } = useTranslation('costs');
  const language = i18n.resolvedLanguage ?? 'en';
  return {
    language,
    euro: (amount: number) => formatEuro(amount, language),
    percent: (share: number) => `${formatNumber(Math.round(share * 1000) / 10, language)} %`,
    date: (iso: string) => formatLongDate(`${iso}T12:00:00Z`, language),
  };
}

/** "Rules of 1 January 2025": the date of the region's rules the figures follow. */
export function RulesOf({ rulesOf, notaryScaleOf }: { rulesOf: string; notaryScaleOf?: string }) {
  const { t } = useTranslation('costs');
  const { date } = useMoney();
  return (
    <p className="note costs-rules">
      {t('rulesOf', { date: date(rulesOf) })}
      {notaryScaleOf && ` · ${t('notaryScaleOf', { date: date(notaryScaleOf) })}`}
    </p>
  );
}

function Line({ label, amount, detail, total }: { label: string; amount: string; detail?: string; total?: boolean }) {
  return (
    <div className={total ? 'costs-line costs-line--total' : 'costs-line'}>
      <dt>
        {label}
        {detail && <small className="note costs-line__detail">{detail}</small>}
      </dt>
      <dd>{amount}</dd>
    </div>
  );
}

/** Price, registration duties, the notary, the mortgage deed and the total of a purchase. */
export function BuyingBreakdown({ costs }: { costs: BuyingCosts }) {
  const { t } = useTranslation('costs');
  const { euro, percent } = useMoney();
  const rules = REGION_RULES[costs.region].duties;
  const own = costs.assumptions.ownHome;
  const abated = own && rules.abatement && costs.price <= rules.abatement.priceCeiling;
  const dutyDetail = abated
    ? t('abatementNote', { amount: euro(rules.abatement!.amount), ceiling: euro(rules.abatement!.priceCeiling) })
    : t(own ? 'dutyRateOwn' : 'dutyRate', { rate: percent(own ? rules.ownHomeRate : rules.standardRate) });
  const { notary, mortgage } = costs;
  return (
    <dl className="costs-lines" data-testid="buying-costs">
      <Line label={t('price')} amount={euro(costs.price)} />
      {costs.duties === null ? (
        <div className="costs-line costs-line--note" role="note">
          <dt>{t('duties')}</dt>
          <dd className="note">{t('newBuildVat')}</dd>
        </div>
      ) : (
        <Line label={t('duties')} amount={euro(costs.duties)} detail={dutyDetail} />
      )}
      <Line
        label={t('notary')}
        amount={euro(notary.total)}
        detail={t('notaryDetail', {
          fees: euro(notary.fees),
          file: euro(notary.fileCosts),
          searches: euro(notary.disbursements),
          vat: euro(notary.vat),
        })}
      />
      {mortgage && (
        <Line
          label={t('mortgage')}
          amount={euro(mortgage.total)}
          detail={t('mortgageDetail', {
            duties: euro(mortgage.registrationDuty + mortgage.inscription + mortgage.retribution),
            fees: euro(mortgage.fees),
            file: euro(mortgage.fileCosts),
            vat: euro(mortgage.vat),
          })}
        />
      )}
      <Line label={t('total')} amount={euro(costs.total)} total />
    </dl>
  );
}

/** The monthly payment of the loan the visitor assumes. */
export function MonthlyPayment({ costs }: { costs: BuyingCosts }) {
  const { t } = useTranslation('costs');
  const { euro, language } = useMoney();
  const a = costs.assumptions;
  return (
    <div className="costs-monthly" data-testid="monthly-payment">
      <h3 className="costs-monthly__title">{t('monthlyTitle')}</h3>
      {a.loan > 0 ? (
        <>
          <p className="costs-monthly__amount">{t('perMonth', { amount: euro(costs.monthlyPayment) })}</p>
          <p className="note">
            {t('monthlyDetail', {
              loan: euro(a.loan),
              rate: formatNumber(a.ratePercent, language),
              count: a.years,
            })}
          </p>
        </>
      ) : (
        <p className="note">{t('noLoan')}</p>
      )}
    </div>
  );
}

/** A lease: the rent, the deposit ceiling by kind of guarantee, and the first payment. */
export function RentingBreakdown({ costs }: { costs: RentingCosts }) {
  const { t } = useTranslation('costs');
  const { euro } = useMoney();
  const kinds = ['blockedAccount', 'bankGuarantee', 'cpas'] as const;
  return (
    <dl className="costs-lines" data-testid="renting-costs">
      <Line label={t('rent')} amount={euro(costs.rent)} />
      {kinds.map((kind) => (
        <Line
          key={kind}
          label={t(`deposit.${kind}`)}
          amount={euro(costs.deposit[kind])}
          detail={t('depositMonths', { count: costs.depositMonths[kind] })}
        />
      ))}
      <Line label={t('firstPayment')} amount={euro(costs.firstPayment)} detail={t('firstPaymentHelp')} total />
    </dl>
  );
}
