import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MESSAGES } from '@immora/shared/listing-form';
import { PhotoManager } from './photo-manager.tsx';

vi.setConfig({ testTimeout: 20_000 });

/** jsdom decodes no images: this one reports the size the test gives it. */
function fakeImages(width: number, height: number) {
  class FakeImage {
    naturalWidth = 0;
    naturalHeight = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_value: string) {
      setTimeout(() => {
        this.naturalWidth = width;
        this.naturalHeight = height;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('Image', FakeImage);
}

const photo = (id: string, isCover = false) => ({
  id,
  url: `/${id}.jpg`,
  thumbnailUrl: `/${id}-t.jpg`,
  width: 2048,
  height: 1152,
  isCover,
  position: 0,
  variants: [],
});

beforeEach(() => {
  URL.createObjectURL = () => 'blob:photo';
  URL.revokeObjectURL = () => undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.querySelectorAll('.swal2-container').forEach((node) => node.remove());
});

const setup = (photos = [photo('a', true), photo('b'), photo('c')], keepLast = false) => {
  const onPhotosChange = vi.fn();
  const ensureListing = vi.fn(async () => 'l1');
  render(
    <PhotoManager
      listingId="l1"
      photos={photos}
      onPhotosChange={onPhotosChange}
      ensureListing={ensureListing}
      keepLast={keepLast}
    />,
  );
  return { onPhotosChange, ensureListing };
};
const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('Choose photos'), { target: { files } });

describe('photos: early checks with the server messages', () => {
  it('a GIF is refused before anything is sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    setup([]);
    pick([new File(['x'], 'plan.gif', { type: 'image/gif' })]);
    expect(await screen.findByText('Only JPEG or PNG photos are accepted.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a photo under 2048x768 is refused with the spec message', async () => {
    fakeImages(1600, 900);
    const { ensureListing } = setup([]);
    pick([new File(['x'], 'small.jpg', { type: 'image/jpeg' })]);
    expect(await screen.findByText('Photos must be at least 2048x768 pixels.')).toBeTruthy();
    expect(screen.getByText('small.jpg:')).toBeTruthy();
    expect(ensureListing).not.toHaveBeenCalled();
  });

  it('a photo over 64 megapixels is refused before anything is sent (decision 040)', async () => {
    fakeImages(9000, 8000);
    const { ensureListing } = setup([]);
    pick([new File(['x'], 'bomb.png', { type: 'image/png' })]);
    expect(
      await screen.findByText('A photo can have 64 megapixels at most, and 16000 pixels on its longest side.'),
    ).toBeTruthy();
    expect(ensureListing).not.toHaveBeenCalled();
  });

  it('shows the hint with the minimum size and the limit', () => {
    setup([]);
    expect(screen.getByText(/JPEG or PNG, at least 2048x768 pixels, up to 15 MB each/)).toBeTruthy();
  });
});

describe('photos: order, cover, delete', () => {
  it('moves a photo right with a button and saves the new order', async () => {
    const answer = { photos: [photo('b'), photo('a', true), photo('c')] };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: answer })));
    vi.stubGlobal('fetch', fetchMock);
    const { onPhotosChange } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 1 right' }));
    expect(onPhotosChange).toHaveBeenCalledWith([photo('b'), photo('a', true), photo('c')]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/properties/l1/photos/order');
    expect(JSON.parse(String(init.body))).toEqual({ photoIds: ['b', 'a', 'c'] });
    await waitFor(() => expect(onPhotosChange).toHaveBeenLastCalledWith(answer.photos));
    expect(screen.getByRole('button', { name: 'Move photo 1 left' })).toHaveProperty('disabled', true);
  });

  it('chooses another cover', async () => {
    const answer = { photos: [photo('a'), photo('b'), photo('c', true)] };
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ success: true, data: answer })));
    vi.stubGlobal('fetch', fetchMock);
    const { onPhotosChange } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    await waitFor(() => expect(onPhotosChange).toHaveBeenCalledWith(answer.photos));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/properties/l1/photos/c/cover');
  });

  it('asks before deleting; Cancel keeps the photo', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    expect(await screen.findByText('Delete this photo?', {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Delete this photo?')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a refused delete (the published listing's last photo) says why and keeps the photo", async () => {
    const refusal = {
      success: false,
      error: { code: 'MISSING_DATA', message: PHOTO_MESSAGES.lastPhoto, fields: { photos: PHOTO_MESSAGES.lastPhoto } },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 400 })),
    );
    const { onPhotosChange } = setup([photo('a', true)]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 8000 }));
    expect(await screen.findByText(PHOTO_MESSAGES.lastPhoto)).toBeTruthy();
    expect(onPhotosChange).not.toHaveBeenCalled();
  });

  it('a listing that is not a draft does not offer to delete its last photo, and says why', () => {
    setup([photo('a', true)], true);
    const button = screen.getByRole('button', { name: 'Delete photo 1' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      PHOTO_MESSAGES.lastPhoto,
    );
  });

  it('with two photos either may be deleted', () => {
    setup([photo('a', true), photo('b')], true);
    for (const name of ['Delete photo 1', 'Delete photo 2'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(PHOTO_MESSAGES.lastPhoto)).toBeNull();
  });
});
