import { useTranslation } from 'react-i18next';
import type { TWorkingHours } from '@immora/shared/professionals';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
/** 1 January 2024 was a Monday: the weekday names come from Intl in the user's language. */
const MONDAY = Date.UTC(2024, 0, 1);

function dayName(day: string, language: string): string {
  const index = DAYS.indexOf(day.toLowerCase() as (typeof DAYS)[number]);
  if (index < 0) return day;
  const date = new Date(MONDAY + index * 86_400_000);
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** Opening hours as a table: open slots, breaks and closed days (spec 2: open, closed, break). */
export function WorkingHours({ hours }: { hours: TWorkingHours | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  if (!hours || hours.length === 0) return <p className="pro-muted">{t('professionals.hours.none')}</p>;
  const today = DAYS[(new Date().getDay() + 6) % 7];
  const sorted = [...hours].sort(
    (a, b) =>
      DAYS.indexOf(a.day.toLowerCase() as (typeof DAYS)[number]) -
      DAYS.indexOf(b.day.toLowerCase() as (typeof DAYS)[number]),
  );
  return (
    <table className="pro-hours">
      <caption className="visually-hidden">{t('professionals.hours.title')}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('professionals.hours.day')}</th>
          <th scope="col">{t('professionals.hours.hours')}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((entry) => {
          const closed = entry.status === 'closed';
          const allDay = !closed && entry.slots.length === 0;
          return (
            <tr key={entry.day} className={entry.day.toLowerCase() === today ? 'pro-hours__today' : undefined}>
              <th scope="row">
                {dayName(entry.day, language)}
                {entry.day.toLowerCase() === today && (
                  <span className="pro-hours__today-tag">{t('professionals.hours.today')}</span>
                )}
              </th>
              <td>
                {closed ? (
                  <span className="pro-hours__chip pro-hours__chip--closed">{t('professionals.hours.closed')}</span>
                ) : allDay ? (
                  <span className="pro-hours__chip">{t('professionals.hours.allDay')}</span>
                ) : (
                  <ul className="cluster pro-hours__slots">
                    {entry.slots.map((slot) => (
                      <li
                        key={`${slot.start}-${slot.end}`}
                        className={slot.type === 'break' ? 'pro-hours__chip pro-hours__chip--break' : 'pro-hours__chip'}
                      >
                        {slot.type === 'break' && <span>{t('professionals.hours.break')} </span>}
                        <time>{slot.start}</time>–<time>{slot.end}</time>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
