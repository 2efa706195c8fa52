import { useTranslation } from 'react-i18next';
import { useInBrowser } from '../../../components/browser-only.tsx';
import { useNow } from '../hooks/use-now.ts';
import { countdownTarget, phaseAt, splitDuration } from '../utils/time-left.ts';

type Props = { startsAt: string; endsAt: string };

/**
 * 'Time left' (or 'Starts in') as days, hours, minutes and seconds, ticking (this alone is drawn
 * every second, not the page around it); 'Ended' after the end.
 * The server draws a guest's first screen a moment before the browser takes it over (decision
 * 045): the digits and their spoken form may differ by then, so the hydration keeps the server's
 * (`suppressHydrationWarning`), and the digits are drawn anew once the app has taken the page
 * over (their key changes with `useInBrowser`): a digit that did not change since would else
 * keep the server's value until it changes again.
 */
export function AuctionCountdown({ startsAt, endsAt }: Props) {
  const { t } = useTranslation();
  const now = useNow();
  const inBrowser = useInBrowser();
  const phase = phaseAt({ startsAt, endsAt }, now);
  const target = countdownTarget({ startsAt, endsAt }, now);
  if (target === null) {
    return (
      <div className="stack auction-countdown auction-countdown--ended" data-testid="auction-countdown">
        <span className="auction-countdown__label">{t('auction.ended')}</span>
      </div>
    );
  }
  const left = splitDuration(target - now);
  const parts = [
    { key: 'days', value: left.days },
    { key: 'hours', value: left.hours },
    { key: 'minutes', value: left.minutes },
    { key: 'seconds', value: left.seconds },
  ] as const;
  const label = phase === 'scheduled' ? t('auction.startsIn') : t('auction.timeLeft');
  const spoken = t('auction.countdownText', {
    label,
    days: left.days,
    hours: left.hours,
    minutes: left.minutes,
    seconds: left.seconds,
  });
  return (
    <div
      className={`stack auction-countdown${phase === 'open' && target - now < 5 * 60_000 ? ' auction-countdown--final' : ''}`}
      data-testid="auction-countdown"
    >
      <span className="auction-countdown__label">{label}</span>
      <div
        key={inBrowser ? 'browser' : 'drawn'}
        className="columns auction-countdown__parts"
        role="timer"
        aria-label={spoken}
        suppressHydrationWarning
      >
        {parts.map((part) => (
          <span key={part.key} className="auction-countdown__part" aria-hidden="true">
            <strong suppressHydrationWarning>{String(part.value).padStart(2, '0')}</strong>
            <small>{t(`auction.units.${part.key}`)}</small>
          </span>
        ))}
      </div>
    </div>
  );
}
