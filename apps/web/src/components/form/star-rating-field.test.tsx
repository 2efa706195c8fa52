import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRatingField } from './star-rating-field.tsx';

function Rating({ onChange, error }: { onChange?: (n: number) => void; error?: string }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <StarRatingField
      name="rating"
      label="Your rating"
      required
      value={value}
      error={error}
      optionLabel={(n) => `${n} stars`}
      onChange={(n) => {
        setValue(n);
        onChange?.(n);
      }}
    />
  );
}

describe('StarRatingField', () => {
  it('is a labelled group of five radios named by their stars; choosing one checks it and fills the stars up to it', () => {
    const onChange = vi.fn();
    const { container } = render(<Rating onChange={onChange} />);
    const group = screen.getByRole('group', { name: /Your rating/ });
    expect(group).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 stars',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    // The filled part of each star: full up to the fourth, empty after.
    const widths = [...container.querySelectorAll('rect')].map((rect) => rect.getAttribute('width'));
    expect(widths).toEqual(['24', '24', '24', '24', '0']);
  });

  it('announces its message on the group and marks the radios invalid', () => {
    render(<Rating error="Choose a rating from 1 to 5 stars" />);
    expect(screen.getByRole('alert').textContent).toBe('Choose a rating from 1 to 5 stars');
    expect(screen.getByRole('radio', { name: '1 stars' }).getAttribute('aria-invalid')).toBe('true');
  });
});
