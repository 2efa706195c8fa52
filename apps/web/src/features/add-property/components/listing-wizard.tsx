import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LISTING_MESSAGES, type EditableListing } from '@immora/shared/listing-form';
import { Icon } from '../../../components/icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showAlert } from '../../../lib/alerts.ts';
import { editableListingQuery } from '../api/get-listing.ts';
import { useSaveListing } from '../api/save-listing.ts';
import { usePublishListing } from '../api/publish-listing.ts';
import type { ListingPhoto } from '../api/photos.ts';
import {
  changedVersionFields,
  emptyValues,
  fromListing,
  toListingInput,
  toListingPatch,
} from '../utils/form-values.ts';
import type { FormValues } from '../utils/form-values.ts';
import { errorKey, formatErrors, missingFields, validateListing, validateStep } from '../utils/validate-listing.ts';
import type { FieldErrors } from '../utils/validate-listing.ts';
import { STEPS, stepOfField, stepsOf } from '../utils/wizard-steps.ts';
import type { Step } from '../utils/wizard-steps.ts';
import { myPropertiesPath } from '../utils/role-paths.ts';
import type { ListingRole } from '../utils/role-paths.ts';
import { useUnsavedChangesGuard } from '../utils/use-unsaved-changes-guard.ts';
import { WizardStepper } from './wizard-stepper.tsx';
import { DescriptionStep } from './description-step.tsx';
import { PhotoManager } from './photo-manager.tsx';
import { LocationStep } from './location-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { AmenitiesStep } from './amenities-step.tsx';
import { ListingPreview } from './listing-preview.tsx';

type Props = { role: ListingRole; listing: EditableListing | null };

/** Puts focus on the first field the wizard flagged (after the step it is on has rendered). */
function focusField(field: string) {
  requestAnimationFrame(() => {
    const box = document.querySelector<HTMLElement>(`[data-field="${field}"]`);
    const control = box?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button');
    box?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    control?.focus({ preventScroll: true });
  });
}

/** The add-property wizard (spec 2 §2): four steps, drafts saved on the way, publish at the end. */
export function ListingWizard({ role, listing }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [, setSearchParams] = useSearchParams();
  const save = useSaveListing();
  const publish = usePublishListing();
  const [id, setId] = useState<string | null>(listing?.id ?? null);
  const [status, setStatus] = useState(listing?.status ?? 'draft');
  const [values, setValues] = useState<FormValues>(() => (listing ? fromListing(listing) : emptyValues()));
  const [saved, setSaved] = useState(() => JSON.stringify(values));
  const [photos, setPhotos] = useState<ListingPhoto[]>(listing?.photos ?? []);
  const [step, setStepState] = useState<Step>('description');
  // Steps the user has been on (a reopened listing counts as seen): only those can show as complete.
  const [visited, setVisited] = useState<ReadonlySet<Step>>(() => new Set(listing ? STEPS : ['description']));
  const setStep = (next: Step) => {
    setStepState(next);
    setVisited((v) => (v.has(next) ? v : new Set([...v, next])));
  };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [previewOpen, setPreviewOpen] = useState(false);
  const [busy, setBusy] = useState<null | 'draft' | 'next' | 'publish'>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const dirty = JSON.stringify(values) !== saved;
  const leavingRef = useUnsavedChangesGuard(dirty);

  const missing = useMemo(() => missingFields(values, photos.length), [values, photos.length]);
  const complete = useMemo(() => {
    const flaggedMissing = new Set(stepsOf(missing));
    return new Set(STEPS.filter((s) => visited.has(s) && !flaggedMissing.has(s)));
  }, [missing, visited]);
  const flagged = useMemo(() => new Set(stepsOf(Object.keys(errors))), [errors]);

  useEffect(() => {
    heading.current?.closest('main')?.scrollTo?.({ top: 0 });
  }, [step]);

  // The wizard owns the listing while it is open; reopening it later reads it afresh.
  useEffect(() => () => client.removeQueries({ queryKey: editableListingQuery(null).queryKey.slice(0, 2) }), [client]);

  const onChange = (patch: Partial<FormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    const touched = Object.keys(patch).flatMap((k) =>
      k === 'translations' && patch.translations
        ? changedVersionFields(values.translations, patch.translations)
        : k === 'facts' && patch.facts
          ? Object.keys(patch.facts)
              .filter(
                (f) => patch.facts?.[f as keyof typeof patch.facts] !== values.facts[f as keyof typeof values.facts],
              )
              .map((f) => `facts.${f}`)
          : [k],
    );
    if (touched.some((k) => errors[k]))
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !touched.includes(k))));
  };

  const showErrors = (found: FieldErrors, opts: { move: boolean }) => {
    setErrors(found);
    const first = STEPS.flatMap((s) => Object.keys(found).filter((f) => stepOfField(f) === s))[0];
    if (!first) return;
    if (opts.move) setStep(stepOfField(first));
    focusField(first);
  };

  /** Saves the form (POST the first time, PATCH later); the id, or null when it did not work. */
  /** Saves the form; on failure shows the draft error, or the submission error while publishing. */
  const persist = async (purpose: 'draft' | 'publish' = 'draft'): Promise<string | null> => {
    const wrong = formatErrors(values);
    if (Object.keys(wrong).length > 0) {
      showErrors(wrong, { move: true });
      return null;
    }
    if (id && !dirty) return id;
    try {
      const listingSaved = await save.mutateAsync(
        id === null ? { id, input: toListingInput(values) } : { id, input: toListingPatch(values) },
      );
      setSaved(JSON.stringify(values));
      setStatus(listingSaved.status);
      setPhotos(listingSaved.photos);
      if (!id) {
        setId(listingSaved.id);
        setSearchParams({ id: listingSaved.id }, { replace: true });
      }
      return listingSaved.id;
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const fromServer: FieldErrors = {};
        for (const [f, m] of Object.entries(error.fields))
          fromServer[f] = m === 'Missing Data' ? 'missing' : errorKey(m);
        showErrors(fromServer, { move: true });
      }
      // A running auction holds its price, type and category: say so rather than 'try again'.
      const auctionLocked = error instanceof ApiError && error.message === LISTING_MESSAGES.auctionLocked;
      await showAlert(
        purpose === 'publish'
          ? {
              icon: 'error',
              title: t('addProperty.submitErrorTitle'),
              text: auctionLocked ? t('addProperty.errors.listing.auctionLocked') : t('addProperty.submitError'),
            }
          : {
              icon: 'error',
              title: t('addProperty.draftFailed'),
              ...(auctionLocked ? { text: t('addProperty.errors.listing.auctionLocked') } : {}),
            },
      );
      return null;
    }
  };

  const saveDraft = async () => {
    setBusy('draft');
    const saved = await persist();
    setBusy(null);
    if (saved)
      await showAlert({ icon: 'success', title: t('addProperty.draftSaved'), timer: 1800, showConfirmButton: false });
  };

  const goTo = (next: Step) => {
    setStep(next);
  };

  const nextStep = async () => {
    const found = validateStep(values, step, photos.length);
    if (Object.keys(found).length > 0) {
      showErrors({ ...errors, ...found }, { move: false });
      return;
    }
    setBusy('next');
    const saved = await persist();
    setBusy(null);
    if (!saved) return;
    const next = STEPS[STEPS.indexOf(step) + 1];
    if (next) setStep(next);
  };

  const missingAlert = async (found: FieldErrors) => {
    showErrors(found, { move: true });
    await showAlert({ icon: 'warning', title: t('addProperty.missingData'), text: t('addProperty.fillRequired') });
  };

  const publishNow = async () => {
    const found = validateListing(values, photos.length, true);
    if (Object.keys(found).length > 0) {
      await missingAlert(found);
      return;
    }
    setBusy('publish');
    const listingId = await persist('publish');
    if (!listingId) {
      setBusy(null);
      return;
    }
    try {
      // A listing already on the market keeps its status: its changes are saved, not published again.
      const onMarket = status === 'published' || status === 'active' || status === 'processing';
      if (!onMarket) await publish.mutateAsync(listingId);
      leavingRef.current = true;
      await showAlert({
        icon: 'success',
        title: onMarket ? t('addProperty.changesSaved') : t('addProperty.added'),
        timer: 2000,
        showConfirmButton: false,
      });
      void navigate(myPropertiesPath(role));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'MISSING_DATA' && error.fields) {
        await missingAlert(Object.fromEntries(Object.keys(error.fields).map((f) => [f, 'missing'])));
      } else {
        await showAlert({
          icon: 'error',
          title: t('addProperty.submitErrorTitle'),
          text: t('addProperty.submitError'),
        });
      }
    } finally {
      setBusy(null);
    }
  };

  const last = step === STEPS[STEPS.length - 1];
  const published = status === 'published' || status === 'active' || status === 'processing';

  return (
    <section className="stack wizard" aria-labelledby="wizard-title">
      <header className="split wizard__head">
        <div>
          <p className="eyebrow">
            {published ? t('addProperty.editing') : id ? t('addProperty.draft') : t('addProperty.new')}
          </p>
          <h1 id="wizard-title" ref={heading} className="wizard__title">
            {id ? t('addProperty.editTitle') : t('addProperty.title')}
          </h1>
          <p className="wizard__lead">{t('addProperty.lead')}</p>
        </div>
        <p className="row-inline wizard__saved" aria-live="polite">
          {dirty ? (
            <>
              <span className="wizard__dot wizard__dot--dirty" aria-hidden="true" />
              {t('addProperty.unsaved')}
            </>
          ) : id ? (
            <>
              <span className="wizard__dot" aria-hidden="true" />
              {t('addProperty.allSaved')}
            </>
          ) : null}
        </p>
      </header>

      <WizardStepper current={step} complete={complete} flagged={flagged} onSelect={goTo} />

      <form
        className="stack wizard__form"
        noValidate
        aria-label={t(`addProperty.steps.${step}`)}
        onSubmit={(event) => {
          event.preventDefault();
          void (last ? publishNow() : nextStep());
        }}
      >
        {step === 'description' && (
          <DescriptionStep
            values={values}
            errors={errors}
            onChange={onChange}
            onGoToLocation={() => goTo('location')}
            photos={
              <PhotoManager
                listingId={id}
                photos={photos}
                onPhotosChange={(next) => {
                  setPhotos(next);
                  if (next.length > 0 && errors.photos) setErrors(({ photos: _, ...rest }) => rest);
                }}
                ensureListing={persist}
                error={errors.photos}
                keepLast={status !== 'draft'}
              />
            }
          />
        )}
        {step === 'location' && <LocationStep values={values} errors={errors} onChange={onChange} />}
        {step === 'details' && (
          <DetailsStep values={values} errors={errors} onChange={onChange} onGoToLocation={() => goTo('location')} />
        )}
        {step === 'amenities' && (
          <AmenitiesStep
            values={values}
            errors={errors}
            onChange={onChange}
            missing={missing}
            onGoTo={(target, field) => {
              setStep(target);
              setErrors((e) => ({ ...e, [field]: 'missing' }));
              focusField(field);
            }}
          />
        )}

        <div className="cluster wizard__actions">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => goTo(STEPS[STEPS.indexOf(step) - 1] ?? step)}
            disabled={step === STEPS[0]}
          >
            <Icon name="chevronLeft" size={16} />
            {t('addProperty.back')}
          </button>
          <span className="wizard__spacer" />
          <button type="button" className="btn btn--ghost" onClick={() => setPreviewOpen(true)}>
            <Icon name="eye" size={16} />
            {t('addProperty.preview.button')}
          </button>
          <button type="button" className="btn btn--dark" onClick={() => void saveDraft()} disabled={busy !== null}>
            {busy === 'draft' ? t('addProperty.saving') : t('addProperty.saveDraft')}
          </button>
          {last ? (
            <button type="submit" className="btn btn--primary" disabled={busy !== null}>
              {busy === 'publish'
                ? t('addProperty.publishing')
                : t(published ? 'addProperty.saveChanges' : 'addProperty.publish')}
            </button>
          ) : (
            <button type="submit" className="btn btn--primary" disabled={busy !== null}>
              {busy === 'next' ? t('addProperty.saving') : t('addProperty.next')}
              <Icon name="chevronRight" size={16} />
            </button>
          )}
        </div>
      </form>

      <ListingPreview open={previewOpen} onClose={() => setPreviewOpen(false)} values={values} photos={photos} />
    </section>
  );
}
