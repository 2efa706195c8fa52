import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Icon } from '../../../components/icon.tsx';
import type { DraftDay, DraftSlot } from '../utils/week-draft.ts';
import { useDayName } from '../utils/use-day-name.ts';
import { useProfileMessage } from '../utils/use-profile-message.ts';

type Props = {
  day: DraftDay;
  /** Messages by path ('days.0.slots.1.end'). */
  problems: Record<string, string>;
  path: string;
  onChange: (day: DraftDay) => void;
  onAdd: (type: DraftSlot['type']) => void;
};

/** One day of the editor: open or closed, and its slots (start, end, work or break), each removable. */
export function WorkingDayRow({ day, problems, path, onChange, onAdd }: Props) {
  const { t } = useTranslation('profile');
  const message = useProfileMessage();
  const name = useDayName()(day.day);
  const open = day.status === 'open';
  const setSlot = (key: number, change: Partial<DraftSlot>) =>
    onChange({ ...day, slots: day.slots.map((s) => (s.key === key ? { ...s, ...change } : s)) });
  const typeOptions = [
    { value: 'work', label: t('hours.work') },
    { value: 'break', label: t('hours.break') },
  ];

  return (
    <li className="stack hours-day" data-open={open || undefined}>
      <div className="cluster hours-day__head">
        <SwitchField
          label={name}
          help={open ? t('hours.open') : t('hours.closed')}
          checked={open}
          onChange={(event) => onChange({ ...day, status: event.target.checked ? 'open' : 'closed' })}
        />
        {open && day.slots.length === 0 && <span className="note">{t('hours.allDay')}</span>}
      </div>
      {open && (
        <>
          {day.slots.length > 0 && (
            <ol className="stack hours-day__slots" aria-label={t('hours.slotsOf', { day: name })}>
              {day.slots.map((slot, i) => {
                const at = `${path}.slots.${i}`;
                const number = i + 1;
                return (
                  <li key={slot.key} className="hours-slot" data-type={slot.type}>
                    <TextField
                      type="time"
                      label={t('hours.start')}
                      aria-label={t('hours.startOf', { number, day: name })}
                      value={slot.start}
                      error={message(problems[`${at}.start`])}
                      onChange={(event) => setSlot(slot.key, { start: event.target.value })}
                    />
                    <TextField
                      type="time"
                      label={t('hours.end')}
                      aria-label={t('hours.endOf', { number, day: name })}
                      value={slot.end}
                      error={message(problems[`${at}.end`])}
                      onChange={(event) => setSlot(slot.key, { end: event.target.value })}
                    />
                    <SelectField
                      label={t('hours.type')}
                      aria-label={t('hours.typeOf', { number, day: name })}
                      options={typeOptions}
                      value={slot.type}
                      onChange={(event) =>
                        setSlot(slot.key, { type: event.target.value === 'break' ? 'break' : 'work' })
                      }
                    />
                    <button
                      type="button"
                      className="btn btn--ghost btn--small hours-slot__remove"
                      aria-label={t('hours.removeOf', { number, day: name })}
                      onClick={() => onChange({ ...day, slots: day.slots.filter((s) => s.key !== slot.key) })}
                    >
                      <Icon name="trash" size={16} />
                      <span className="hours-slot__remove-text">{t('hours.remove')}</span>
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
          <div className="hours-day__add">
            <button
              type="button"
              className="btn btn--ghost btn--small"
              aria-label={t('hours.addWorkTo', { day: name })}
              onClick={() => onAdd('work')}
            >
              <Icon name="plus" size={16} />
              {t('hours.addWork')}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              aria-label={t('hours.addBreakTo', { day: name })}
              onClick={() => onAdd('break')}
            >
              <Icon name="plus" size={16} />
              {t('hours.addBreak')}
            </button>
          </div>
        </>
      )}
    </li>
  );
}
