import { Star } from '../star.tsx';
import { Field } from './field.tsx';
import type { FieldProps } from './field.tsx';
import '../star-rating.css';

type Props = FieldProps & {
  /** The radios' group name (unique on the page). */
  name: string;
  value: number | null | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** Each star's accessible name ('3 stars'). */
  optionLabel: (stars: number) => string;
  max?: number;
};

/**
 * A rating of 1 to `max` stars: a radio group (Tab reaches it, arrow keys move between the stars,
 * as radios do), each star filled up to the choice; the label, help and message are Field's.
 */
export function StarRatingField({ name, value, onChange, onBlur, optionLabel, max = 5, ...field }: Props) {
  return (
    <Field {...field} name={name} as="group">
      {(control) => (
        <div className="star-field" data-testid="star-rating-field">
          {Array.from({ length: max }, (_, i) => i + 1).map((stars) => (
            <label key={stars} className="star-field__option" title={optionLabel(stars)}>
              <input
                type="radio"
                className="star-field__input"
                name={name}
                value={stars}
                checked={value === stars}
                aria-label={optionLabel(stars)}
                aria-invalid={control['aria-invalid']}
                onChange={() => onChange(stars)}
                onBlur={onBlur}
              />
              <Star id={`${control.id}-${stars}`} size={32} fill={value && stars <= value ? 1 : 0} />
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}
