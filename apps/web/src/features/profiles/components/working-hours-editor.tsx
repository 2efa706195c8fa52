import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKING_HOURS_MESSAGES, ZWorkingHoursRequest, type TWorkingHours } from '@immora/shared/working-hours';
import { useDialogSubmit } from '../../../components/dialog/use-dialog-submit.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveWorkingHours, useWorkingHours } from '../api/working-hours.ts';
import { draftOf, newSlot, requestOf, type DraftDay, type DraftSlot } from '../utils/week-draft.ts';
import { useProfileMessage } from '../utils/use-profile-message.ts';
import { LoadedSection } from './loaded-section.tsx';
import { SaveButton } from './save-button.tsx';
import { WorkingDayRow } from './working-day-row.tsx';

/** 'days.2.slots.0.end' → message, from the shared schema or the server's answer. */
type Problems = Record<string, string>;

/**
 * The working-hours editor (spec 2 §3, §5): per day open or closed, slots of work or break with
 * a start and an end. An incomplete slot is refused before anything is sent.
 */
export function WorkingHoursEditor() {
  const { t } = useTranslation('profile');
  const hours = useWorkingHours();
  return (
    <LoadedSection
      id="profile-hours"
      title={t('hours.title')}
      lead={t('hours.lead')}
      query={hours}
      loading={t('loading')}
      loadFailed={t('hours.loadFailed')}
    >
      {(data) => <WeekForm stored={data.days} />}
    </LoadedSection>
  );
}

/** The week being edited, from the stored one; saved as a whole. */
function WeekForm({ stored }: { stored: TWorkingHours }) {
  const { t } = useTranslation('profile');
  const message = useProfileMessage();
  const save = useSaveWorkingHours();
  const [draft, setDraft] = useState<DraftDay[]>(() => draftOf(stored));
  const [problems, setProblems] = useState<Problems>({});

  const change = (index: number, next: DraftDay) => {
    setDraft((days) => days.map((d, i) => (i === index ? next : d)));
    setProblems({});
  };

  const saved = useDialogSubmit({
    send: () => save.mutateAsync(requestOf(draft)),
    success: t('messages.saved'),
    onDone: (week) => {
      setDraft(draftOf(week.days));
      setProblems({});
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setProblems(error.fields);
      toast(t('messages.saveFailed'), 'error');
    },
  });

  const submit = async () => {
    const checked = ZWorkingHoursRequest.safeParse(requestOf(draft));
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setProblems(found);
      toast(t('messages.saveFailed'), 'error');
      return;
    }
    await saved.run();
  };

  // The incomplete-slot message first (spec 2 §8), else the first problem found.
  const all = Object.values(problems);
  const summary = all.includes(WORKING_HOURS_MESSAGES.incompleteSlot) ? WORKING_HOURS_MESSAGES.incompleteSlot : all[0];

  return (
    <form
      className="profile-hours"
      noValidate
      aria-describedby={summary ? 'profile-hours-problem' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {stored.length === 0 && <p className="note">{t('hours.notSet')}</p>}
      {summary && (
        <p id="profile-hours-problem" className="field__error profile-hours__problem" role="alert">
          {message(summary)}
        </p>
      )}
      <ul className="stack profile-hours__days">
        {draft.map((day, index) => (
          <WorkingDayRow
            key={day.day}
            day={day}
            problems={problems}
            path={`days.${index}`}
            onChange={(next) => change(index, next)}
            onAdd={(type: DraftSlot['type']) =>
              change(index, { ...day, status: 'open', slots: [...day.slots, newSlot(type)] })
            }
          />
        ))}
      </ul>
      <SaveButton pending={save.isPending} label={t('hours.save')} />
    </form>
  );
}
