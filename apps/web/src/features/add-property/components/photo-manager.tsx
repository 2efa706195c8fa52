import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { PHOTO_MESSAGES, PHOTO_RULES } from '@immora/shared/listing-form';
import { Icon } from '../../../components/icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showAlert } from '../../../lib/alerts.ts';
import { chooseCover, deletePhoto, reorderPhotos, uploadPhotos } from '../api/photos.ts';
import type { ListingPhoto } from '../api/photos.ts';
import { inBatches, precheckPhoto } from '../utils/photo-check.ts';
import type { PhotoProblem } from '../utils/photo-check.ts';
import { SortablePhoto } from './sortable-photo.tsx';

type Props = {
  listingId: string | null;
  photos: ListingPhoto[];
  onPhotosChange: (photos: ListingPhoto[]) => void;
  /** Saves the draft when it has no id yet; null when that failed. */
  ensureListing: () => Promise<string | null>;
  error?: string | undefined;
  /** The listing is not a draft: the server refuses to delete its last photo, so it is not offered. */
  keepLast?: boolean;
};

type Problem = { name: string; message: string };

const PROBLEM_BY_TEXT = new Map<string, PhotoProblem>(
  Object.entries(PHOTO_MESSAGES).map(([key, text]) => [text as string, key as PhotoProblem]),
);

/** Photos of step 1: drop or pick several, checked early, uploaded with progress, reordered, cover, delete. */
export function PhotoManager({ listingId, photos, onPhotosChange, ensureListing, error, keepLast }: Props) {
  const { t } = useTranslation();
  const lastKept = keepLast === true && photos.length === 1;
  const lastKeptId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const problemText = (problem: PhotoProblem) => t(`addProperty.photos.messages.${problem}`);
  /** The server's reason in the reader's language, else the screen's sentence (`failed`). */
  const serverText = (e: unknown, failed = t('addProperty.photos.uploadFailed')) => {
    const key = e instanceof ApiError ? PROBLEM_BY_TEXT.get(e.message) : undefined;
    return key ? problemText(key) : failed;
  };

  const addFiles = async (list: FileList | File[]) => {
    const files = [...list];
    if (files.length === 0) return;
    const found: Problem[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const problem = await precheckPhoto(file);
      if (problem) found.push({ name: file.name, message: problemText(problem) });
      else accepted.push(file);
    }
    const room = PHOTO_RULES.maxPerListing - photos.length;
    if (accepted.length > room) {
      for (const file of accepted.splice(Math.max(room, 0)))
        found.push({ name: file.name, message: problemText('tooMany') });
    }
    setProblems(found);
    if (accepted.length === 0) return;
    const id = listingId ?? (await ensureListing());
    if (!id) return;
    const total = accepted.reduce((sum, f) => sum + f.size, 0) || 1;
    let done = 0;
    setProgress(0);
    try {
      for (const batch of inBatches(accepted)) {
        const size = batch.reduce((sum, f) => sum + f.size, 0);
        onPhotosChange(await uploadPhotos(id, batch, (fraction) => setProgress((done + fraction * size) / total)));
        done += size;
      }
      setAnnouncement(t('addProperty.photos.uploaded', { count: accepted.length }));
    } catch (e) {
      setProblems((p) => [...p, { name: '', message: serverText(e) }]);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const saveOrder = async (next: ListingPhoto[]) => {
    if (!listingId) return;
    const before = photos;
    onPhotosChange(next);
    try {
      await reorderPhotos(
        listingId,
        next.map((p) => p.id),
      );
      setAnnouncement(t('addProperty.photos.reordered'));
    } catch {
      onPhotosChange(before);
      setProblems([{ name: '', message: t('addProperty.photos.actionFailed') }]);
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= photos.length) return;
    void saveOrder(arrayMove(photos, index, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = photos.findIndex((p) => p.id === active.id);
    const to = photos.findIndex((p) => p.id === over.id);
    if (from >= 0 && to >= 0) void saveOrder(arrayMove(photos, from, to));
  };

  const makeCover = async (photo: ListingPhoto) => {
    if (!listingId) return;
    try {
      onPhotosChange(await chooseCover(listingId, photo.id));
      setAnnouncement(t('addProperty.photos.coverChosen'));
    } catch {
      setProblems([{ name: '', message: t('addProperty.photos.actionFailed') }]);
    }
  };

  const remove = async (photo: ListingPhoto, index: number) => {
    if (!listingId) return;
    const answer = await showAlert({
      icon: 'warning',
      title: t('addProperty.photos.deleteTitle'),
      text: t('addProperty.photos.deleteText', { index: index + 1 }),
      showCancelButton: true,
      confirmButtonText: t('addProperty.photos.deleteConfirm'),
      cancelButtonText: t('addProperty.cancel'),
    });
    if (!answer.isConfirmed) return;
    try {
      onPhotosChange(await deletePhoto(listingId, photo.id));
      setAnnouncement(t('addProperty.photos.deleted'));
    } catch (e) {
      setProblems([{ name: '', message: serverText(e, t('addProperty.photos.actionFailed')) }]);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (progress === null) void addFiles(event.dataTransfer.files);
  };

  const coverId = photos.find((p) => p.isCover)?.id ?? photos[0]?.id;

  return (
    <section
      className="card stack wizard-card"
      aria-labelledby="wizard-photos"
      data-field="photos"
      data-invalid={error ? true : undefined}
    >
      <div className="split wizard-card__head">
        <h2 id="wizard-photos" className="row wizard-card__title" data-required>
          {t('addProperty.fields.photos')}
        </h2>
        <span className="pill pill--muted wizard-card__count">
          {t('addProperty.photos.count', { count: photos.length, max: PHOTO_RULES.maxPerListing })}
        </span>
      </div>
      <div
        className={`photo-drop${dragging ? ' photo-drop--over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon name="sparkle" size={28} />
        <p className="photo-drop__title">{t('addProperty.photos.drop')}</p>
        <p className="photo-drop__hint">
          {t('addProperty.photos.hint', {
            width: PHOTO_RULES.minWidth,
            height: PHOTO_RULES.minHeight,
            size: PHOTO_RULES.maxBytes / 1024 / 1024,
          })}
        </p>
        <label className="btn btn--dark btn--small photo-drop__pick">
          {t('addProperty.photos.choose')}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png"
            multiple
            className="visually-hidden"
            disabled={progress !== null}
            onChange={(e) => void addFiles(e.target.files ?? [])}
          />
        </label>
      </div>
      {progress !== null && (
        <div className="photo-progress">
          <span>{t('addProperty.photos.uploading')}</span>
          <progress max={1} value={progress} aria-label={t('addProperty.photos.uploading')} />
          <span>{Math.round(progress * 100)}%</span>
        </div>
      )}
      {(problems.length > 0 || error) && (
        <ul className="photo-problems" role="alert">
          {error && problems.length === 0 && (
            <li>{t(`addProperty.errors.${error === 'missing' ? 'photos' : error}`)}</li>
          )}
          {problems.map((p, i) => (
            <li key={i}>
              {p.name && <strong>{p.name}: </strong>}
              {p.message}
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {photos.length > 0 && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={photos.map((p) => p.id)} strategy={rectSortingStrategy}>
            <ul className="photo-grid" aria-label={t('addProperty.photos.grid')}>
              {photos.map((photo, index) => (
                <SortablePhoto
                  key={photo.id}
                  photo={photo}
                  index={index}
                  count={photos.length}
                  isCover={photo.id === coverId}
                  onMove={(by) => move(index, by)}
                  onCover={() => void makeCover(photo)}
                  onDelete={lastKept ? undefined : () => void remove(photo, index)}
                  deleteNote={lastKept ? lastKeptId : undefined}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {lastKept && (
        <p id={lastKeptId} className="field__help">
          {problemText('lastPhoto')}
        </p>
      )}
    </section>
  );
}
