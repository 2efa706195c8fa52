import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { useSession } from '../../../lib/session-context.ts';
import { useFreeSlots } from '../api/free-slots.ts';
import { formatStart, slotDays } from '../utils/slot-days.ts';
import { BookingDialog } from './booking-dialog.tsx';
import './booking-panel.css';

/** The query parameter that brings a guest back to the slot they chose, after signing in. */
export const SLOT_PARAM = 'slot';

/**
 * 'Book a viewing' on the listing page: the free slots of the coming weeks by day (Belgian time),
 * booked in two clicks (a time, then the confirmation). A guest is sent to sign in and comes back
 * to the same slot; the listing's own owner sees nothing.
 */
export default function BookingPanel({ propertyId, propertyTitle }: { propertyId: string; propertyTitle: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const slots = useFreeSlots(propertyId, session?.token ?? null);
  const days = useMemo(() => slotDays(slots.data?.slots ?? [], language), [slots.data, language]);
  const wanted = params.get(SLOT_PARAM);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [booked, setBooked] = useState<string | null>(null);

  // Back from signing in: the slot chosen as a guest is picked again while it is still free.
  const returning = session && wanted && days.some((d) => d.slots.some((s) => s.startsAt === wanted)) ? wanted : null;
  const choosing = picked ?? returning;
  const day =
    days.find((d) => d.key === dayKey) ?? days.find((d) => d.slots.some((s) => s.startsAt === choosing)) ?? days[0];

  if (slots.data && !slots.data.bookable) return null;

  const pick = (startsAt: string) => {
    if (session) {
      setPicked(startsAt);
      return;
    }
    const back = new URLSearchParams(params);
    back.set(SLOT_PARAM, startsAt);
    void navigate(`/login?redirect=${encodeURIComponent(`${location.pathname}?${back.toString()}`)}`);
  };
  const close = () => {
    setPicked(null);
    if (wanted) {
      const next = new URLSearchParams(params);
      next.delete(SLOT_PARAM);
      setParams(next, { replace: true });
    }
  };

  return (
    <section className="card panel booking" aria-labelledby="booking-title" data-testid="booking-panel">
      <h2 id="booking-title" className="row panel__title">
        <Icon name="calendar" size={20} />
        {t('appointment.booking.title')}
      </h2>
      {booked ? (
        <div className="booking__done" role="status">
          <Icon name="check" size={20} />
          <p>{t('appointment.booking.done', { when: formatStart(booked, language) })}</p>
          {session?.role === 'buyer' && (
            <Link to="/user-appointments" className="btn btn--dark btn--small">
              {t('appointment.booking.mine')}
            </Link>
          )}
        </div>
      ) : slots.isPending ? (
        <p className="note booking__note">{t('appointment.loadingSlots')}</p>
      ) : slots.isError ? (
        <p className="note booking__note" role="alert">
          {t('appointment.slotsFailed')}{' '}
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void slots.refetch()}>
            {t('search.retry')}
          </button>
        </p>
      ) : days.length === 0 ? (
        <p className="note booking__note">{t('appointment.booking.none')}</p>
      ) : (
        <>
          <p className="note booking__note">
            {t(session ? 'appointment.booking.lead' : 'appointment.booking.guestLead')}
          </p>
          <div className="booking__days" role="group" aria-label={t('appointment.rescheduleDialog.date')}>
            {days.map((d) => (
              <button
                key={d.key}
                type="button"
                className={`booking__day${d.key === day?.key ? ' is-active' : ''}`}
                aria-pressed={d.key === day?.key}
                onClick={() => setDayKey(d.key)}
              >
                {d.label}
              </button>
            ))}
          </div>
          <ul className="booking__times" aria-label={t('appointment.booking.times', { day: day?.label ?? '' })}>
            {day?.slots.map((s) => (
              <li key={s.startsAt}>
                <button
                  type="button"
                  className="booking__time"
                  data-testid="booking-slot"
                  data-starts-at={s.startsAt}
                  aria-label={t('appointment.booking.pick', { when: formatStart(s.startsAt, language) })}
                  onClick={() => pick(s.startsAt)}
                >
                  {s.time}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {choosing && session && !booked && (
        <BookingDialog
          propertyId={propertyId}
          propertyTitle={propertyTitle}
          startsAt={choosing}
          onClose={close}
          onBooked={(startsAt) => {
            close();
            setBooked(startsAt);
          }}
        />
      )}
    </section>
  );
}
