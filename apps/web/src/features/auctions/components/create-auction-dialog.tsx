import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUCTION_MESSAGES, ZCreateAuctionRequest } from '@immora/shared/auctions';
import { Icon } from '../../../components/icon.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateAuction } from '../api/create-auction.ts';
import { useAuctionMessage } from '../hooks/use-auction-message.ts';
import { localInputToIso, nextQuarterHour, toLocalInput } from '../utils/local-date-time.ts';
import './create-auction-dialog.css';

type Props = {
  propertyId: string;
  propertyTitle: string;
  onClose: () => void;
  onCreated: (auction: { id: string }) => void;
};
type Field = 'startingPrice' | 'reservePrice' | 'startsAt' | 'endsAt';
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['startingPrice', 'reservePrice', 'startsAt', 'endsAt'];
const WEEK = 7 * 86_400_000;

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')));

/**
 * 'Create auction' for one listing: starting and reserve price in euro, start and end in the
 * browser's local time (sent as ISO instants), checked with ZCreateAuctionRequest's messages
 * before POST /api/auctions, and the server's refusals shown beside their fields.
 */
export function CreateAuctionDialog({ propertyId, propertyTitle, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const message = useAuctionMessage();
  const id = useId();
  const create = useCreateAuction();
  const [values, setValues] = useState(() => {
    const start = nextQuarterHour(new Date());
    return {
      startingPrice: '',
      reservePrice: '',
      startsAt: toLocalInput(start),
      endsAt: toLocalInput(new Date(start.getTime() + WEEK)),
    };
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = {
      propertyId,
      startingPrice: toNumber(values.startingPrice),
      reservePrice: toNumber(values.reservePrice),
      startsAt: localInputToIso(values.startsAt),
      endsAt: localInputToIso(values.endsAt),
    };
    const parsed = ZCreateAuctionRequest.safeParse(body);
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as Field;
      if (FIELDS.includes(field)) found[field] ??= message(issue.message);
    }
    // The server allows a minute of clock difference; the form asks for a start from now on.
    if (!found.startsAt && body.startsAt && Date.parse(body.startsAt) < Date.now() - 60_000)
      found.startsAt = message(AUCTION_MESSAGES.startInPast);
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    try {
      const auction = await create.mutateAsync(parsed.data);
      onCreated({ id: auction.id });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const fromServer: Errors = {};
        for (const [field, text] of Object.entries(error.fields))
          if (FIELDS.includes(field as Field)) fromServer[field as Field] = message(text);
        setErrors(fromServer);
        if (Object.keys(fromServer).length > 0) return;
      }
      setFailure(
        error instanceof ApiError
          ? error.status === 429
            ? t('auction.errors.tooMany')
            : (message(error.message) ?? t('auction.create.failed'))
          : t('auction.create.failed'),
      );
    }
  };

  return (
    <Overlay open onClose={onClose} labelledBy={`${id}-title`} className="create-auction">
      <form className="form create-auction__form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="create-auction__head">
          <div>
            <h2 id={`${id}-title`} className="create-auction__title">
              {t('auction.create.title')}
            </h2>
            <p className="create-auction__listing">{propertyTitle}</p>
          </div>
          <button type="button" className="icon-btn" aria-label={t('auction.create.close')} onClick={onClose}>
            <Icon name="close" size={20} />
          </button>
        </div>
        <div className="create-auction__grid">
          <TextField
            label={t('auction.create.startingPrice')}
            inputMode="decimal"
            autoComplete="off"
            value={values.startingPrice}
            onChange={set('startingPrice')}
            error={errors.startingPrice}
          />
          <TextField
            label={t('auction.create.reservePrice')}
            inputMode="decimal"
            autoComplete="off"
            value={values.reservePrice}
            onChange={set('reservePrice')}
            error={errors.reservePrice}
          />
          <TextField
            label={t('auction.create.startsAt')}
            type="datetime-local"
            value={values.startsAt}
            onChange={set('startsAt')}
            error={errors.startsAt}
          />
          <TextField
            label={t('auction.create.endsAt')}
            type="datetime-local"
            value={values.endsAt}
            onChange={set('endsAt')}
            error={errors.endsAt}
          />
        </div>
        <p className="create-auction__help">
          <Icon name="shield" size={16} />
          {t('auction.create.help')}
        </p>
        {failure && (
          <p className="create-auction__failure" role="alert">
            {failure}
          </p>
        )}
        <div className="create-auction__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('auction.create.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={create.isPending}>
            <Icon name="gavel" size={16} />
            {create.isPending ? t('auction.create.creating') : t('auction.create.submit')}
          </button>
        </div>
      </form>
    </Overlay>
  );
}
