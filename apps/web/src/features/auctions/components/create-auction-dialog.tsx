import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AUCTION_MESSAGES, AUCTION_RULES, ZCreateAuctionRequest } from '@immora/shared/auctions';
import type { TCreateAuctionRequest } from '@immora/shared/auctions';
import { Icon } from '../../../components/icon.tsx';
import { DialogAlert, FormDialog, FormDialogActions } from '../../../components/dialog/form-dialog.tsx';
import { DateTimeField } from '../../../components/form/date-fields.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { centsToEuros } from '../../../components/form/money.ts';
import { requestResolver } from '../../../components/form/request-resolver.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateAuction } from '../api/create-auction.ts';
import { useAuctionMessage } from '../hooks/use-auction-message.ts';
import { nextQuarterHour, toZonedInput, zonedInputToIso } from '../utils/local-date-time.ts';
import './create-auction-dialog.css';

type Props = {
  propertyId: string;
  propertyTitle: string;
  onClose: () => void;
  onCreated: (auction: { id: string }) => void;
};
/** Prices in cents, times as `datetime-local` values in Belgian time (AUCTION_TIME_ZONE). */
type Values = { startingPrice: number | null; reservePrice: number | null; startsAt: string; endsAt: string };
const FIELDS = ['startingPrice', 'reservePrice', 'startsAt', 'endsAt'] as const;
const WEEK = 7 * 86_400_000;

function defaults(): Values {
  const start = nextQuarterHour(new Date());
  return {
    startingPrice: null,
    reservePrice: null,
    startsAt: toZonedInput(start),
    endsAt: toZonedInput(new Date(start.getTime() + WEEK)),
  };
}

/** A start from now on, with the server's grace for the minute typed in (AUCTION_RULES). */
function startFromNow(values: Values) {
  const start = Date.parse(zonedInputToIso(values.startsAt));
  return {
    startsAt: start < Date.now() - AUCTION_RULES.startGraceMinutes * 60_000 ? AUCTION_MESSAGES.startInPast : null,
  };
}

/**
 * 'Create auction' for one listing: starting and reserve price in euro, start and end in Belgian
 * time, as the auction page shows them (sent as ISO instants), checked with ZCreateAuctionRequest's messages
 * before POST /api/auctions, and the server's refusals shown beside their fields.
 */
export function CreateAuctionDialog({ propertyId, propertyTitle, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const message = useAuctionMessage();
  const create = useCreateAuction();
  const { control, register, handleSubmit, setError, formState } = useForm<Values, unknown, TCreateAuctionRequest>({
    resolver: requestResolver(
      ZCreateAuctionRequest,
      (values: Values) => ({
        propertyId,
        startingPrice: centsToEuros(values.startingPrice),
        reservePrice: centsToEuros(values.reservePrice),
        startsAt: zonedInputToIso(values.startsAt),
        endsAt: zonedInputToIso(values.endsAt),
      }),
      startFromNow,
    ),
    defaultValues: defaults(),
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (body) => {
    try {
      const auction = await create.mutateAsync(body);
      onCreated({ id: auction.id });
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
      for (const [field, text] of fields)
        if ((FIELDS as readonly string[]).includes(field)) setError(field as keyof Values, { message: text });
    }
  });

  const refusal = create.error;
  const fieldRefusal = refusal instanceof ApiError && FIELDS.some((f) => refusal.fields?.[f]);
  const money = (name: 'startingPrice' | 'reservePrice') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyField {...field} label={t(`auction.create.${name}`)} required error={message(errors[name]?.message)} />
      )}
    />
  );

  return (
    <FormDialog
      title={t('auction.create.title')}
      subtitle={propertyTitle}
      size="wide"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      footer={
        <FormDialogActions
          onCancel={onClose}
          icon="gavel"
          submitLabel={t('auction.create.submit')}
          pending={create.isPending}
          pendingLabel={t('auction.create.creating')}
        />
      }
    >
      <div className="columns create-auction__grid">
        {money('startingPrice')}
        {money('reservePrice')}
        <DateTimeField
          label={t('auction.create.startsAt')}
          required
          error={message(errors.startsAt?.message)}
          {...register('startsAt')}
        />
        <DateTimeField
          label={t('auction.create.endsAt')}
          required
          error={message(errors.endsAt?.message)}
          {...register('endsAt')}
        />
      </div>
      <p className="create-auction__help">
        <Icon name="shield" size={16} />
        {t('auction.create.help')}
      </p>
      {refusal && !fieldRefusal && (
        <DialogAlert>
          {refusal instanceof ApiError
            ? refusal.status === 429
              ? t('auction.errors.tooMany')
              : (message(refusal.message) ?? t('auction.create.failed'))
            : t('auction.create.failed')}
        </DialogAlert>
      )}
    </FormDialog>
  );
}
