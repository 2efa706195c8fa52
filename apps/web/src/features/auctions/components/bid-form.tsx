import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AUCTION_MESSAGES, ZBidRequest, type TAuction, type TBidRequest } from '@immora/shared/auctions';
import { Icon } from '../../../components/icon.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { centsToEuros } from '../../../components/form/money.ts';
import { requestResolver } from '../../../components/form/request-resolver.ts';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatEuro } from '../../../lib/format.ts';
import { usePlaceBid } from '../api/place-bid.ts';
import { useAuctionMessage } from '../hooks/use-auction-message.ts';

type Props = { auction: TAuction; viewerId: string; disabled: boolean };
/** The answer to the bidder's last action; a success is shown until someone else bids (`at`: the bid count then). */
type Outcome = { tone: 'success' | 'warning' | 'error'; text: string; at: number | null } | null;
/** Amounts in cents. */
type Values = { amount: number | null; withMax: boolean; maxAmount: number | null };

/**
 * The bid: an amount (the next minimum until the bidder types), an optional hidden maximum the
 * server bids up to, and the server's answer (accepted, outbid, too low…). The leader can only
 * raise their maximum.
 */
export function BidForm({ auction, viewerId, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const message = useAuctionMessage();
  const place = usePlaceBid(auction.id, viewerId);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const minimum = auction.nextMinimumBid;
  const raising = auction.youLead;
  const tooLow = t('auction.messages.tooLow', { minimum: formatEuro(minimum, language) });
  const { control, register, handleSubmit, reset, resetField, getFieldState, formState } = useForm<
    Values,
    unknown,
    TBidRequest
  >({
    resolver: requestResolver(
      ZBidRequest,
      (values: Values) => ({
        amount: raising ? minimum : centsToEuros(values.amount),
        ...(values.withMax || raising ? { maxAmount: centsToEuros(values.maxAmount) } : {}),
      }),
      (values) => ({
        amount: !raising && values.amount !== null && values.amount < minimum * 100 ? tooLow : null,
      }),
    ),
    defaultValues: { amount: minimum * 100, withMax: raising, maxAmount: null },
  });
  const withMax = useWatch({ control, name: 'withMax' }) || raising;
  const errors = formState.errors;

  // Until the bidder types an amount, it follows the next minimum as other bids arrive.
  useEffect(() => {
    if (!getFieldState('amount').isDirty) resetField('amount', { defaultValue: minimum * 100 });
  }, [minimum, getFieldState, resetField]);

  const submit = handleSubmit(async (body) => {
    setOutcome(null);
    try {
      const answer = await place.mutateAsync(body);
      reset({ amount: answer.auction.nextMinimumBid * 100, withMax: false, maxAmount: null });
      setOutcome({
        tone: answer.leading ? 'success' : 'warning',
        text: answer.leading ? t('auction.messages.accepted') : t('auction.messages.outbid'),
        at: answer.auction.bidCount,
      });
    } catch (error) {
      setOutcome({ tone: 'error', text: failure(error), at: null });
    }
  });

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
    <form className="stack form bid-form" noValidate aria-label={t('auction.bidForm')} onSubmit={(e) => void submit(e)}>
      {raising ? (
        <p className="notice notice--success" role="status">
          <Icon name="check" size={18} />
          {t('auction.youLead')}
        </p>
      ) : (
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <MoneyField
              {...field}
              className="bid-form__amount"
              label={t('auction.yourBid')}
              help={t('auction.minimumBid', { amount: formatEuro(minimum, language) })}
              error={message(errors.amount?.message)}
              disabled={disabled}
            />
          )}
        />
      )}
      {!raising && <SwitchField label={t('auction.addMaximum')} disabled={disabled} {...register('withMax')} />}
      {withMax && (
        <Controller
          control={control}
          name="maxAmount"
          render={({ field }) => (
            <MoneyField
              {...field}
              label={raising ? t('auction.raiseMaximum') : t('auction.maximumBid')}
              help={t('auction.maximumExplained')}
              error={message(errors.maxAmount?.message)}
              disabled={disabled}
            />
          )}
        />
      )}

      {outcome && (outcome.at === null || outcome.at === auction.bidCount) && (
        <p className={`notice notice--${outcome.tone}`} role="alert">
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
