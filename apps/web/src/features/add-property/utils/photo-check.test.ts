import { describe, expect, it } from 'vitest';
import { PHOTO_RULES } from '@immora/shared/listing-form';
import { inBatches, precheckPhoto } from './photo-check.ts';

const file = (type: string, bytes = 10) => new File([new Uint8Array(bytes)], `photo.${type.split('/')[1]}`, { type });
const size = (width: number, height: number) => () => Promise.resolve({ width, height });

describe('photo pre-checks (the server decides again)', () => {
  it('accepts a large enough JPEG or PNG', async () => {
    expect(await precheckPhoto(file('image/jpeg'), size(2048, 1152))).toBeNull();
    expect(await precheckPhoto(file('image/png'), size(4000, 768))).toBeNull();
  });

  it('refuses other types before reading them', async () => {
    expect(await precheckPhoto(file('image/gif'), size(4000, 3000))).toBe('type');
    expect(await precheckPhoto(file('application/pdf'), size(4000, 3000))).toBe('type');
  });

  it('refuses photos under 2048x768', async () => {
    expect(await precheckPhoto(file('image/jpeg'), size(2047, 1152))).toBe('tooSmall');
    expect(await precheckPhoto(file('image/jpeg'), size(3000, 767))).toBe('tooSmall');
  });

  it('refuses photos over 64 megapixels or 16000 pixels on a side, and takes one of exactly 64', async () => {
    expect(await precheckPhoto(file('image/jpeg'), size(8000, 8000))).toBeNull();
    expect(await precheckPhoto(file('image/jpeg'), size(8000, 8001))).toBe('tooManyPixels');
    expect(await precheckPhoto(file('image/png'), size(16_001, 1000))).toBe('tooManyPixels');
  });

  it('refuses files over the size limit', async () => {
    expect(await precheckPhoto(file('image/jpeg', PHOTO_RULES.maxBytes + 1), size(4000, 3000))).toBe('tooLarge');
  });

  it('a file named .jpg that is not an image is refused', async () => {
    expect(await precheckPhoto(file('image/jpeg'), () => Promise.reject(new Error('not an image')))).toBe('type');
  });

  it('uploads in batches of 10', () => {
    expect(inBatches(Array.from({ length: 23 }, (_, i) => i)).map((b) => b.length)).toEqual([10, 10, 3]);
  });
});
