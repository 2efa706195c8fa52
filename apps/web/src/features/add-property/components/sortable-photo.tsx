import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Icon } from '../../../components/icon.tsx';
import type { ListingPhoto } from '../api/photos.ts';

type Props = {
  photo: ListingPhoto;
  index: number;
  count: number;
  isCover: boolean;
  onMove: (by: -1 | 1) => void;
  onCover: () => void;
  /** Absent when this photo may not be deleted; `deleteNote` then names the text that says why. */
  onDelete: (() => void) | undefined;
  deleteNote?: string | undefined;
};

/** One thumbnail: drag handle (pointer or keyboard), move left/right, cover, delete. */
export function SortablePhoto({ photo, index, count, isCover, onMove, onCover, onDelete, deleteNote }: Props) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id });
  const n = index + 1;
  return (
    <li
      ref={setNodeRef}
      className={`photo-tile${isDragging ? ' photo-tile--dragging' : ''}${isCover ? ' photo-tile--cover' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="photo-tile"
    >
      <button
        type="button"
        className="photo-tile__handle"
        aria-label={t('addProperty.photos.drag', { index: n })}
        {...attributes}
        {...listeners}
      >
        <img src={photo.thumbnailUrl} alt="" width={240} height={150} loading="lazy" draggable={false} />
      </button>
      {isCover && <span className="photo-tile__badge">{t('addProperty.photos.cover')}</span>}
      <span className="photo-tile__index" aria-hidden="true">
        {n}
      </span>
      <div className="photo-tile__actions">
        <button
          type="button"
          className="photo-tile__btn"
          onClick={() => onMove(-1)}
          disabled={index === 0}
          aria-label={t('addProperty.photos.moveLeft', { index: n })}
        >
          <Icon name="chevronLeft" size={16} />
        </button>
        <button
          type="button"
          className="photo-tile__btn"
          onClick={() => onMove(1)}
          disabled={index === count - 1}
          aria-label={t('addProperty.photos.moveRight', { index: n })}
        >
          <Icon name="chevronRight" size={16} />
        </button>
        <button
          type="button"
          className="photo-tile__btn"
          onClick={onCover}
          disabled={isCover}
          aria-pressed={isCover}
          aria-label={t('addProperty.photos.makeCover', { index: n })}
        >
          <Icon name="home" size={16} />
        </button>
        <button
          type="button"
          className="photo-tile__btn photo-tile__btn--danger"
          onClick={onDelete}
          disabled={!onDelete}
          aria-describedby={deleteNote}
          aria-label={t('addProperty.photos.delete', { index: n })}
        >
          <Icon name="trash" size={16} />
        </button>
      </div>
    </li>
  );
}
