import { useTranslation } from 'react-i18next';
import { DAYS } from '@immora/shared/listing';
import type { Day, FormValues } from '../utils/form-values.ts';

/** The hours offered for viewings: 08:00 to 20:00. */
export const VIEWING_HOURS = Array.from({ length: 13 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`);

type Slots = FormValues['availableTimeSlots'];

/** availableTimeSlots: per day, hourly chips that toggle on and off. */
export function TimeSlots({ value, onChange }: { value: Slots; onChange: (slots: Slots) => void }) {
  const { t } = useTranslation();
  const toggle = (day: Day, hour: string) => {
    const current = value[day] ?? [];
    const next = current.includes(hour) ? current.filter((h) => h !== hour) : [...current, hour].sort();
    onChange({ ...value, [day]: next });
  };
  const setDay = (day: Day, hours: string[]) => onChange({ ...value, [day]: hours });
  return (
    <div className="stack slots">
      {DAYS.map((day) => {
        const chosen = value[day] ?? [];
        const dayName = t(`property.days.${day}`);
        return (
          <div key={day} className="slots__day" role="group" aria-label={dayName}>
            <div className="cluster slots__head">
              <span className="slots__name">{dayName}</span>
              <span className="slots__count">{t('addProperty.slots.count', { count: chosen.length })}</span>
              <button
                type="button"
                className="slots__all"
                onClick={() => setDay(day, chosen.length === VIEWING_HOURS.length ? [] : [...VIEWING_HOURS])}
              >
                {chosen.length === VIEWING_HOURS.length ? t('addProperty.slots.none') : t('addProperty.slots.all')}
              </button>
            </div>
            <div className="cluster slots__chips">
              {VIEWING_HOURS.map((hour) => (
                <button
                  key={hour}
                  type="button"
                  className="slot-chip"
                  aria-pressed={chosen.includes(hour)}
                  aria-label={t('addProperty.slots.hour', { day: dayName, hour })}
                  onClick={() => toggle(day, hour)}
                >
                  {hour}
                </button>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
