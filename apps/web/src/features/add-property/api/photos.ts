import type { EditableListing } from '@immora/shared/listing-form';
import { ApiError, apiDelete, apiPost, apiPut } from '../../../lib/api-client.ts';
import { readCookie } from '../../../lib/cookies.ts';

export type ListingPhoto = EditableListing['photos'][number];

type Envelope = { success?: boolean; data?: unknown; error?: { code?: string; message?: string } };

/**
 * POST /api/properties/:id/photos (multipart, field `files`), through XMLHttpRequest so the
 * upload's progress can be shown; resolves with all the listing's photos, in order.
 */
export function uploadPhotos(
  id: string,
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<ListingPhoto[]> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/properties/${id}/photos`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCookie('authToken');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Network error'));
    xhr.onload = () => {
      let body: Envelope | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        const data = (body.success === true ? body.data : body) as { photos?: ListingPhoto[] } | null;
        resolve(data?.photos ?? []);
        return;
      }
      reject(new ApiError(xhr.status, body?.error?.code ?? 'HTTP_ERROR', body?.error?.message ?? xhr.statusText));
    };
    xhr.send(form);
  });
}

type PhotoList = { photos: ListingPhoto[] };

/** PUT /api/properties/:id/photos/order: every photo id once, in the new order; answers the photos. */
export const reorderPhotos = async (id: string, photoIds: string[]) =>
  (await apiPut<PhotoList>(`/api/properties/${id}/photos/order`, { photoIds })).photos;

/** POST /api/properties/:id/photos/:photoId/cover; answers the photos. */
export const chooseCover = async (id: string, photoId: string) =>
  (await apiPost<PhotoList>(`/api/properties/${id}/photos/${photoId}/cover`)).photos;

/** DELETE /api/properties/:id/photos/:photoId; answers the remaining photos (a new cover if needed). */
export const deletePhoto = async (id: string, photoId: string) =>
  (await apiDelete<PhotoList>(`/api/properties/${id}/photos/${photoId}`)).photos;
