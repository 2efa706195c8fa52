import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUCTION_MESSAGES, ZBidRequest, type TAuction } from '@immora/shared/auctions';
import { Icon } from '../../../components/icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatEuro } from '../../../lib/format.ts';
import { usePlaceBid } from '../api/place-bid.ts';
import '../../../components/form/form.css';
import { useAuctionMessage } from '../hooks/use-auction-message.ts';

type Props = { auction: TAuction; viewerId: string; disabled: boolean };
/** The answer to the bidder's last action; a success is shown until someone else bids (`at`: the bid count then). */
type Outcome = { tone: 'success' | 'warning' | 'error'; text: string; at: number | null } | null;

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')));

/**
 * The bid: an amount (the next minimum until the bidder types), an optional hidden maximum the
 * server bids up to, and the server's answer (accepted, outbid, too low…). The leader can only
 * raise their maximum.
 */
export function BidForm({ auction, viewerId, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const message = useAuctionMessage();
  const id = useId();
  const place = usePlaceBid(auction.id, viewerId);
  const [amount, setAmount] = useState<string | null>(null);
  const [withMax, setWithMax] = useState(auction.youLead);
  const [max, setMax] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; maxAmount?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const minimum = auction.nextMinimumBid;
  const amountValue = amount ?? String(minimum);
  const raising = auction.youLead;
  const tooLow = t('auction.messages.tooLow', { minimum: formatEuro(minimum, language) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const body = {
      amount: raising ? minimum : toNumber(amountValue),
      ...(withMax || raising ? { maxAmount: toNumber(max) } : {}),
    };
    const parsed = ZBidRequest.safeParse(body);
    const found: { amount?: string; maxAmount?: string } = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] === 'maxAmount' ? 'maxAmount' : 'amount';
      found[field] ??= message(issue.message);
    }
    if (!raising && !found.amount && body.amount < minimum) found.amount = tooLow;
    setErrors(found);
    if (found.amount || found.maxAmount || !parsed.success) return;
    try {
      const answer = await place.mutateAsync(parsed.data);
      setAmount(null);
      setMax('');
      setWithMax(false);
      setOutcome({
        tone: answer.leading ? 'success' : 'warning',
        text: answer.leading ? t('auction.messages.accepted') : t('auction.messages.outbid'),
        at: answer.auction.bidCount,
      });
    } catch (error) {
      setOutcome({ tone: 'error', text: failure(error), at: null });
    }
  };

  const failure = (error: unknown) => {
    if (!(error instanceof ApiError)) return t('auction.errors.failed');
    if (error.status === 401) return t('auction.errors.signIn');
    if (error.status === 429) return t('auction.errors.tooMany');
    if (error.fields?.amount === 'too low') return t('auction.errors.overtaken');
    if (error.message === AUCTION_MESSAGES.notOpen || error.message === AUCTION_MESSAGES.ownBid)
      return message(error.message) ?? error.message;
    return message(error.message) ?? t('auction.errors.failed');
  };

  return (
    <form className="bid-form" noValidate aria-label={t('auction.bidForm')} onSubmit={(e) => void submit(e)}>
      {raising ? (
        <p className="bid-form__leading" role="status">
          <Icon name="check" size={18} />
          {t('auction.youLead')}
        </p>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-amount`} className="field__label">
            {t('auction.yourBid')}
          </label>
          <div className="field__control bid-form__money">
            <span aria-hidden="true">€</span>
            <input
              id={`${id}-amount`}
              className="field__input"
              inputMode="decimal"
              autoComplete="off"
              value={amountValue}
              disabled={disabled}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={`${id}-amount-hint${errors.amount ? ` ${id}-amount-error` : ''}`}
              onChange={(e) => setAmount(e.target.value)}
            />
          </div>
          <p id={`${id}-amount-hint`} className="field__hint">
            {t('auction.minimumBid', { amount: formatEuro(minimum, language) })}
          </p>
          {errors.amount && (
            <p id={`${id}-amount-error`} className="field__error" role="alert">
              {errors.amount}
            </p>
          )}
        </div>
      )}

      {!raising && (
        <label className="bid-form__toggle">
          <input type="checkbox" checked={withMax} disabled={disabled} onChange={(e) => setWithMax(e.target.checked)} />
          {t('auction.addMaximum')}
        </label>
      )}
      {(withMax || raising) && (
        <div className="field">
          <label htmlFor={`${id}-max`} className="field__label">
            {raising ? t('auction.raiseMaximum') : t('auction.maximumBid')}
          </label>
          <div className="field__control bid-form__money">
            <span aria-hidden="true">€</span>
            <input
              id={`${id}-max`}
              className="field__input"
              inputMode="decimal"
              autoComplete="off"
              value={max}
              disabled={disabled}
              aria-invalid={errors.maxAmount ? true : undefined}
              aria-describedby={`${id}-max-hint${errors.maxAmount ? ` ${id}-max-error` : ''}`}
              onChange={(e) => setMax(e.target.value)}
            />
          </div>
          {errors.maxAmount && (
            <p id={`${id}-max-error`} className="field__error" role="alert">
              {errors.maxAmount}
            </p>
          )}
        </div>
      )}
      {(withMax || raising) && (
        <p id={`${id}-max-hint`} className="bid-form__explain">
          <Icon name="shield" size={16} />
          {t('auction.maximumExplained')}
        </p>
      )}

      {outcome && (outcome.at === null || outcome.at === auction.bidCount) && (
        <p className={`bid-form__outcome bid-form__outcome--${outcome.tone}`} role="alert">
          {outcome.text}
        </p>
      )}
      <button type="submit" className="btn btn--primary bid-form__submit" disabled={disabled || place.isPending}>
        <Icon name="gavel" size={18} />
        {place.isPending ? t('auction.placing') : raising ? t('auction.saveMaximum') : t('auction.placeBid')}
      </button>
    </form>
  );
}
